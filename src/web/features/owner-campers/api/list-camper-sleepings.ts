import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import { ownerCampersKey } from './list-owner-campers'

export type CamperSleeping = components['schemas']['VehicleSleeping']
export type CamperSleepingKind = CamperSleeping['kind']

/** GET /v4/vehicles/{id}/sleepings/: the vehicle's sleeping areas (kind and places). */
export async function listCamperSleepings(id: number): Promise<CamperSleeping[]> {
  const { data } = await api.GET('/v4/vehicles/{id}/sleepings/', { params: { path: { id: String(id) } } })
  return data!
}

export const camperSleepingsKey = (id: number) => [...ownerCampersKey, 'sleepings', id] as const

export function camperSleepingsQueryOptions(id: number) {
  return queryOptions({ queryKey: camperSleepingsKey(id), queryFn: () => listCamperSleepings(id) })
}
