import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type RentalCoverConditions = components['schemas']['RentalCoverConditions']

/** GET /v4/rental-cover/conditions/: what the rental cover pays back, and whom to call for a claim. */
export async function getRentalCoverConditions(): Promise<RentalCoverConditions> {
  const { data } = await api.GET('/v4/rental-cover/conditions/')
  return data!
}

export function rentalCoverConditionsQueryOptions() {
  return queryOptions({
    queryKey: ['rental-cover-conditions'] as const,
    queryFn: getRentalCoverConditions,
    staleTime: 60 * 60_000,
  })
}
