import { assign, fromPromise, setup } from 'xstate'
import { pageUploadProblem, validationRequestProblem } from '../src/domain/document-rules'
import type { DashboardStatus } from '../src/domain/document-rules'

/**
 * One document of the dashboard (spec 2 §4): load it, show its status (NEEDDOC, ADDED, VALIDATION_ASKED,
 * VALIDATED, refused, expired, expiring soon), send chosen pages one by one (progress = pages sent / chosen)
 * with the expiration date when it is mandatory, retry a failed page, then ask staff to validate it.
 * The server decides the status after an upload (ADDED unless already VALIDATION_ASKED); the chart follows its answer.
 */
export interface DocumentView {
  id: number
  status: DashboardStatus
  expirationDateMandatory: boolean
  expirationDate: string | null
  pageCount: number
}

export interface DocumentUploadContext {
  documentId: number
  document: DocumentView | null
  /** The date the user typed (YYYY-MM-DD), sent with the pages. */
  expirationDate: string | null
  /** The pages being sent (kept until all went, for a retry). */
  pending: readonly Blob[]
  /** How many of `pending` the server has. */
  uploaded: number
  failure: 'load' | 'upload' | 'ask_validation' | null
}

export type DocumentUploadEvent =
  | { type: 'user.date'; date: string | null }
  /** The pages the user chose, sent at once. */
  | { type: 'user.upload'; files: readonly Blob[] }
  | { type: 'user.retry' }
  | { type: 'user.cancel' }
  | { type: 'user.askValidation' }

/** Placeholders until the web app provides them (GET /3/docs/{id}/, POST its pages, PATCH it to VALIDATION_ASKED). */
const loadDocument = fromPromise<DocumentView, { documentId: number }>(async () => {
  throw new Error('document-upload machine: provide the loadDocument actor')
})
const uploadPage = fromPromise<DocumentView, { documentId: number; page: Blob; expirationDate: string | null }>(
  async () => {
    throw new Error('document-upload machine: provide the uploadPage actor')
  },
)
const askValidation = fromPromise<DocumentView, { documentId: number }>(async () => {
  throw new Error('document-upload machine: provide the askValidation actor')
})

const outputStatus = (event: unknown) => (event as { output: DocumentView }).output.status

// Typing the date and sending pages is possible in every status that takes pages (not while valid).
const editing = {
  'user.date': { actions: 'setDate' },
  'user.upload': { guard: 'canUpload', target: 'uploading', actions: 'pick' },
} as const

export const documentUploadMachine = setup({
  types: {
    context: {} as DocumentUploadContext,
    events: {} as DocumentUploadEvent,
    input: {} as { documentId: number },
  },
  actors: { loadDocument, uploadPage, askValidation },
  actions: {
    pick: assign({ pending: ({ event }) => (event.type === 'user.upload' ? event.files : []), uploaded: 0 }),
    setDate: assign({
      expirationDate: ({ context, event }) => (event.type === 'user.date' ? event.date : context.expirationDate),
    }),
    keepDocument: assign(({ event }) => {
      const document = (event as unknown as { output: DocumentView }).output
      return { document, expirationDate: document.expirationDate }
    }),
    countPage: assign({ uploaded: ({ context }) => context.uploaded + 1 }),
    clearPending: assign({ pending: [], uploaded: 0 }),
    clearFailure: assign({ failure: null }),
    failLoad: assign({ failure: 'load' as const }),
    failUpload: assign({ failure: 'upload' as const }),
    failAsk: assign({ failure: 'ask_validation' as const }),
  },
  guards: {
    canUpload: ({ context, event }) =>
      pageUploadProblem({
        pageCount: event.type === 'user.upload' ? event.files.length : 0,
        expirationDateMandatory: context.document?.expirationDateMandatory ?? false,
        expirationDate: context.expirationDate,
      }) === null,
    canAskValidation: ({ context }) => context.document !== null && validationRequestProblem(context.document) === null,
    morePages: ({ context }) => context.uploaded + 1 < context.pending.length,
    isNeeded: ({ event }) => outputStatus(event) === 'NEEDDOC',
    isAdded: ({ event }) => outputStatus(event) === 'ADDED',
    isValidationAsked: ({ event }) => outputStatus(event) === 'VALIDATION_ASKED',
    isValidated: ({ event }) => outputStatus(event) === 'VALIDATED',
    isRefused: ({ event }) => outputStatus(event) === 'REFUSED',
    isExpired: ({ event }) => outputStatus(event) === 'EXPIRED',
  },
}).createMachine({
  id: 'documentUpload',
  initial: 'loading',
  context: ({ input }) => ({
    documentId: input.documentId,
    document: null,
    expirationDate: null,
    pending: [],
    uploaded: 0,
    failure: null,
  }),
  states: {
    loading: {
      entry: 'clearFailure',
      invoke: {
        id: 'loadDocument',
        src: 'loadDocument',
        input: ({ context }) => ({ documentId: context.documentId }),
        onDone: [
          { guard: 'isNeeded', target: 'NEEDDOC', actions: 'keepDocument' },
          { guard: 'isAdded', target: 'ADDED', actions: 'keepDocument' },
          { guard: 'isValidationAsked', target: 'VALIDATION_ASKED', actions: 'keepDocument' },
          { guard: 'isValidated', target: 'VALIDATED', actions: 'keepDocument' },
          { guard: 'isRefused', target: 'REFUSED', actions: 'keepDocument' },
          { guard: 'isExpired', target: 'EXPIRED', actions: 'keepDocument' },
          { target: 'EXPIRING_SOON', actions: 'keepDocument' },
        ],
        onError: { target: 'loadFailed', actions: 'failLoad' },
      },
    },
    loadFailed: { on: { 'user.retry': { target: 'loading' } } },
    NEEDDOC: { on: editing },
    ADDED: { on: { ...editing, 'user.askValidation': { guard: 'canAskValidation', target: 'asking' } } },
    VALIDATION_ASKED: { on: editing },
    // A valid document is replaced once it expires, not edited.
    VALIDATED: {},
    REFUSED: { on: editing },
    EXPIRED: { on: editing },
    EXPIRING_SOON: { on: editing },
    uploading: {
      entry: 'clearFailure',
      invoke: {
        id: 'uploadPage',
        src: 'uploadPage',
        input: ({ context }) => ({
          documentId: context.documentId,
          page: context.pending[context.uploaded]!,
          expirationDate: context.document?.expirationDateMandatory ? context.expirationDate : null,
        }),
        onDone: [
          { guard: 'morePages', target: 'uploading', reenter: true, actions: ['countPage', 'keepDocument'] },
          { guard: 'isValidationAsked', target: 'VALIDATION_ASKED', actions: ['keepDocument', 'clearPending'] },
          { target: 'ADDED', actions: ['keepDocument', 'clearPending'] },
        ],
        onError: { target: 'uploadFailed', actions: 'failUpload' },
      },
    },
    uploadFailed: {
      on: {
        // Sends the failed page again; pages already sent are not sent twice.
        'user.retry': { target: 'uploading' },
        // Gives up the remaining pages and reads the document again (some pages may have gone through).
        'user.cancel': { target: 'loading', actions: 'clearPending' },
      },
    },
    asking: {
      entry: 'clearFailure',
      invoke: {
        id: 'askValidation',
        src: 'askValidation',
        input: ({ context }) => ({ documentId: context.documentId }),
        onDone: { target: 'VALIDATION_ASKED', actions: 'keepDocument' },
        onError: { target: 'ADDED', actions: 'failAsk' },
      },
    },
  },
})

/** Share of the chosen pages the server already has, 0 to 1 (the view's progress bar). */
export const uploadProgress = (context: DocumentUploadContext) =>
  context.pending.length === 0 ? 0 : context.uploaded / context.pending.length
