import { queryOptions } from '@tanstack/react-query'
import { arrayOf, expectShape, isString, objectWith } from '../../../lib/answer-shape'
import { api } from '../../../lib/api-client'

/** GET /3/products/{id}/availabilities/?date_from&date_to: unavailable ranges and seasonal prices (date_to exclusive). */
export interface Availabilities {
  camper_id: number
  date_from: string
  date_to: string
  min_days: number
  max_months_future_rental: number
  unavailable: { date_from: string; date_to: string; reason: string }[]
  prices: { date_from: string; date_to: string; price_per_day: string; season: string; color: string }[]
}

const availabilitiesCheck = objectWith({ unavailable: arrayOf(objectWith({ date_from: isString, date_to: isString })) })

export async function getAvailabilities(camperId: string, dateFrom: string, dateTo: string): Promise<Availabilities> {
  const { data }: { data?: unknown } = await api.GET('/3/products/{id}/availabilities/', {
    params: { path: { id: Number(camperId) }, query: { date_from: dateFrom, date_to: dateTo } },
  })
  return expectShape<Availabilities>(data, availabilitiesCheck, 'availabilities')
}

export function availabilitiesQueryOptions(camperId: string, dateFrom: string, dateTo: string) {
  return queryOptions({
    queryKey: ['campers', camperId, 'availabilities', dateFrom, dateTo] as const,
    queryFn: () => getAvailabilities(camperId, dateFrom, dateTo),
    staleTime: 60_000,
  })
}
