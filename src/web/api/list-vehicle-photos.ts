import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../openapi/schema'
import { api } from '../lib/api-client'

export type VehiclePhoto = components['schemas']['VehiclePhoto']

/** GET /v4/vehicles/{id}/photos/: the vehicle's pictures, the cover first (a vehicle id is its camper's id). */
export async function listVehiclePhotos(vehicleId: number): Promise<VehiclePhoto[]> {
  const { data } = await api.GET('/v4/vehicles/{id}/photos/', { params: { path: { id: vehicleId } } })
  return data!
}

/** One key for the owner's pictures page and the onboarding's pictures step. */
export const vehiclePhotosKey = (vehicleId: number) => ['vehicle-photos', vehicleId] as const

export function vehiclePhotosQueryOptions(vehicleId: number) {
  return queryOptions({ queryKey: vehiclePhotosKey(vehicleId), queryFn: () => listVehiclePhotos(vehicleId) })
}
