import type { components } from '../../../openapi/schema'
import { api } from '../lib/api-client'

export type ReviewReport = components['schemas']['ReviewReport']

/** PATCH /3/review/{idReview}/report/: reports a published review to the moderators, once per user. */
export async function reportReview(idReview: number, body: ReviewReport) {
  const { data } = await api.PATCH('/3/review/{idReview}/report/', { params: { path: { idReview } }, body })
  return data!
}
