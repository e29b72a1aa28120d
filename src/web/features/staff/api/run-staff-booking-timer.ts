import { api } from '../../../lib/api-client'
import type { StaffBookingDetail } from './get-staff-booking'

/** POST /v4/bookings-staff/{id}/replay-clock/ (servers with REPLAY_CLOCK=1): run the booking's next timer now. */
export async function runStaffBookingTimer(id: number): Promise<StaffBookingDetail> {
  const { data } = await api.POST('/v4/bookings-staff/{id}/replay-clock/', { params: { path: { id } } })
  return data!
}
