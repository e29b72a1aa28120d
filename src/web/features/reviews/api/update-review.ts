import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import type { ReviewDetail } from './list-my-reviews'

export type ReviewChange = components['schemas']['ReviewChange']

/** PATCH /3/review/{idReview}/: the author changes their review while it is not published. */
export async function updateReview(idReview: number, body: ReviewChange): Promise<ReviewDetail> {
  const { data } = await api.PATCH('/3/review/{idReview}/', { params: { path: { idReview } }, body })
  return data!
}
