import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type PayinList = components['schemas']['PayinList']

/** GET /3/mangopay/payin/?year=: what guests paid for the owner's bookings that year. */
export async function listPayins(year: number): Promise<PayinList> {
  const { data } = await api.GET('/3/mangopay/payin/', { params: { query: { year: String(year) } } })
  return data!
}

export function payinsQueryOptions(year: number) {
  return queryOptions({ queryKey: ['mangopay', 'payin', year] as const, queryFn: () => listPayins(year) })
}
