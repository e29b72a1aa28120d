import { eq } from 'drizzle-orm'
import { transition } from 'xstate'
import { documentContext, documentMachine } from '../../../../machines/document.machine'
import { documentNoticeFor } from '../../../../machines/document.notifications'
import type { DocumentEvent } from '../../../../machines/document.machine'
import type { DocumentStatus } from '../../../domain/document-rules'
import type { Database } from '../../db/client'
import { documentPages, documents, documentStatusHistory } from '../../db/schema'
import type { DocumentRow, NewDocumentRow } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { notifyAccountChange } from '../notifications/account-notifications'

/** A transaction, or the database outside one. */
type Writer = Pick<Database, 'select' | 'update' | 'insert'>

export const documentNotInValidState = () =>
  ApiError.detail(
    405,
    'This action is not possible in the current state of the document.',
    'DOCUMENT_NOT_IN_VALID_STATE',
  )

/** Reads the document and locks its row until the transaction ends: status changes on it wait for each other. */
export async function lockDocument(tx: Writer, id: number): Promise<DocumentRow | undefined> {
  const [row] = await tx.select().from(documents).where(eq(documents.id, id)).for('update')
  return row
}

/** The machine with the server's side effects: each named action writes its columns into `patch`. */
function serverMachine(patch: Partial<NewDocumentRow>, pages: { follow: boolean }) {
  return documentMachine.provide({
    actions: {
      recordUpload: () => {
        patch.refusalReason = null
      },
      markPages: () => {
        pages.follow = true
      },
      recordRefusal: ({ event }) => {
        if (event.type === 'staff.refuse') patch.refusalReason = event.reason
      },
    },
  })
}

/**
 * The next status and the columns to write for `event` on `document` today; null when the machine refuses it.
 * `pagesFollow`: the pages take the new status.
 */
export function nextDocumentState(
  document: { status: DocumentStatus; expirationDate: string | null },
  event: DocumentEvent,
  now: Date,
) {
  const patch: Partial<NewDocumentRow> = {}
  const pages = { follow: false }
  const machine = serverMachine(patch, pages)
  const snapshot = machine.resolveState({ value: document.status, context: documentContext(document, now) })
  if (!snapshot.can(event)) return null
  const [next, actions] = transition(machine, snapshot, event)
  for (const action of actions) action.exec?.(action.info, action.params)
  return { status: next.value as DocumentStatus, patch, pagesFollow: pages.follow }
}

/** Throws the 405 unless the machine accepts `event` on the document today (a check before other work). */
export function assertDocumentAccepts(document: DocumentRow, event: DocumentEvent, now: Date) {
  if (!nextDocumentState(document, event, now)) throw documentNotInValidState()
}

/**
 * Applies a machine event to a document whose row the caller locked in this transaction (lockDocument): asks
 * document.machine for the next status, writes it with `extra` columns, the pages' status when they follow, and a
 * history row when the status changed. A refused event is a 405 DOCUMENT_NOT_IN_VALID_STATE. The only place that
 * changes documents.status, and the pages' doc_status after it.
 */
export async function applyDocumentEvent(
  tx: Writer,
  locked: DocumentRow,
  event: DocumentEvent,
  actor: { userId: number | null },
  options: { now?: Date; extra?: Partial<Pick<NewDocumentRow, 'expirationDate'>> } = {},
): Promise<DocumentRow> {
  const now = options.now ?? new Date()
  const next = nextDocumentState(locked, event, now)
  if (!next) throw documentNotInValidState()
  const [updated] = await tx
    .update(documents)
    .set({ ...options.extra, ...next.patch, status: next.status, updatedAt: now })
    .where(eq(documents.id, locked.id))
    .returning()
  if (next.pagesFollow)
    await tx.update(documentPages).set({ docStatus: next.status }).where(eq(documentPages.documentId, locked.id))
  // Pages that come or go on a document waiting for a decision change no status: no history row.
  if (next.status !== locked.status) {
    const reason = event.type === 'staff.refuse' ? event.reason : null
    const [change] = await tx
      .insert(documentStatusHistory)
      .values({
        documentId: locked.id,
        fromStatus: locked.status,
        toStatus: next.status,
        event: event.type,
        reason,
        actorId: actor.userId,
        at: now,
      })
      .returning({ id: documentStatusHistory.id })
    const notice = documentNoticeFor(event.type, next.status)
    if (notice)
      await notifyAccountChange(
        tx,
        {
          userId: locked.userId,
          kind: notice,
          event: `document_status:${change!.id}`,
          camperId: locked.camperId,
          documentType: locked.documentType,
          reason,
          expiresOn: updated!.expirationDate,
          path: locked.camperId ? `/d/campers/${locked.camperId}/documents/${locked.id}` : '/d/account/documents',
        },
        now,
      )
  }
  return updated!
}
