import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../openapi/schema'
import { api } from '../lib/api-client'
import { guestBookingKey } from './get-guest-booking'

export type RefundPlan = components['schemas']['RefundPlan']

/** GET /3/my-requests/{id}/refund/: what cancelling today would refund (ON_TIME or TOO_LATE). */
export async function getRefundPlan(id: number): Promise<RefundPlan> {
  const { data } = await api.GET('/3/my-requests/{id}/refund/', { params: { path: { id } } })
  return data!
}

export function refundPlanQueryOptions(id: number) {
  return queryOptions({ queryKey: [...guestBookingKey(id), 'refund'] as const, queryFn: () => getRefundPlan(id) })
}
