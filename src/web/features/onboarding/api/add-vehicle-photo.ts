import { api } from '../../../lib/api-client'

/** POST /v4/vehicles/{id}/photos/: one picture as the multipart field `photo`, added last. */
export async function addVehiclePhoto(vehicleId: number, file: File) {
  const { data } = await api.POST('/v4/vehicles/{id}/photos/', {
    params: { path: { id: vehicleId } },
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
