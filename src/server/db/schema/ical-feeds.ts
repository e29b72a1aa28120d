import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { campers } from './campers'

/**
 * The external calendar (iCal URL) an owner imports into a camper's calendar: its events become unavailable periods
 * of reason 'ical' tied to the feed, replaced on every sync. One feed per camper.
 */
export const icalFeeds = pgTable('ical_feeds', {
  id: serial('id').primaryKey(),
  camperId: integer('camper_id')
    .notNull()
    .unique()
    .references(() => campers.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  /** Why the last sync failed (fetch or parse); null after a good one. */
  lastError: text('last_error'),
  /** Events the last good sync read. */
  eventCount: integer('event_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The secret of a camper's iCal export URL: external calendars poll it without signing in. */
export const calendarFeedTokens = pgTable('calendar_feed_tokens', {
  camperId: integer('camper_id')
    .primaryKey()
    .references(() => campers.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export type IcalFeedRow = typeof icalFeeds.$inferSelect
