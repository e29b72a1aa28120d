import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Failed password sign-ins and password reset requests, for the per-account and per-IP rate limits. Kept in Postgres rather
 * than in memory so every API process sharing the database sees the same counts.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    /** The identifier as typed, lower-cased: unknown emails are limited like real ones. */
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    /** sign_in (a failed password) or password_reset (a "Forgot password?" request): each has its own limits. */
    purpose: text('purpose').notNull().default('sign_in'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_attempts_email_created_at_idx').on(table.email, table.createdAt),
    index('login_attempts_ip_created_at_idx').on(table.ip, table.createdAt),
    index('login_attempts_created_at_idx').on(table.createdAt),
  ],
)
