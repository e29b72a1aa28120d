import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type Insurance = components['schemas']['Insurance']

/** GET /3/insurance/{slug}/: the covers, deductibles and driver conditions of one insurance. */
export async function getInsurance(slug: string): Promise<Insurance> {
  const { data } = await api.GET('/3/insurance/{slug}/', { params: { path: { slug } } })
  return data!
}

export function insuranceQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['insurance', slug] as const,
    queryFn: () => getInsurance(slug),
    staleTime: 60 * 60_000,
  })
}
