import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * The email categories a user turned off (src/domain/email-categories.ts); a missing row is "on", so everything is
 * on by default and a new category needs no migration. `news` is not here: it is users.newsletter.
 */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.category] })],
)

/**
 * The one-click unsubscribe links (RFC 8058) of the emails sent: each turns one category off for one user, without
 * signing in. Only the SHA-256 of the token is kept, so a leaked table unsubscribes nobody.
 */
export const emailUnsubscribeTokens = pgTable(
  'email_unsubscribe_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_unsubscribe_tokens_user_id_idx').on(table.userId)],
)
