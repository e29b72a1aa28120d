import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import type { components } from '../../../../../../openapi/schema'

export type RefundPlan = components['schemas']['RefundPlan']

/** GET /3/my-requests/{id}/refund/: what cancelling today would refund (ON_TIME or TOO_LATE). */
export async function getRefundPlan(bookingId: number): Promise<RefundPlan> {
  const { data } = await api.GET('/3/my-requests/{id}/refund/', { params: { path: { id: bookingId } } })
  return data!
}

export function refundPlanQueryOptions(bookingId: number) {
  return queryOptions({ queryKey: ['bookings', bookingId, 'refund'] as const, queryFn: () => getRefundPlan(bookingId) })
}
