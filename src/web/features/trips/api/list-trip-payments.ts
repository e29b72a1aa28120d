import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import { guestBookingKey } from '../../../api/get-guest-booking'

export type TripPayment = components['schemas']['PaymentList']['results'][number]

/** GET /3/my-requests/{id}/payments/: every payment of the trip (charges, later instalments, refunds), oldest first. */
export async function listTripPayments(id: number): Promise<TripPayment[]> {
  const { data } = await api.GET('/3/my-requests/{id}/payments/', { params: { path: { id } } })
  return data!.results
}

export function tripPaymentsQueryOptions(id: number) {
  return queryOptions({ queryKey: [...guestBookingKey(id), 'payments'] as const, queryFn: () => listTripPayments(id) })
}
