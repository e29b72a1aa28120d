import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import { ApiClientError } from '../../../lib/api-client-error'

export type InsuranceConditions = components['schemas']['BookingInsuranceConditions']

/** GET /3/insurance/condition/{id}/: the driver's answers for a trip's insurance, or null before the first answer. */
export async function getInsuranceConditions(id: number): Promise<InsuranceConditions | null> {
  try {
    const { data } = await api.GET('/3/insurance/condition/{id}/', { params: { path: { id } } })
    return data!
  } catch (error) {
    if (error instanceof ApiClientError && error.apiError.status === 404) return null
    throw error
  }
}

export const insuranceConditionsKey = (id: number) => ['insurance-conditions', id] as const

export function insuranceConditionsQueryOptions(id: number) {
  return queryOptions({ queryKey: insuranceConditionsKey(id), queryFn: () => getInsuranceConditions(id) })
}
