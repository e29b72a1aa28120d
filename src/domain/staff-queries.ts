// The staff area's lists: their filters, read from and written to the address so a filtered list can be shared, and
// how they name a person.

import { BOOKING_STATUSES, type BookingStatus } from './booking-status'

/** What a staff action was about. */
/** What a staff action acted on; `request` is any other API write by staff, named by its route (its id, or 0). */
export const STAFF_TARGET_TYPES = ['camper', 'user', 'document', 'booking', 'request'] as const
export type StaffTargetType = (typeof STAFF_TARGET_TYPES)[number]

/** The statuses staff list documents by: those the stored status alone decides (expiry needs the date, so it is left out). */
export const STAFF_DOCUMENT_STATUSES = ['VALIDATION_ASKED', 'ADDED', 'NEEDDOC', 'VALIDATED', 'REFUSED'] as const
export type StaffDocumentStatus = (typeof STAFF_DOCUMENT_STATUSES)[number]

/** Staff lists show this many rows a page. */
export const STAFF_PAGE_SIZE = 20

/** A person as staff lists name them: the full name, or the email when the account has no name yet. */
export const staffPersonName = (person: { first_name: string; last_name: string; email: string }) =>
  `${person.first_name} ${person.last_name}`.trim() || person.email

const MAX_ID = 2_147_483_647

/** A positive id from the address, or null for anything else. */
function idParam(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null
  const id = Number(value)
  return id >= 1 && id <= MAX_ID ? id : null
}

const pageParam = (value: string | null) => idParam(value) ?? 1

export interface StaffUsersQuery {
  q: string
  page: number
}
export interface StaffDocumentsQuery {
  status: StaffDocumentStatus
  page: number
}
export interface StaffModerationQuery {
  page: number
}
export interface StaffBookingsQuery {
  q: string
  state: BookingStatus | null
  page: number
}
export interface StaffAuditQuery {
  staffId: number | null
  targetType: StaffTargetType | null
  targetId: number | null
  action: string
  page: number
}

export function parseStaffUsersQuery(params: URLSearchParams): StaffUsersQuery {
  return { q: (params.get('q') ?? '').trim(), page: pageParam(params.get('page')) }
}

export function parseStaffDocumentsQuery(params: URLSearchParams): StaffDocumentsQuery {
  const status = params.get('status')
  return {
    status: STAFF_DOCUMENT_STATUSES.find((value) => value === status) ?? 'VALIDATION_ASKED',
    page: pageParam(params.get('page')),
  }
}

export function parseStaffBookingsQuery(params: URLSearchParams): StaffBookingsQuery {
  const state = params.get('state')
  return {
    q: (params.get('q') ?? '').trim(),
    state: BOOKING_STATUSES.find((value) => value === state) ?? null,
    page: pageParam(params.get('page')),
  }
}

export function parseStaffModerationQuery(params: URLSearchParams): StaffModerationQuery {
  return { page: pageParam(params.get('page')) }
}

export function parseStaffAuditQuery(params: URLSearchParams): StaffAuditQuery {
  const targetType = params.get('target_type')
  return {
    staffId: idParam(params.get('staff_id')),
    targetType: STAFF_TARGET_TYPES.find((value) => value === targetType) ?? null,
    targetId: idParam(params.get('target_id')),
    action: (params.get('action') ?? '').trim(),
    page: pageParam(params.get('page')),
  }
}

/** The address's query for a filter: defaults (first page, no filter) are left out. */
export function staffSearch(query: Record<string, string | number | null>): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [
      key,
      value === null || value === '' || (key === 'page' && value === 1) ? undefined : String(value),
    ]),
  )
}
