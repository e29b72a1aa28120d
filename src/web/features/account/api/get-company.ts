import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { meKey } from '../../../api/get-me'
import { api } from '../../../lib/api-client'
import { ApiClientError } from '../../../lib/api-client-error'

export type Company = components['schemas']['Company']

/** GET /v4/users/me/company/: null when the professional has not declared one yet (404). */
export async function getCompany(): Promise<Company | null> {
  try {
    const { data } = await api.GET('/v4/users/me/company/')
    return data!
  } catch (error) {
    if (error instanceof ApiClientError && error.apiError.status === 404) return null
    throw error
  }
}

export function companyQueryOptions() {
  return queryOptions({ queryKey: [...meKey, 'company'] as const, queryFn: getCompany })
}
