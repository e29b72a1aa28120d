import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { STAFF_PAGE_SIZE, type StaffModerationQuery } from '../../../../domain/staff-queries'
import { api } from '../../../lib/api-client'

export type ModerationItem = components['schemas']['ModerationItem']
export type ModerationQueue = components['schemas']['ModerationQueue']

/** Every moderation queue query starts with this key: a decision invalidates them all. */
export const moderationQueueKey = ['staff', 'moderation'] as const

/** GET /v4/staff/listings/?status=to_moderate&page: campers waiting for moderation, oldest submission first. */
export async function listModerationQueue(query: StaffModerationQuery): Promise<ModerationQueue> {
  const { data } = await api.GET('/v4/staff/listings/', {
    params: { query: { status: 'to_moderate', page: query.page, page_size: STAFF_PAGE_SIZE } },
  })
  return data!
}

export function moderationQueueQueryOptions(query: StaffModerationQuery) {
  return queryOptions({ queryKey: [...moderationQueueKey, query] as const, queryFn: () => listModerationQueue(query) })
}
