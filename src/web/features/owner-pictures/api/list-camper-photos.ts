import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type CamperPhoto = components['schemas']['VehiclePhoto']

/** GET /v4/vehicles/{id}/photos/: the camper's pictures, the cover first (a vehicle id is its camper's id). */
export async function listCamperPhotos(camperId: number): Promise<CamperPhoto[]> {
  const { data } = await api.GET('/v4/vehicles/{id}/photos/', { params: { path: { id: camperId } } })
  return data!
}

export function camperPhotosQueryOptions(camperId: number) {
  return queryOptions({ queryKey: ['camper-photos', camperId] as const, queryFn: () => listCamperPhotos(camperId) })
}
