import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type PaymentSummary = components['schemas']['PaymentSummary']

/** GET /3/my-requests/{id}/payment/summary/: the billing details of the booking's payer. */
export async function getPaymentSummary(id: number): Promise<PaymentSummary> {
  const { data } = await api.GET('/3/my-requests/{id}/payment/summary/', { params: { path: { id } } })
  return data!
}

export function paymentSummaryQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['bookings-guest', id, 'payment-summary'] as const,
    queryFn: () => getPaymentSummary(id),
  })
}
