import { api } from '../../../lib/api-client'
import type { ReviewDetail } from './list-my-reviews'

/** PATCH /3/review/{idReview}/photo/ as multipart with the field `photo`: adds or replaces the photo of a guest review. */
export async function uploadReviewPhoto(idReview: number, file: File): Promise<ReviewDetail> {
  const { data } = await api.PATCH('/3/review/{idReview}/photo/', {
    params: { path: { idReview } },
    // The generated type calls a binary field a string: the typed body names the file, the serializer sends the file itself.
    body: { photo: file.name },
    bodySerializer: () => {
      const form = new FormData()
      form.set('photo', file)
      return form
    },
  })
  return data!
}
