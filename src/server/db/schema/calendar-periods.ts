import { sql } from 'drizzle-orm'
import { check, index, integer, pgEnum, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { campers } from './campers'
import { dateRange } from './date-range'
import { icalFeeds } from './ical-feeds'

export const calendarPeriodKindEnum = pgEnum('calendar_period_kind', ['available', 'unavailable'])

/**
 * An owner's calendar entry (spec 2 §3): an unavailable stretch with its reason, or an available one
 * carrying a seasonal price. Periods of one camper never overlap (EXCLUDE constraint, custom migration).
 */
export const calendarPeriods = pgTable(
  'calendar_periods',
  {
    id: serial('id').primaryKey(),
    camperId: integer('camper_id')
      .notNull()
      .references(() => campers.id, { onDelete: 'cascade' }),
    /** Half-open [date_from, date_to). */
    period: dateRange('period').notNull(),
    kind: calendarPeriodKindEnum('kind').notNull(),
    /** Why the owner blocked it (spec 2 §9 unavailable reasons); null for available periods. */
    reason: text('reason'),
    /** Minor units of the camper's currency; null keeps the camper's own price_per_day. */
    pricePerDay: integer('price_per_day'),
    /** Spec 2 §9: 1 low, 2 mid, 3 high. */
    season: smallint('season'),
    /** Calendar colour 0 to 6. */
    color: smallint('color'),
    minDays: integer('min_days'),
    /** The imported iCal feed this unavailable period came from; its next sync replaces it. */
    icalFeedId: integer('ical_feed_id').references(() => icalFeeds.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One camper's calendar uses the no-overlap EXCLUDE constraint's index on (camper_id, period); search looks up
  // every camper's periods over some dates at once, by the dates alone, one partial index per kind.
  (table) => [
    index('calendar_periods_unavailable_period_idx')
      .using('gist', table.period)
      .where(sql`${table.kind} = 'unavailable'`),
    index('calendar_periods_available_period_idx')
      .using('gist', table.period)
      .where(sql`${table.kind} = 'available'`),
    check('calendar_periods_season_check', sql`${table.season} BETWEEN 1 AND 3`),
    check('calendar_periods_color_check', sql`${table.color} BETWEEN 0 AND 6`),
    check('calendar_periods_price_check', sql`${table.pricePerDay} >= 0`),
    check('calendar_periods_min_days_check', sql`${table.minDays} >= 1`),
  ],
)

export type CalendarPeriodRow = typeof calendarPeriods.$inferSelect
export type NewCalendarPeriodRow = typeof calendarPeriods.$inferInsert
