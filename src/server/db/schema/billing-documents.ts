import { sql } from 'drizzle-orm'
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core'
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
 * A receipt, an invoice or a credit note as it was issued: its number in the year's gap-free sequence and the PDF
 * itself, never changed afterwards (a later correction is a document of its own). A receipt per payment, an invoice per
 * booking, and a credit note per cancelled invoiced booking that cancels the refunded part of its invoice.
 */
export const billingDocuments = pgTable(
  'billing_documents',
  {
    id: serial('id').primaryKey(),
    /** e.g. ROAM-2026-000042 */
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    kind: text('kind', { enum: ['receipt', 'invoice', 'credit_note'] }).notNull(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    /** The payment a receipt is for; null for an invoice or a credit note. */
    paymentId: integer('payment_id')
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** The invoice a credit note cancels part of; null for the others. */
    creditsId: integer('credits_id').references((): AnyPgColumn => billingDocuments.id, { onDelete: 'restrict' }),
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
    uniqueIndex('billing_documents_one_credit_note_idx')
      .on(table.bookingId)
      .where(sql`kind = 'credit_note'`),
    check(
      'billing_documents_kind_check',
      sql`(kind = 'receipt' AND payment_id IS NOT NULL AND credits_id IS NULL) OR (kind = 'invoice' AND payment_id IS NULL AND credits_id IS NULL) OR (kind = 'credit_note' AND payment_id IS NULL AND credits_id IS NOT NULL)`,
    ),
  ],
)

export type BillingDocumentRow = typeof billingDocuments.$inferSelect
