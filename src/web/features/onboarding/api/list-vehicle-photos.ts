import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** GET /v4/vehicles/{id}/photos/: the pictures the new vehicle already has (a returning owner may have added some). */
export async function listVehiclePhotos(vehicleId: number) {
  const { data } = await api.GET('/v4/vehicles/{id}/photos/', { params: { path: { id: vehicleId } } })
  return data!
}

export function vehiclePhotosQueryOptions(vehicleId: number) {
  return queryOptions({
    queryKey: ['onboarding', 'vehicle-photos', vehicleId] as const,
    queryFn: () => listVehiclePhotos(vehicleId),
  })
}
