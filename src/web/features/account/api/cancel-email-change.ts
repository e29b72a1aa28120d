import { api } from '../../../lib/api-client'

/** DELETE /v4/users/me/email-change/: the pending change's link stops working. */
export async function cancelEmailChange(): Promise<void> {
  await api.DELETE('/v4/users/me/email-change/')
}
