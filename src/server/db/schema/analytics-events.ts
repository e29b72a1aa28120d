import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

/** Spec 1 §7 POST /v4/events/send/: what the web app reports once the visitor allowed analytics. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventType: text('event_type').notNull(),
    /** When the browser saw the event (the event's created_at), not when it arrived. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** gb_visitor_token: the visitor's random token, created on consent; ties visits together without an account. */
    visitorToken: text('visitor_token').notNull(),
    /** Set when the call carried a valid bearer token; kept anonymous when the account goes. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    path: text('path').notNull(),
    locale: text('locale'),
    /** Not a foreign key: an event about a camper outlives the camper. */
    camperId: integer('camper_id'),
    /** The event's own properties as sent (locale, camper_id, position, search_id). */
    eventProperties: jsonb('event_properties').$type<Record<string, unknown>>().notNull(),
    /** The visitor's properties as sent: utm_*, referrer and gb_visitor_token. */
    userProperties: jsonb('user_properties').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    index('analytics_events_event_type_created_at_idx').on(table.eventType, table.createdAt),
    index('analytics_events_camper_id_idx').on(table.camperId),
    index('analytics_events_visitor_token_idx').on(table.visitorToken),
  ],
)

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect
export type NewAnalyticsEventRow = typeof analyticsEvents.$inferInsert
