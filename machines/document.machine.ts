import { setup } from 'xstate'
import { dashboardStatus } from '../src/domain/document-rules'
import type { DocumentStatus } from '../src/domain/document-rules'

/**
 * One document's stored status (spec 2 §4 document status). Each status is a state; a new row starts `created`.
 *
 * The user uploads pages (user.add_page) → added, except a document waiting for a decision (valid_ask,
 * external_transmission), which keeps its status; removing the last page of an added document makes it needdoc again.
 * added → user.ask_validation → valid_ask. Staff decide on a document that has pages and waits (or was never sent):
 * staff.validate → validated, staff.refuse { reason } → refused, or staff.transmit → external_transmission (sent on
 * to the payment provider's check, which may refuse it: provider.refuse → refuse_mgp). A validated document expires
 * soon (timer.expiring_soon → exp_soon) and then expires (timer.expired → expired).
 *
 * `valid` is whether the document counts as valid today by its expiration date (dashboard VALIDATED), computed by
 * whoever asks (documentSnapshot): a valid document takes and loses no pages; an expired or expiring one is renewed
 * with new pages. Side effects are named actions that do nothing here: the server provides them.
 */
export interface DocumentContext {
  valid: boolean
}

export interface DocumentInput {
  valid: boolean
}

export type DocumentEvent =
  | { type: 'user.add_page' }
  /** `last` when the page removed is the document's only one. */
  | { type: 'user.delete_page'; last: boolean }
  | { type: 'user.ask_validation' }
  | { type: 'staff.validate' }
  | { type: 'staff.refuse'; reason: string }
  | { type: 'staff.transmit' }
  | { type: 'provider.refuse' }
  | { type: 'timer.expiring_soon' }
  | { type: 'timer.expired' }

export type DocumentEventType = DocumentEvent['type']

const noop = () => {}

const addPage = { target: 'added', actions: 'recordUpload' } as const
// A document waiting for a decision keeps its status when pages come or go.
const keepStatus = { actions: 'recordUpload' } as const
const deletePage = { actions: 'recordRemoval' } as const
// Only a document that is not valid today takes or loses pages.
const renewPage = { guard: 'renewable', ...addPage } as const
const renewDelete = { guard: 'renewable', ...deletePage } as const
const validate = { target: 'validated', actions: 'markPages' } as const
const refuse = { target: 'refused', actions: ['recordRefusal', 'markPages'] } as const
const transmit = { target: 'external_transmission', actions: 'markPages' } as const

export const documentMachine = setup({
  types: { context: {} as DocumentContext, events: {} as DocumentEvent, input: {} as DocumentInput },
  actions: {
    /** A page came: the server clears an earlier refusal reason and keeps the date sent along. */
    recordUpload: noop,
    /** A page went. Named even though the server needs no effect: `can` answers no for a transition that does nothing. */
    recordRemoval: noop,
    /** The pages take the document's new status. */
    markPages: noop,
    recordRefusal: noop,
  },
  guards: {
    renewable: ({ context }) => !context.valid,
    lastPage: ({ event }) => event.type === 'user.delete_page' && event.last,
  },
}).createMachine({
  id: 'document',
  initial: 'created',
  context: ({ input }) => ({ valid: input.valid }),
  states: {
    created: { on: { 'user.add_page': addPage, 'user.delete_page': deletePage } },
    needdoc: { on: { 'user.add_page': addPage, 'user.delete_page': deletePage } },
    added: {
      on: {
        'user.add_page': addPage,
        'user.delete_page': [{ guard: 'lastPage', target: 'needdoc', ...deletePage }, deletePage],
        'user.ask_validation': { target: 'valid_ask', actions: 'markPages' },
        'staff.validate': validate,
        'staff.refuse': refuse,
        'staff.transmit': transmit,
      },
    },
    valid_ask: {
      on: {
        'user.add_page': keepStatus,
        'user.delete_page': deletePage,
        'staff.validate': validate,
        'staff.refuse': refuse,
        'staff.transmit': transmit,
      },
    },
    external_transmission: {
      on: {
        'user.add_page': keepStatus,
        'user.delete_page': deletePage,
        'staff.validate': validate,
        'staff.refuse': refuse,
        'provider.refuse': { target: 'refuse_mgp', actions: 'markPages' },
      },
    },
    validated: {
      on: {
        'user.add_page': renewPage,
        'user.delete_page': renewDelete,
        'timer.expiring_soon': { target: 'exp_soon' },
        'timer.expired': { target: 'expired' },
      },
    },
    exp_soon: {
      on: {
        'user.add_page': renewPage,
        'user.delete_page': renewDelete,
        'timer.expired': { target: 'expired' },
      },
    },
    expired: { on: { 'user.add_page': addPage, 'user.delete_page': deletePage } },
    refused: { on: { 'user.add_page': addPage, 'user.delete_page': deletePage } },
    refuse_mgp: { on: { 'user.add_page': addPage, 'user.delete_page': deletePage } },
  },
})

type StoredDocument = { status: DocumentStatus; expirationDate: string | null }

/** Whether a stored document's dates make it valid on `now`, as the machine's context holds it. */
export const documentContext = (document: StoredDocument, now: Date): DocumentContext => ({
  valid: dashboardStatus(document, now) === 'VALIDATED',
})

/** A stored document as the machine sees it on `now`. */
export const documentSnapshot = (document: StoredDocument, now: Date) =>
  documentMachine.resolveState({ value: document.status, context: documentContext(document, now) })

/**
 * The timer a validated document's date calls for on `now`: expiring soon once within EXPIRING_SOON_DAYS of it,
 * expired once past it (straight from validated when the job saw no earlier moment); null when none is due.
 */
export function dueDocumentTimer(
  document: StoredDocument,
  now: Date,
): { type: 'timer.expiring_soon' } | { type: 'timer.expired' } | null {
  const dated = dashboardStatus(document, now)
  const event =
    dated === 'EXPIRED'
      ? ({ type: 'timer.expired' } as const)
      : dated === 'EXPIRING_SOON'
        ? ({ type: 'timer.expiring_soon' } as const)
        : null
  return event && documentSnapshot(document, now).can(event) ? event : null
}
