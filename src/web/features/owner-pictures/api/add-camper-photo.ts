import { api } from '../../../lib/api-client'
import type { VehiclePhoto } from '../../../api/list-vehicle-photos'

/** POST /v4/vehicles/{id}/photos/: one picture as the multipart field `photo`, added last. */
export async function addCamperPhoto(camperId: number, file: File): Promise<VehiclePhoto> {
  const { data } = await api.POST('/v4/vehicles/{id}/photos/', {
    params: { path: { id: camperId } },
    // The contract types a binary field as a string: the typed body names the file, the serializer sends the file itself.
    body: { photo: file.name },
    bodySerializer: () => {
      const form = new FormData()
      form.set('photo', file)
      return form
    },
  })
  return data!
}
