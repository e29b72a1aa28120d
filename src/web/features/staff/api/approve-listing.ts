import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type ModerationResult = components['schemas']['ModerationResult']

/** POST /v4/staff/listings/{id}/approve/: publish a camper waiting for moderation (recorded in the audit log). */
export async function approveListing(id: number): Promise<ModerationResult> {
  const { data } = await api.POST('/v4/staff/listings/{id}/approve/', { params: { path: { id } } })
  return data!
}
