import { api } from '../../../lib/api-client'
import type { CamperPhoto } from './list-camper-photos'

/** PUT /3/products/{id}/photos/: the whole new order, the cover first. */
export async function reorderCamperPhotos(camperId: number, photoIds: number[]): Promise<CamperPhoto[]> {
  const { data } = await api.PUT('/3/products/{id}/photos/', {
    params: { path: { id: camperId } },
    body: { photos: photoIds },
  })
  return data!
}
