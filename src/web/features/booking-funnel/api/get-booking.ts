import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import type { FunnelBooking } from '../../../../domain/booking-funnel-routing'
import { api } from '../../../lib/api-client'

export type GuestBooking = components['schemas']['Booking']

/** GET /v4/bookings-guest/{id}/: the guest's booking, its state and permissions. */
export async function getBooking(id: number): Promise<GuestBooking> {
  const { data } = await api.GET('/v4/bookings-guest/{id}/', { params: { path: { id } } })
  return data!
}

export function bookingQueryOptions(id: number) {
  return queryOptions({ queryKey: ['bookings-guest', id] as const, queryFn: () => getBooking(id) })
}

/** What the funnel's redirect rules read of the booking. */
export function funnelFacts(booking: GuestBooking): FunnelBooking {
  return {
    id: booking.id,
    camperId: booking.camper.id,
    state: booking.state,
    metaState: booking.meta_state,
    isInstant: booking.is_instant,
    canPay: booking.permissions.can_pay,
    canUpdate: booking.permissions.can_update,
  }
}
