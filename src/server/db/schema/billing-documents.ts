import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { bookings } from './bookings'
import { payments } from './payments'
import { users } from './users'
import { bytea } from './bytea'

/** The last number given in each year's sequence of billing documents: one row a year, locked while a number is taken. */
export const billingSequences = pgTable('billing_sequences', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
})

/**
 * A receipt as it was issued: its number in the year's gap-free sequence and the PDF itself, never changed afterwards
 * (a later correction is a document of its own). One per payment.
 */
export const billingDocuments = pgTable('billing_documents', {
  id: serial('id').primaryKey(),
  /** e.g. ROAM-2026-000042 */
  number: text('number').notNull().unique(),
  year: integer('year').notNull(),
  sequence: integer('sequence').notNull(),
  kind: text('kind', { enum: ['receipt'] }).notNull(),
  bookingId: integer('booking_id')
    .notNull()
    .references(() => bookings.id, { onDelete: 'restrict' }),
  paymentId: integer('payment_id')
    .notNull()
    .unique()
    .references(() => payments.id, { onDelete: 'restrict' }),
  /** Who it is made out to, and in whose language it was written. */
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  locale: text('locale').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  pdf: bytea('pdf').notNull(),
})

export type BillingDocumentRow = typeof billingDocuments.$inferSelect
