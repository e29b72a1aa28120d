import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import { ApiClientError } from '../../../lib/api-client-error'

export type Iban = components['schemas']['Iban']

/** GET /3/mangopay/iban/: null when the owner has no IBAN yet (spec 2 §7: a failed fetch means none yet is a 404 here). */
export async function getIban(): Promise<Iban | null> {
  try {
    const { data } = await api.GET('/3/mangopay/iban/')
    return data!
  } catch (error) {
    if (error instanceof ApiClientError && error.apiError.status === 404) return null
    throw error
  }
}

export function ibanQueryOptions() {
  return queryOptions({ queryKey: ['mangopay', 'iban'] as const, queryFn: getIban })
}
