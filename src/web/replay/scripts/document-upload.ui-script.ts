import type { ReplayApi, ReplayPathInfo, UiFile, UiScript } from '../ui-script'

// A 1×1 PNG: the server takes any JPEG, PNG, WebP or PDF page; a text file it refuses (400), which fails the upload.
const FILES: Record<string, UiFile> = {
  'page.png': {
    name: 'page.png',
    mimeType: 'image/png',
    base64: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  },
  'notes.txt': { name: 'notes.txt', mimeType: 'text/plain', base64: 'bm90IGEgcGFnZQ==' },
}
const PAGE = FILES['page.png']!
const EXPIRES = '2031-05-01'

type Status = 'NEEDDOC' | 'ADDED' | 'VALIDATION_ASKED' | 'VALIDATED' | 'REFUSED' | 'EXPIRED' | 'EXPIRING_SOON'
interface DocumentWire {
  id: number
  document_type: string
  dashboard_status: Status
  pages: Array<{ id: number }>
}

const isoDay = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10)

/**
 * Brings one of the demo guest's documents to `status` through the API, from any status but VALIDATED (a valid
 * document takes no change): pages added or removed by the guest, validation asked, staff refusing or validating,
 * the expiration date moved for the expired and expiring ones.
 */
async function bringTo(api: ReplayApi, id: number, status: Status): Promise<void> {
  const guest = api.as('guest')
  const staff = api.as('staff')
  const read = () => guest.get<DocumentWire>(`/3/docs/${id}/`)
  const addPage = () => guest.upload(`/3/docs/${id}/pages/`, 'page', PAGE, { expiration_date: EXPIRES })
  // Each move brings the document one status closer; a handful always suffice.
  for (let moves = 0; moves < 8; moves++) {
    const document = await read()
    const now = document.dashboard_status
    if (now === status) return
    if (now === 'VALIDATED') throw new Error(`document ${id} is valid: it cannot become ${status}`)
    const wantsDecision =
      status === 'REFUSED' || status === 'VALIDATED' || status === 'EXPIRED' || status === 'EXPIRING_SOON'
    if (now === 'ADDED' && status === 'NEEDDOC') {
      for (const page of document.pages) await guest.delete(`/3/docs/${id}/pages/${page.id}/`)
    } else if (now === 'ADDED') {
      await guest.post(`/3/docs/${id}/ask-validation/`)
    } else if (now === 'VALIDATION_ASKED' && wantsDecision && status !== 'REFUSED') {
      // The date decides, once validated, whether the document is valid, expiring soon or expired.
      const date = status === 'EXPIRED' ? isoDay(-1) : status === 'EXPIRING_SOON' ? isoDay(10) : EXPIRES
      await guest.patch(`/3/docs/${id}/`, { expiration_date: date })
      await staff.post(`/3/docs/${id}/validate/`)
    } else if (now === 'VALIDATION_ASKED') {
      await staff.post(`/3/docs/${id}/refuse/`, { reason: 'The page is unreadable.' })
    } else if ((now === 'EXPIRED' || now === 'EXPIRING_SOON') && (status === 'EXPIRED' || status === 'EXPIRING_SOON')) {
      await guest.patch(`/3/docs/${id}/`, { expiration_date: status === 'EXPIRED' ? isoDay(-1) : isoDay(10) })
    } else {
      // NEEDDOC, REFUSED, EXPIRED, EXPIRING_SOON: a new page makes it ADDED.
      await addPage()
    }
  }
  throw new Error(`document ${id} did not become ${status}`)
}

/** The status the path's first read answers (its first event's output), or null for a path that only loads. */
const loadedStatus = (path?: ReplayPathInfo): Status | null =>
  (/"status":"([A-Z_]+)"/.exec(path?.events[0] ?? '')?.[1] as Status | undefined) ?? null

/** The files the path's upload chooses: the one whose upload the path fails is the text file. */
export function pagesFor(path?: ReplayPathInfo): { firstPage: string; secondPage: string } {
  const events = path?.events ?? []
  const upload = events.findIndex((event) => event.startsWith('user.upload'))
  const outcome = (offset: number) => events[upload + offset] ?? ''
  if (upload >= 0 && outcome(1).startsWith('xstate.error.actor.uploadPage'))
    return { firstPage: 'notes.txt', secondPage: 'page.png' }
  if (upload >= 0 && outcome(2).startsWith('xstate.error.actor.uploadPage'))
    return { firstPage: 'page.png', secondPage: 'notes.txt' }
  return { firstPage: 'page.png', secondPage: 'page.png' }
}

/**
 * The driving licence (its expiration date is mandatory, so the date field shows) walks every status but a valid one,
 * which is final: the covid proof is the valid document.
 */
async function setup(api: ReplayApi, path?: ReplayPathInfo): Promise<Record<string, string>> {
  const { results } = await api.as('guest').get<{ results: DocumentWire[] }>('/3/docs/guest/')
  const status = loadedStatus(path)
  const type = status === 'VALIDATED' ? 'covid_proof' : 'driving_licen'
  const document = results.find((candidate) => candidate.document_type === type)
  if (!document) throw new Error(`the demo guest has no ${type} document`)
  if (status !== null) await bringTo(api, document.id, status)
  return { document: String(document.id), ...pagesFor(path) }
}

const shows = (status: string) => [
  { path: /\/d\/account\/documents-guest\/\d+\/upload$/ },
  { see: { text: `Status: ${status}` } },
]
/** The page sends these itself once the server has answered. */
const onItsOwn: never[] = []

export const documentUploadUiScript: UiScript = {
  machine: 'document-upload',
  actor: 'guest',
  setup,
  start: '/d/account/documents-guest/{document}/upload',
  files: FILES,
  events: {
    // The setup left the document in the status the path loads.
    'xstate.done.actor.loadDocument': onItsOwn,
    'user.date': [{ do: 'fill', target: { label: 'Expiration date' }, value: EXPIRES }],
    'user.upload': [{ do: 'upload', target: { label: 'Add pages' }, files: ['{firstPage}', '{secondPage}'] }],
    // The setup chose the files: a text file is refused by the server.
    'xstate.done.actor.uploadPage': onItsOwn,
    'xstate.error.actor.uploadPage': onItsOwn,
    'user.retry': [{ do: 'click', target: { role: 'button', name: 'Try again' } }],
    'user.cancel': [{ do: 'click', target: { role: 'button', name: 'Cancel' } }],
    'user.askValidation': [{ do: 'click', target: { role: 'button', name: 'Ask for validation' } }],
    'xstate.done.actor.askValidation': onItsOwn,
  },
  states: {
    // Reading, sending a page and asking last one request each: the state after them is checked instead.
    loading: [],
    uploading: [],
    asking: [],
    loadFailed: [{ see: { text: /The document could not be loaded\./ } }],
    uploadFailed: [{ see: { text: /A page could not be sent\./ } }],
    NEEDDOC: shows('To upload'),
    ADDED: shows('Pages added'),
    'ADDED after xstate.error.actor.askValidation': [
      ...shows('Pages added'),
      { see: { text: 'The validation request failed.' } },
    ],
    VALIDATION_ASKED: shows('Validation asked'),
    VALIDATED: shows('Validated'),
    REFUSED: shows('Refused'),
    EXPIRED: shows('Expired'),
    EXPIRING_SOON: shows('Expiring soon'),
  },
  // Reading the document and asking for its validation fail only when the network does.
  failures: {
    // Opening the page, its frame's read is sent again as the page settles: both fail before the failure shows.
    'xstate.error.actor.loadDocument @start': { request: { method: 'GET', path: /^\/3\/docs\/\d+\/$/ }, times: 2 },
    'xstate.error.actor.loadDocument': { request: { method: 'GET', path: /^\/3\/docs\/\d+\/$/ } },
    'xstate.error.actor.askValidation': { request: { method: 'POST', path: /^\/3\/docs\/\d+\/ask-validation\/$/ } },
  },
}
