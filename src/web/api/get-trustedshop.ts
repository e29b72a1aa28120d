import { queryOptions } from '@tanstack/react-query'
import { api } from '../lib/api-client'

/** GET /api/internals/trustedshop: used only when the stats gave no review count. */
export interface TrustedShopSummary {
  totalReviewCount: number
  overallMark: number
}

export async function getTrustedShop(): Promise<TrustedShopSummary> {
  const { data }: { data?: unknown } = await api.GET('/api/internals/trustedshop')
  return data as TrustedShopSummary
}

export function trustedShopQueryOptions() {
  return queryOptions({
    queryKey: ['referential', 'trustedshop'] as const,
    queryFn: getTrustedShop,
    staleTime: Infinity,
    retry: false,
  })
}
