import { api } from '../../../lib/api-client'
import type { ModerationResult } from './approve-listing'

/** POST /v4/staff/listings/{id}/refuse/: refuse a camper waiting for moderation, with the reason its owner reads. */
export async function refuseListing(id: number, reason: string): Promise<ModerationResult> {
  const { data } = await api.POST('/v4/staff/listings/{id}/refuse/', { params: { path: { id } }, body: { reason } })
  return data!
}
