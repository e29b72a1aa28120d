import { api } from '../../../lib/api-client'

/** POST /v4/users/me/email-change/resend/: a new link for the pending change (the earlier one stops working). */
export async function resendEmailChange(): Promise<void> {
  await api.POST('/v4/users/me/email-change/resend/')
}
