import { api } from '../../../lib/api-client'
import type { RotationAngle } from '../../../../domain/camper-picture-rules'
import type { VehiclePhoto } from '../../../api/list-vehicle-photos'

/** PATCH /v4/vehicles/{id}/photos/{photoId}/rotate/: turns the stored picture clockwise. */
export async function rotateCamperPhoto(
  camperId: number,
  photoId: number,
  angle: RotationAngle,
): Promise<VehiclePhoto> {
  const { data } = await api.PATCH('/v4/vehicles/{id}/photos/{photoId}/rotate/', {
    params: { path: { id: camperId, photoId } },
    body: { angle },
  })
  return data!
}
