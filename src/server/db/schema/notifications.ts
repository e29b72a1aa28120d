import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { bookings } from './bookings'
import { users } from './users'

/**
 * In-app notifications: the bell's list. Written in the transaction of the change they tell of, next to its email in
 * the outbox (machines/booking.notifications.ts says who is told what).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What happened, e.g. `accepted`: the page words it in the reader's language. */
    kind: text('kind').notNull(),
    /** What caused it, e.g. `booking_status:42`: one notification per (event, user, kind). */
    event: text('event').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** What the words need, fixed when it happened (the camper's title, the other person's name). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notifications_event_user_kind_key').on(table.event, table.userId, table.kind),
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} IS NULL`),
  ],
)

export type NotificationRow = typeof notifications.$inferSelect
