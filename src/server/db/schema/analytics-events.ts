import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

/** Spec 1 §7 POST /v4/events/send/: what the web app reports once the visitor allowed analytics. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser tab's random id: ties one visit's events together without an account. */
    sessionId: text('session_id').notNull(),
    /** Set when the call carried a valid bearer token; kept anonymous when the account goes. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    path: text('path').notNull(),
    locale: text('locale').notNull(),
    /** Not a foreign key: an event about a camper outlives the camper. */
    camperId: integer('camper_id'),
    /** Every property as sent (referrer, utm_*, position, ...). */
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    index('analytics_events_name_occurred_at_idx').on(table.name, table.occurredAt),
    index('analytics_events_camper_id_idx').on(table.camperId),
    index('analytics_events_session_id_idx').on(table.sessionId),
  ],
)

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect
export type NewAnalyticsEventRow = typeof analyticsEvents.$inferInsert
