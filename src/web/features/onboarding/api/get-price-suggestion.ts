import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export interface PriceSuggestionQuery {
  vehicleType: number
  country: string
  seats: number | null
}

/** GET /v4/campers/price-suggestion/: a daily price from comparable published campers. */
export async function getPriceSuggestion({ vehicleType, country, seats }: PriceSuggestionQuery) {
  const { data } = await api.GET('/v4/campers/price-suggestion/', {
    params: { query: { vehicle_type: vehicleType, country, ...(seats !== null && seats > 0 ? { seats } : {}) } },
  })
  return data!
}

export function priceSuggestionQueryOptions(query: PriceSuggestionQuery) {
  return queryOptions({
    queryKey: ['onboarding', 'price-suggestion', query.vehicleType, query.country, query.seats] as const,
    queryFn: () => getPriceSuggestion(query),
    staleTime: 10 * 60_000,
    // No comparable yet (404) is an answer, not a glitch to retry.
    retry: false,
  })
}
