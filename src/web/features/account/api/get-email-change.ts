import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type EmailChangeState = components['schemas']['EmailChangeState']

export const emailChangeKey = ['email-change'] as const

/** GET /v4/users/me/email-change/: the change waiting for its link, or `pending: null`. */
export function emailChangeQueryOptions() {
  return queryOptions({
    queryKey: emailChangeKey,
    queryFn: async (): Promise<EmailChangeState> => (await api.GET('/v4/users/me/email-change/')).data!,
  })
}
