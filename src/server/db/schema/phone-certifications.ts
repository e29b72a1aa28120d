import { integer, pgTable, serial, text, timestamp, index } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * A code sent by SMS to certify a phone number (/3/certify-phone/). Only its hash is kept; it is
 * good for one number, until `expires_at`, for a limited number of wrong tries.
 */
export const phoneCertifications = pgTable(
  'phone_certifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the right code came back, or when a newer code replaced this one. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('phone_certifications_user_id_idx').on(table.userId)],
)

export type PhoneCertificationRow = typeof phoneCertifications.$inferSelect
