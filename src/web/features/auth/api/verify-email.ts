import type { EmailVerificationFailure } from '../../../../../machines/email-verification.machine'
import { api } from '../../../lib/api-client'
import { ApiClientError } from '../../../lib/api-client-error'

const LINK_CODES: Record<string, EmailVerificationFailure> = {
  EMAIL_VERIFICATION_LINK_USED: { kind: 'link_used' },
  EMAIL_VERIFICATION_LINK_EXPIRED: { kind: 'link_expired' },
  EMAIL_VERIFICATION_LINK_INVALID: { kind: 'link_invalid' },
}

/**
 * POST /v4/users/auth/email-verification/confirm/: proves the address with the link's token. Rejects with the
 * machine's EmailVerificationFailure; an address without a token is an unknown link, not worth a request.
 */
export async function verifyEmail(token: string): Promise<void> {
  if (!token) throw LINK_CODES.EMAIL_VERIFICATION_LINK_INVALID
  try {
    await api.POST('/v4/users/auth/email-verification/confirm/', { body: { token } })
  } catch (error) {
    const code =
      error instanceof ApiClientError ? error.apiError.codes.find((candidate) => candidate in LINK_CODES) : undefined
    throw (code && LINK_CODES[code]) ?? { kind: 'unknown' }
  }
}
