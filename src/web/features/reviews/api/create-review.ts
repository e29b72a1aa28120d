import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import type { ReviewDetail } from './list-my-reviews'

export type ReviewCreate = components['schemas']['ReviewCreate']

/** POST /3/review/create/{idBooking}/: the user's review of a finished booking. */
export async function createReview(idBooking: number, body: ReviewCreate): Promise<ReviewDetail> {
  const { data } = await api.POST('/3/review/create/{idBooking}/', { params: { path: { idBooking } }, body })
  return data!
}
