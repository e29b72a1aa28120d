import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type { EmailChangeStatus } from '../../../../machines/email-change.machine'
import { users } from './users'

/**
 * Requests to change an account's email address: the account keeps its address until the link emailed to `new_email`
 * is opened. `status` moves only through machines/email-change.machine.ts; only the SHA-256 of the token is kept.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the account had when the change was asked: it is told of the request and of the change. */
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status').$type<EmailChangeStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the change left `pending` (confirmed, cancelled, replaced or found expired). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('email_changes_user_id_idx').on(table.userId)],
)
