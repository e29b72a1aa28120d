import { api } from '../../../lib/api-client'
import { ApiClientError } from '../../../lib/api-client-error'

/** Why an emailed change link did not change the address; `unknown` may be tried again. */
export type EmailChangeLinkFailure = 'used' | 'cancelled' | 'expired' | 'invalid' | 'taken' | 'unknown'

const CODES: Record<string, EmailChangeLinkFailure> = {
  EMAIL_CHANGE_LINK_USED: 'used',
  EMAIL_CHANGE_LINK_CANCELLED: 'cancelled',
  EMAIL_CHANGE_LINK_EXPIRED: 'expired',
  EMAIL_CHANGE_LINK_INVALID: 'invalid',
  EMAIL_TAKEN: 'taken',
}

/** POST /v4/users/auth/email-change/confirm/: rejects with an EmailChangeLinkFailure. */
export async function confirmEmailChange(token: string): Promise<void> {
  if (!token) throw 'invalid' satisfies EmailChangeLinkFailure
  try {
    await api.POST('/v4/users/auth/email-change/confirm/', { body: { token } })
  } catch (error) {
    const code =
      error instanceof ApiClientError ? error.apiError.codes.find((candidate) => candidate in CODES) : undefined
    throw (code && CODES[code]) ?? ('unknown' satisfies EmailChangeLinkFailure)
  }
}
