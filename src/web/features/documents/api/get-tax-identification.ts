import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import { ApiClientError } from '../../../lib/api-client-error'

export type TaxIdentification = components['schemas']['TaxIdentification']

/** GET /v4/users/me/tax-identification-number/: null when none was given yet. */
export async function getTaxIdentification(): Promise<TaxIdentification | null> {
  try {
    const { data } = await api.GET('/v4/users/me/tax-identification-number/')
    return data!
  } catch (error) {
    if (error instanceof ApiClientError && error.apiError.status === 404) return null
    throw error
  }
}

export function taxIdentificationQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'me', 'tax-identification-number'] as const,
    queryFn: getTaxIdentification,
  })
}
