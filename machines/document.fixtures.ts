import { DOCUMENT_STATUSES } from '../src/domain/document-rules'
import type { DocumentStatus } from '../src/domain/document-rules'
import type { CatalogueEntry } from './catalogue-entry'
import type { documentMachine, DocumentInput } from './document.machine'

type DocumentEntry = CatalogueEntry<typeof documentMachine>

// A document past its date walks every transition; the valid case (guards refusing) is in document.machine.test.ts.
export const documentInput: DocumentInput = { valid: false }

export const documentEventFixtures: DocumentEntry['events'] = [
  { type: 'user.add_page' },
  { type: 'user.delete_page', last: false },
  { type: 'user.delete_page', last: true },
  { type: 'user.ask_validation' },
  { type: 'staff.validate' },
  { type: 'staff.refuse', reason: 'The photo is blurred.' },
  { type: 'staff.transmit' },
  { type: 'provider.refuse' },
  { type: 'timer.expiring_soon' },
  { type: 'timer.expired' },
]

const status = (value: unknown) => value as DocumentStatus
const WAITING: readonly DocumentStatus[] = ['added', 'valid_ask', 'external_transmission']

export const documentChecks: DocumentEntry['checks'] = [
  {
    state: '*',
    description: 'every state is a stored status',
    holds: (snapshot) => DOCUMENT_STATUSES.includes(status(snapshot.value)),
  },
  {
    state: '*',
    description: 'staff decide exactly on documents that have pages and wait',
    holds: (snapshot) => snapshot.can({ type: 'staff.validate' }) === WAITING.includes(status(snapshot.value)),
  },
  {
    state: '*',
    description: 'a document takes pages unless it is valid today',
    holds: (snapshot) => snapshot.can({ type: 'user.add_page' }) === !snapshot.context.valid,
  },
  {
    state: '*',
    description: 'only an added document can be sent for validation',
    holds: (snapshot) => snapshot.can({ type: 'user.ask_validation' }) === (snapshot.value === 'added'),
  },
]
