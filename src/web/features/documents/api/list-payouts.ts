import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type PayoutList = components['schemas']['PayoutList']

/** GET /3/mangopay/payout/?year=: what the owner was paid that year, per booking. */
export async function listPayouts(year: number): Promise<PayoutList> {
  const { data } = await api.GET('/3/mangopay/payout/', { params: { query: { year: String(year) } } })
  return data!
}

export function payoutsQueryOptions(year: number) {
  return queryOptions({ queryKey: ['mangopay', 'payout', year] as const, queryFn: () => listPayouts(year) })
}
