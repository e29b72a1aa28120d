import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

/** Rental credits a user can spend on bookings (spec 1 §3 moneyboxes). Amounts in minor units. */
export const moneyboxes = pgTable(
  'moneyboxes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('EUR'),
    expireAt: timestamp('expire_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('moneyboxes_user_id_expire_at_idx').on(table.userId, table.expireAt)],
)

export type MoneyboxRow = typeof moneyboxes.$inferSelect
