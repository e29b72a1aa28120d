// Identity and vehicle documents (spec 2 §3 Document, §4 document status, rules and types, §9 thresholds).
// Pure: the server stores the raw status; the dashboard, the upload machine and the payment check read these rules.

/** Spec 2 §4 document types, in the spec's order. */
export const DOCUMENT_TYPES = [
  'addr_proof',
  'covid_proof',
  'reg_proof',
  'reg_association',
  'shareholder_decl',
  'id_proof',
  'ubo_declaration',
  'car_registr',
  'car_proof_insu',
  'driving_licen',
  'MOT',
  'iban',
  'dvla',
  'tax_identification_number',
  'rent_cont',
  'detail_decl',
] as const
export type DocumentType = (typeof DOCUMENT_TYPES)[number]

/** Documents about the guest as a driver; every other type belongs to an owner, a company or a vehicle. */
export const GUEST_DOCUMENT_TYPES: readonly DocumentType[] = ['id_proof', 'driving_licen', 'addr_proof', 'covid_proof']
/** Documents tied to one vehicle (listed by vehicle). */
export const VEHICLE_DOCUMENT_TYPES: readonly DocumentType[] = [
  'car_registr',
  'car_proof_insu',
  'MOT',
  'dvla',
  'reg_proof',
]

/** Spec 2 §4 document statuses as the server stores them. */
export const DOCUMENT_STATUSES = [
  'created',
  'added',
  'valid_ask',
  'validated',
  'external_transmission',
  'needdoc',
  'refused',
  'refuse_mgp',
  'exp_soon',
  'expired',
] as const
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number]

/** What the dashboard shows: the spec's four dashboard statuses plus refused, expired and expiring soon. */
export const DASHBOARD_STATUSES = [
  'NEEDDOC',
  'ADDED',
  'VALIDATION_ASKED',
  'VALIDATED',
  'REFUSED',
  'EXPIRED',
  'EXPIRING_SOON',
] as const
export type DashboardStatus = (typeof DASHBOARD_STATUSES)[number]

/** A validated document whose expiration date is this close shows as expiring soon. */
export const EXPIRING_SOON_DAYS = 30
const DAY_MS = 86_400_000

export interface DocumentFacts {
  documentType: DocumentType
  status: DocumentStatus
  isMandatory: boolean
  /** YYYY-MM-DD, or null when the document has none. */
  expirationDate: string | null
}

const BASE_STATUS: Record<DocumentStatus, DashboardStatus> = {
  created: 'NEEDDOC',
  needdoc: 'NEEDDOC',
  added: 'ADDED',
  valid_ask: 'VALIDATION_ASKED',
  // Sent on to an outside checker: still waiting for an answer, like a validation request.
  external_transmission: 'VALIDATION_ASKED',
  validated: 'VALIDATED',
  refused: 'REFUSED',
  refuse_mgp: 'REFUSED',
  exp_soon: 'EXPIRING_SOON',
  expired: 'EXPIRED',
}

/** The dashboard status of a document on `now`: a validated document past its date is expired, close to it expiring soon. */
export function dashboardStatus(
  document: Pick<DocumentFacts, 'status' | 'expirationDate'>,
  now: Date,
): DashboardStatus {
  const base = BASE_STATUS[document.status]
  if ((base !== 'VALIDATED' && base !== 'EXPIRING_SOON') || document.expirationDate === null) return base
  const expiresAt = Date.parse(`${document.expirationDate}T00:00:00Z`)
  if (expiresAt <= now.getTime()) return 'EXPIRED'
  return expiresAt - now.getTime() <= EXPIRING_SOON_DAYS * DAY_MS ? 'EXPIRING_SOON' : 'VALIDATED'
}

// An expiring-soon document is still a validated one until its date.
const VALIDATED_LIKE: readonly DashboardStatus[] = ['NEEDDOC', 'VALIDATED', 'EXPIRING_SOON']
const IN_VALIDATION_LIKE: readonly DashboardStatus[] = [...VALIDATED_LIKE, 'VALIDATION_ASKED']

/** The mandatory documents a check reads; the guest check leaves the id proof out (spec 2 §4). */
function mandatory(documents: readonly DocumentFacts[], audience: 'guest' | 'owner') {
  return documents.filter(
    (document) => document.isMandatory && !(audience === 'guest' && document.documentType === 'id_proof'),
  )
}

/** Spec 2 §4: a user's mandatory documents count as validated when all are NEEDDOC or VALIDATED. */
export function mandatoryDocumentsValidated(
  documents: readonly DocumentFacts[],
  audience: 'guest' | 'owner',
  now: Date,
): boolean {
  return mandatory(documents, audience).every((document) => VALIDATED_LIKE.includes(dashboardStatus(document, now)))
}

/** Spec 2 §4: … and as in validation when all are NEEDDOC, VALIDATED or VALIDATION_ASKED. */
export function mandatoryDocumentsInValidation(
  documents: readonly DocumentFacts[],
  audience: 'guest' | 'owner',
  now: Date,
): boolean {
  return mandatory(documents, audience).every((document) => IN_VALIDATION_LIKE.includes(dashboardStatus(document, now)))
}

/** Spec 2 §4: uploading pages sets ADDED unless the document is already VALIDATION_ASKED. */
export function statusAfterPageUpload(status: DocumentStatus): DocumentStatus {
  return BASE_STATUS[status] === 'VALIDATION_ASKED' ? status : 'added'
}

/** Why pages cannot be sent: none chosen, or the expiration date is mandatory and missing (it is sent along with them). */
export function pageUploadProblem(upload: {
  pageCount: number
  expirationDateMandatory: boolean
  expirationDate: string | null
}): 'no_pages' | 'expiration_date_required' | null {
  if (upload.pageCount === 0) return 'no_pages'
  if (upload.expirationDateMandatory && upload.expirationDate === null) return 'expiration_date_required'
  return null
}

/** The problem that stops a validation request, or null when the document can be sent to staff. */
export function validationRequestProblem(document: {
  status: DashboardStatus
  expirationDate: string | null
  expirationDateMandatory: boolean
  pageCount: number
}): 'no_pages' | 'expiration_date_required' | 'wrong_status' | null {
  if (document.status !== 'ADDED') return 'wrong_status'
  return pageUploadProblem(document)
}

/** Staff decide on a document that has pages and is waiting (or was never sent): validate or refuse. */
export function canStaffDecide(status: DocumentStatus): boolean {
  return status === 'added' || status === 'valid_ask' || status === 'external_transmission'
}

/** New pages go to any document but a currently valid one (an expired or expiring one is renewed with new pages). */
export function acceptsPages(status: DashboardStatus): boolean {
  return status !== 'VALIDATED'
}

/** A refusal's reason, which the document's user reads, is at most this long. */
export const REFUSAL_REASON_MAX_LENGTH = 500
