import { api } from '../../../lib/api-client'
import type { VehiclePhoto } from '../../../api/list-vehicle-photos'

/** PUT /3/products/{id}/photos/: the whole new order, the cover first. */
export async function reorderCamperPhotos(camperId: number, photoIds: number[]): Promise<VehiclePhoto[]> {
  const { data } = await api.PUT('/3/products/{id}/photos/', {
    params: { path: { id: camperId } },
    body: { photos: photoIds },
  })
  return data!
}
