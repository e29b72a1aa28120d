import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type UploadedPicture = components['schemas']['UploadedPicture']

/** POST /3/users/me/pictures/ as multipart with the field `picture`. */
export async function uploadPicture(file: File): Promise<UploadedPicture> {
  const { data } = await api.POST('/3/users/me/pictures/', {
    // The generated type calls a binary field a string: the typed body names the file, the serializer sends the file itself.
    body: { picture: file.name },
    bodySerializer: () => {
      const form = new FormData()
      form.set('picture', file)
      return form
    },
  })
  return data!
}
