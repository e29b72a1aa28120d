import { api } from '../../../lib/api-client'

/** DELETE /v4/vehicles/{id}/photos/{photoId}/: the picture and its files; the next ones move up. */
export async function deleteCamperPhoto(camperId: number, photoId: number): Promise<void> {
  await api.DELETE('/v4/vehicles/{id}/photos/{photoId}/', { params: { path: { id: camperId, photoId } } })
}
