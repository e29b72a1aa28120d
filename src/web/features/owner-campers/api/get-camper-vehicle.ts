import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import { ownerCampersKey } from './list-owner-campers'

export type CamperVehicle = components['schemas']['Vehicle']
export type CamperVehiclePatch = components['schemas']['VehiclePatch']

/** GET /v4/vehicles/{id}/: the vehicle of a camper, with the insurance fields moderation has locked. */
export async function getCamperVehicle(id: number): Promise<CamperVehicle> {
  const { data } = await api.GET('/v4/vehicles/{id}/', { params: { path: { id: String(id) } } })
  return data!
}

export const camperVehicleKey = (id: number) => [...ownerCampersKey, 'vehicle', id] as const

export function camperVehicleQueryOptions(id: number) {
  return queryOptions({ queryKey: camperVehicleKey(id), queryFn: () => getCamperVehicle(id) })
}
