import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

/** POST /v4/users/me/email-change/: the link goes to the new address; the account keeps its address until then. */
export async function requestEmailChange(
  input: components['schemas']['EmailChangeRequest'],
): Promise<components['schemas']['PendingEmailChange']> {
  return (await api.POST('/v4/users/me/email-change/', { body: input })).data!
}
