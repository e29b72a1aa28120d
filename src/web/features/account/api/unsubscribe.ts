import { api } from '../../../lib/api-client'
import type { UnsubscribeLink } from './get-unsubscribe-link'

/** POST /v4/email-unsubscribe/: the link's category off for its user, without signing in. */
export async function unsubscribe(token: string): Promise<UnsubscribeLink> {
  return (await api.POST('/v4/email-unsubscribe/', { params: { query: { token } } })).data!
}
