import type { CatalogueEntry } from './catalogue-entry'
import type { documentUploadMachine, DocumentView } from './document-upload.machine'
import { DASHBOARD_STATUSES } from '../src/domain/document-rules'

type DocumentUploadEntry = CatalogueEntry<typeof documentUploadMachine>

export const documentUploadInput: DocumentUploadEntry['input'] = { documentId: 7 }

const view = (status: DocumentView['status'], extra: Partial<DocumentView> = {}): DocumentView => ({
  id: 7,
  status,
  expirationDateMandatory: true,
  expirationDate: null,
  pageCount: 0,
  ...extra,
})

export const documentUploadEventFixtures: DocumentUploadEntry['events'] = [
  ...DASHBOARD_STATUSES.map((status) => ({
    type: 'xstate.done.actor.loadDocument' as const,
    output: view(status, status === 'NEEDDOC' ? {} : { pageCount: 1, expirationDate: '2031-05-01' }),
  })),
  { type: 'xstate.error.actor.loadDocument', error: new Error('Network Error') },
  { type: 'user.date', date: '2031-05-01' },
  { type: 'user.upload', files: [new Blob(['front']), new Blob(['back'])] },
  { type: 'user.retry' },
  { type: 'user.cancel' },
  { type: 'user.askValidation' },
  { type: 'xstate.done.actor.uploadPage', output: view('ADDED', { pageCount: 2, expirationDate: '2031-05-01' }) },
  {
    type: 'xstate.done.actor.uploadPage',
    output: view('VALIDATION_ASKED', { pageCount: 2, expirationDate: '2031-05-01' }),
  },
  { type: 'xstate.error.actor.uploadPage', error: new Error('Network Error') },
  {
    type: 'xstate.done.actor.askValidation',
    output: view('VALIDATION_ASKED', { pageCount: 2, expirationDate: '2031-05-01' }),
  },
  { type: 'xstate.error.actor.askValidation', error: new Error('Network Error') },
]

/**
 * Paths tell states apart by state, pages chosen and sent, whether a date is typed, whether a failure shows and whether the
 * document has pages: everything the guards read (every fixture document has a mandatory date, and pages exactly when dated).
 */
export const serializeDocumentUploadState: NonNullable<DocumentUploadEntry['serializeState']> = (snapshot) => {
  const { pending, uploaded, expirationDate, failure, document } = snapshot.context
  return JSON.stringify([
    snapshot.value,
    pending.length,
    uploaded,
    expirationDate !== null,
    failure !== null,
    (document?.pageCount ?? 0) > 0,
  ])
}

export const documentUploadChecks: DocumentUploadEntry['checks'] = [
  {
    state: 'uploading',
    description: 'a page is being sent, with the date when it is mandatory',
    holds: (snapshot) =>
      snapshot.children.uploadPage !== undefined &&
      snapshot.context.uploaded < snapshot.context.pending.length &&
      (!snapshot.context.document?.expirationDateMandatory || snapshot.context.expirationDate !== null),
  },
  {
    state: 'uploadFailed',
    description: 'the failure is shown and the pages kept for a retry',
    holds: (snapshot) => snapshot.context.failure === 'upload' && snapshot.context.pending.length > 0,
  },
  {
    state: 'loadFailed',
    description: 'the load failure is shown',
    holds: (snapshot) => snapshot.context.failure === 'load',
  },
  {
    state: 'VALIDATED',
    description: 'a valid document takes no pages',
    holds: (snapshot) => !snapshot.can({ type: 'user.upload', files: [new Blob(['page'])] }),
  },
  {
    state: 'ADDED',
    description: 'an added document has its pages',
    holds: (snapshot) => (snapshot.context.document?.pageCount ?? 0) > 0,
  },
]
