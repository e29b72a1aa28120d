import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * The links that prove an account's email address: good for one use before `expires_at`, and only for the address
 * they were sent to. Only the SHA-256 of the token is kept.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link was sent to: a link proves that address, not whichever the account holds later. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link verified the address, or when a newer link made it useless. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('email_verifications_user_id_idx').on(table.userId)],
)
