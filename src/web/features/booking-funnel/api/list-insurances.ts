import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type InsuranceChoices = components['schemas']['InsuranceChoices']

/** GET /3/insurance/?camper_id&date_from&date_to: the insurances the guest can choose, priced for the stay. */
export async function listInsurances(camperId: number, dateFrom: string, dateTo: string): Promise<InsuranceChoices> {
  const { data } = await api.GET('/3/insurance/', {
    params: { query: { camper_id: camperId, date_from: dateFrom, date_to: dateTo } },
  })
  return data!
}

export function insurancesQueryOptions(camperId: number, dateFrom: string, dateTo: string) {
  return queryOptions({
    queryKey: ['insurance', camperId, dateFrom, dateTo] as const,
    queryFn: () => listInsurances(camperId, dateFrom, dateTo),
  })
}
