import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { meKey } from '../../../api/get-me'
import { api } from '../../../lib/api-client'
import { ApiClientError } from '../../../lib/api-client-error'

export type LegalOwner = components['schemas']['LegalOwner']

/** GET /v4/users/me/legal/: null when no legal owner is declared yet (404). */
export async function getLegalOwner(): Promise<LegalOwner | null> {
  try {
    const { data } = await api.GET('/v4/users/me/legal/')
    return data!
  } catch (error) {
    if (error instanceof ApiClientError && error.apiError.status === 404) return null
    throw error
  }
}

export function legalOwnerQueryOptions() {
  return queryOptions({ queryKey: [...meKey, 'legal'] as const, queryFn: getLegalOwner })
}
