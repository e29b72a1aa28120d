import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from '../../../domain/document-rules'
import { bookings } from './bookings'
import { campers } from './campers'
import { users } from './users'

/**
 * Spec 2 §3 Document: one identity, company or vehicle document of a user. A vehicle document names its camper, a
 * trip document (covid proof) its booking. The files are not here: each page points into the file storage.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    /** Whose document it is: only they and staff read it. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    camperId: integer('camper_id').references(() => campers.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    documentType: text('document_type', { enum: DOCUMENT_TYPES }).notNull(),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('needdoc'),
    isMandatory: boolean('is_mandatory').notNull().default(false),
    expirationDateMandatory: boolean('expiration_date_mandatory').notNull().default(false),
    expirationDate: date('expiration_date'),
    realEditionDate: date('real_edition_date'),
    /** The document's identification number (owner documents: tax number, licence number…). */
    idn: text('idn'),
    refusalReason: text('refusal_reason'),
    /** The last answer of the document checker (POST /v4/doctective/check/). */
    checkResult: text('check_result'),
    /** When the user saw the covid proof's emergency warning page (shown once). */
    warningSeenAt: timestamp('warning_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('documents_user_id_idx').on(table.userId),
    index('documents_camper_id_idx').on(table.camperId),
    index('documents_booking_id_idx').on(table.bookingId),
  ],
)

/** One uploaded page (a scan or photo) of a document; `storageKey` names its bytes in the file storage. */
export const documentPages = pgTable(
  'document_pages',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    docStatus: text('doc_status', { enum: DOCUMENT_STATUSES }).notNull().default('added'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('document_pages_document_id_idx').on(table.documentId)],
)

/** Every document status change, with the machine event, who sent it and why (a staff refusal's reason). */
export const documentStatusHistory = pgTable(
  'document_status_history',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: DOCUMENT_STATUSES }).notNull(),
    toStatus: text('to_status', { enum: DOCUMENT_STATUSES }).notNull(),
    /** The machine event, e.g. user.add_page or staff.refuse. */
    event: text('event').notNull(),
    reason: text('reason'),
    /** Null for the server's own events (timers) and for an actor since deleted. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('document_status_history_document_idx').on(table.documentId, table.at)],
)

export type DocumentRow = typeof documents.$inferSelect
export type NewDocumentRow = typeof documents.$inferInsert
export type DocumentPageRow = typeof documentPages.$inferSelect
export type DocumentStatusHistoryRow = typeof documentStatusHistory.$inferSelect
