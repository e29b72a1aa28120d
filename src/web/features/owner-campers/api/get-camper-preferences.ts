import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import { ownerCampersKey } from './list-owner-campers'

export type CamperPreferences = components['schemas']['ListingPreferences']
export type CamperPreferencesPatch = components['schemas']['ListingPreferencesPatch']

/** GET /3/products/{id}/preferences/: texts, instant booking, deposit, rules, languages, minimum days, hours. */
export async function getCamperPreferences(id: number): Promise<CamperPreferences> {
  const { data } = await api.GET('/3/products/{id}/preferences/', { params: { path: { id: String(id) } } })
  return data!
}

export const camperPreferencesKey = (id: number) => [...ownerCampersKey, 'preferences', id] as const

export function camperPreferencesQueryOptions(id: number) {
  return queryOptions({ queryKey: camperPreferencesKey(id), queryFn: () => getCamperPreferences(id) })
}
