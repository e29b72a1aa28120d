import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type StaffCancelRequest = components['schemas']['StaffCancelRequest']

/** PATCH /v4/bookings-staff/{id}/cancel/: cancel as staff (CANCELLED_STAFF, or CANCELLED_BOTH); the server refunds and audits it. */
export async function cancelStaffBooking(id: number, body: StaffCancelRequest): Promise<void> {
  await api.PATCH('/v4/bookings-staff/{id}/cancel/', { params: { path: { id } }, body })
}
