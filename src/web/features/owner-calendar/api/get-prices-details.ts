import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import { ownerCamperKey } from './list-calendar-periods'

export type PricesDetails = components['schemas']['PricesDetails']
export type PricesDetailsPatch = components['schemas']['PricesDetailsPatch']
export type CamperOption = components['schemas']['CamperOption']
export type CamperOptionInput = components['schemas']['CamperOptionInput']

/** GET /3/products/{idCamper}/prices-details/: base price, stay, hours, km options and options. */
export async function getPricesDetails(camperId: number): Promise<PricesDetails> {
  const { data } = await api.GET('/3/products/{idCamper}/prices-details/', { params: { path: { idCamper: camperId } } })
  return data!
}

export function pricesDetailsQueryOptions(camperId: number) {
  return queryOptions({
    queryKey: [...ownerCamperKey(camperId), 'prices-details'] as const,
    queryFn: () => getPricesDetails(camperId),
  })
}
