import { sql } from 'drizzle-orm'
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
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
 * A receipt or an invoice as it was issued: its number in the year's gap-free sequence and the PDF itself, never changed
 * afterwards (a later correction is a document of its own). A receipt per payment, an invoice per booking.
 */
export const billingDocuments = pgTable(
  'billing_documents',
  {
    id: serial('id').primaryKey(),
    /** e.g. ROAM-2026-000042 */
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    kind: text('kind', { enum: ['receipt', 'invoice'] }).notNull(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    /** The payment a receipt is for; null for an invoice. */
    paymentId: integer('payment_id')
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
  },
  (table) => [
    uniqueIndex('billing_documents_one_invoice_idx')
      .on(table.bookingId)
      .where(sql`kind = 'invoice'`),
    check(
      'billing_documents_kind_check',
      sql`(kind = 'receipt' AND payment_id IS NOT NULL) OR (kind = 'invoice' AND payment_id IS NULL)`,
    ),
  ],
)

export type BillingDocumentRow = typeof billingDocuments.$inferSelect
