import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type UnsubscribeLink = components['schemas']['UnsubscribeLink']

/** GET /v4/email-unsubscribe/: what an email's unsubscribe link turns off; nothing changes. No sign-in needed. */
export function unsubscribeLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['email-unsubscribe', token] as const,
    queryFn: async (): Promise<UnsubscribeLink> =>
      (await api.GET('/v4/email-unsubscribe/', { params: { query: { token } } })).data!,
    retry: false,
  })
}
