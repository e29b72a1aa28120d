import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import {
  acceptsPages,
  dashboardStatus,
  GUEST_DOCUMENT_TYPES,
  mandatoryDocumentsValidated,
  pageUploadProblem,
  validationRequestProblem,
} from '../../../domain/document-rules'
import type { DocumentType } from '../../../domain/document-rules'
import type { Database } from '../../db/client'
import { bookings, campers, documentPages, documents, type DocumentPageRow, type DocumentRow } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import type { DocumentCheckProvider } from '../../providers/document-check/document-check-provider'
import type { FileStorage, StoredFile } from '../../providers/file-storage/file-storage-provider'
import { recordStaffAction } from '../staff/staff-audit'
import { applyDocumentEvent, assertDocumentAccepts, lockDocument } from './document-transitions'

export interface DocumentActor {
  userId: number
  isStaff: boolean
}

/** Page files a document takes: scans and photos. */
export const PAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const

/** Spec 2 §3 Document on the wire; pages carry their doc_status and where the owner reads the file. */
function toWire(document: DocumentRow, pages: DocumentPageRow[], now: Date) {
  return {
    id: document.id,
    document_type: document.documentType,
    status: document.status,
    dashboard_status: dashboardStatus(document, now),
    is_mandatory: document.isMandatory,
    expiration_date: document.expirationDate,
    expiration_date_mandatory: document.expirationDateMandatory,
    real_edition_date: document.realEditionDate,
    idn: document.idn,
    refusal_reason: document.refusalReason,
    check_result: document.checkResult,
    camper_id: document.camperId,
    booking_id: document.bookingId,
    emergency_warning_seen: document.warningSeenAt !== null,
    pages: pages.map((page) => ({
      id: page.id,
      doc_status: page.docStatus,
      file_name: page.fileName,
      content_type: page.contentType,
      size: page.size,
      url: `/3/docs/${document.id}/pages/${page.id}/file/`,
    })),
  }
}
export type DocumentWire = ReturnType<typeof toWire>

/** Documents on the wire with their pages (one query for all the pages). */
export async function withPages(db: Database, rows: DocumentRow[], now = new Date()) {
  if (rows.length === 0) return []
  const pages = await db
    .select()
    .from(documentPages)
    .where(
      inArray(
        documentPages.documentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(documentPages.id))
  return rows.map((row) =>
    toWire(
      row,
      pages.filter((page) => page.documentId === row.id),
      now,
    ),
  )
}

/** The document if the actor may see it: its user or staff. Anyone else gets the same 404 as for a missing one. */
async function accessible(db: Database, id: number, actor: DocumentActor, lock = false): Promise<DocumentRow> {
  const document = lock
    ? await lockDocument(db, id)
    : (await db.select().from(documents).where(eq(documents.id, id)))[0]
  if (!document || (document.userId !== actor.userId && !actor.isStaff)) throw ApiError.notFound()
  return document
}

export async function getDocument(db: Database, id: number, actor: DocumentActor) {
  const [wire] = await withPages(db, [await accessible(db, id, actor)])
  return wire!
}

export interface DocumentChange {
  expiration_date?: string | null
  real_edition_date?: string | null
  idn?: string | null
  emergency_warning_seen?: true
}

/** PATCH /3/docs/{id}/: the owner's dates and number; a validated document's facts are frozen. */
export async function updateDocument(db: Database, id: number, actor: DocumentActor, change: DocumentChange) {
  const document = await accessible(db, id, actor)
  const editsFacts =
    change.expiration_date !== undefined || change.real_edition_date !== undefined || change.idn !== undefined
  if (editsFacts && !acceptsPages(dashboardStatus(document, new Date()))) {
    throw ApiError.fields({ non_field_errors: ['A validated document cannot be changed.'] })
  }
  await db
    .update(documents)
    .set({
      ...(change.expiration_date !== undefined ? { expirationDate: change.expiration_date } : {}),
      ...(change.real_edition_date !== undefined ? { realEditionDate: change.real_edition_date } : {}),
      ...(change.idn !== undefined ? { idn: change.idn } : {}),
      ...(change.emergency_warning_seen && document.warningSeenAt === null ? { warningSeenAt: new Date() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(documents.id, id))
  return getDocument(db, id, actor)
}

export interface PageUpload {
  fileName: string
  contentType: string
  bytes: Uint8Array
  /** Sent along with the page when the document's expiration date is mandatory. */
  expirationDate: string | null
}

/** POST /3/docs/{id}/pages/: stores the file, then the page row; document.machine sets the status (ADDED unless waiting). */
export async function addPage(
  db: Database,
  storage: FileStorage,
  id: number,
  actor: DocumentActor,
  upload: PageUpload,
) {
  const now = new Date()
  const document = await accessible(db, id, actor)
  // Asked before the file is stored; asked again on the locked row.
  assertDocumentAccepts(document, { type: 'user.add_page' }, now)
  const expirationDate = upload.expirationDate ?? document.expirationDate
  const problem = pageUploadProblem({
    pageCount: 1,
    expirationDateMandatory: document.expirationDateMandatory,
    expirationDate,
  })
  if (problem === 'expiration_date_required')
    throw ApiError.fields({ expiration_date: ['This document needs its expiration date.'] })
  const storageKey = `documents/${document.userId}/${document.id}/${randomUUID()}`
  await storage.put(storageKey, { bytes: upload.bytes, contentType: upload.contentType })
  try {
    await db.transaction(async (tx) => {
      const locked = await lockDocument(tx, id)
      if (!locked) throw ApiError.notFound()
      await applyDocumentEvent(tx, locked, { type: 'user.add_page' }, actor, { now, extra: { expirationDate } })
      await tx.insert(documentPages).values({
        documentId: id,
        storageKey,
        fileName: upload.fileName,
        contentType: upload.contentType,
        size: upload.bytes.length,
      })
    })
  } catch (error) {
    await storage.delete(storageKey)
    throw error
  }
  return getDocument(db, id, actor)
}

/**
 * DELETE /3/docs/{id}/pages/{page_id}/: removes the page and its file, on the locked document row so that no upload
 * or decision runs meanwhile; an added document left without pages is needed again (document.machine).
 */
export async function deletePage(db: Database, storage: FileStorage, id: number, pageId: number, actor: DocumentActor) {
  const page = await db.transaction(async (tx) => {
    const document = await accessible(tx, id, actor, true)
    const pages = await tx
      .select({ id: documentPages.id, storageKey: documentPages.storageKey })
      .from(documentPages)
      .where(eq(documentPages.documentId, id))
    const removed = pages.find((candidate) => candidate.id === pageId)
    if (!removed) throw ApiError.notFound()
    await applyDocumentEvent(tx, document, { type: 'user.delete_page', last: pages.length === 1 }, actor)
    await tx.delete(documentPages).where(eq(documentPages.id, pageId))
    return removed
  })
  await storage.delete(page.storageKey)
}

/** A page's file, for the document's user and staff only. */
export async function readPageFile(
  db: Database,
  storage: FileStorage,
  id: number,
  pageId: number,
  actor: DocumentActor,
): Promise<StoredFile & { fileName: string }> {
  await accessible(db, id, actor)
  const [page] = await db
    .select()
    .from(documentPages)
    .where(and(eq(documentPages.id, pageId), eq(documentPages.documentId, id)))
  if (!page) throw ApiError.notFound()
  const file = await storage.get(page.storageKey)
  if (!file) throw ApiError.notFound()
  return { ...file, fileName: page.fileName }
}

// A document in another status than ADDED is refused by the machine first (405).
const PROBLEM_MESSAGES = {
  no_pages: 'Upload at least one page first.',
  expiration_date_required: 'This document needs its expiration date.',
  wrong_status: 'Only a document with new pages can be sent for validation.',
} as const

/** The user asks staff to validate an ADDED document (VALIDATION_ASKED); the pages follow. */
export async function askValidation(db: Database, id: number, actor: DocumentActor) {
  await db.transaction(async (tx) => {
    const now = new Date()
    const document = await accessible(tx, id, actor, true)
    assertDocumentAccepts(document, { type: 'user.ask_validation' }, now)
    const pages = await tx.select({ id: documentPages.id }).from(documentPages).where(eq(documentPages.documentId, id))
    const problem = validationRequestProblem({
      status: dashboardStatus(document, now),
      expirationDate: document.expirationDate,
      expirationDateMandatory: document.expirationDateMandatory,
      pageCount: pages.length,
    })
    if (problem) throw ApiError.fields({ non_field_errors: [PROBLEM_MESSAGES[problem]] })
    await applyDocumentEvent(tx, document, { type: 'user.ask_validation' }, actor, { now })
  })
  return getDocument(db, id, actor)
}

/** Staff validate or refuse a document waiting for them (document.machine); the audit row commits with it. */
export async function decideDocument(
  db: Database,
  id: number,
  staff: DocumentActor,
  decision: { validate: true } | { validate: false; reason: string },
) {
  await db.transaction(async (tx) => {
    const document = await lockDocument(tx, id)
    if (!document) throw ApiError.notFound()
    await applyDocumentEvent(
      tx,
      document,
      decision.validate ? { type: 'staff.validate' } : { type: 'staff.refuse', reason: decision.reason },
      staff,
    )
    await recordStaffAction(tx, {
      staffId: staff.userId,
      action: decision.validate ? 'document_validate' : 'document_refuse',
      targetType: 'document',
      targetId: id,
      detail: {
        user_id: document.userId,
        document_type: document.documentType,
        ...(decision.validate ? {} : { reason: decision.reason }),
      },
    })
  })
  return getDocument(db, id, staff)
}

export type DocumentList =
  { by: 'guest' | 'owner'; userId: number } | { by: 'vehicle'; camperId: number } | { by: 'booking'; bookingId: number }

/** Lists by guest (the user's driver documents), owner (the rest, vehicles aside), vehicle or booking; only what the actor may read. */
export async function listDocuments(db: Database, actor: DocumentActor, list: DocumentList) {
  const guestTypes = GUEST_DOCUMENT_TYPES as DocumentType[]
  let rows: DocumentRow[]
  if (list.by === 'vehicle') {
    const [camper] = await db.select({ ownerId: campers.ownerId }).from(campers).where(eq(campers.id, list.camperId))
    if (!camper || (camper.ownerId !== actor.userId && !actor.isStaff)) throw ApiError.notFound()
    rows = await db.select().from(documents).where(eq(documents.camperId, list.camperId)).orderBy(asc(documents.id))
  } else if (list.by === 'booking') {
    const [booking] = await db
      .select({ guestId: bookings.guestId })
      .from(bookings)
      .where(eq(bookings.id, list.bookingId))
    if (!booking || (booking.guestId !== actor.userId && !actor.isStaff)) throw ApiError.notFound()
    // A trip's documents: the guest's driver documents and those made for this booking.
    const all = await db
      .select()
      .from(documents)
      .where(eq(documents.userId, booking.guestId))
      .orderBy(asc(documents.id))
    rows = all.filter(
      (row) =>
        row.bookingId === list.bookingId ||
        (row.bookingId === null && row.camperId === null && guestTypes.includes(row.documentType)),
    )
  } else {
    if (list.userId !== actor.userId && !actor.isStaff) throw ApiError.notFound()
    const all = await db
      .select()
      .from(documents)
      .where(and(eq(documents.userId, list.userId), isNull(documents.camperId)))
      .orderBy(asc(documents.id))
    rows = all.filter((row) => guestTypes.includes(row.documentType) === (list.by === 'guest'))
  }
  const results = await withPages(db, rows)
  return { count: results.length, results }
}

/** POST /v4/doctective/check/: the checker reads the pages; its verdict is kept on the document for staff. */
export async function checkDocument(
  db: Database,
  storage: FileStorage,
  checker: DocumentCheckProvider,
  id: number,
  actor: DocumentActor,
) {
  const document = await accessible(db, id, actor)
  const pages = await db
    .select()
    .from(documentPages)
    .where(eq(documentPages.documentId, id))
    .orderBy(asc(documentPages.id))
  const files = await Promise.all(pages.map((page) => storage.get(page.storageKey)))
  const result = await checker.check({
    documentType: document.documentType,
    pages: files.filter((file): file is StoredFile => file !== null),
  })
  await db.update(documents).set({ checkResult: result.verdict, updatedAt: new Date() }).where(eq(documents.id, id))
  return { document_id: id, verdict: result.verdict, score: result.score }
}

/** Spec 2 §4 guest check, for the payment thresholds (errors 104 and 110): the guest's driver documents, id proof excluded. */
export async function guestDocumentsValidated(db: Database, guestId: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .select()
    .from(documents)
    .where(and(eq(documents.userId, guestId), isNull(documents.camperId)))
  return mandatoryDocumentsValidated(rows, 'guest', now)
}
