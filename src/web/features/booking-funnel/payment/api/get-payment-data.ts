import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import type { components } from '../../../../../../openapi/schema'

export type PaymentData = components['schemas']['PaymentData']

/** GET /3/my-requests/{id}/payment/: what the booking costs, and the methods with their instalments. */
export async function getPaymentData(bookingId: number): Promise<PaymentData> {
  const { data } = await api.GET('/3/my-requests/{id}/payment/', { params: { path: { id: bookingId } } })
  return data!
}

export function paymentDataQueryOptions(bookingId: number) {
  return queryOptions({
    queryKey: ['bookings', bookingId, 'payment'] as const,
    queryFn: () => getPaymentData(bookingId),
  })
}
