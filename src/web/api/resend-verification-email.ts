import type { EmailResendFailure } from '../../../machines/email-verification.machine'
import { api } from '../lib/api-client'
import { ApiClientError } from '../lib/api-client-error'

/**
 * POST /v4/users/auth/email-verification/: a new link to the signed-in user's address (earlier ones stop working).
 * Rejects with the machine's EmailResendFailure: too many lately (429), already verified (400), anything else.
 */
export async function resendVerificationEmail(): Promise<void> {
  try {
    await api.POST('/v4/users/auth/email-verification/')
  } catch (error) {
    const failure: EmailResendFailure =
      error instanceof ApiClientError && error.apiError.status === 429
        ? { kind: 'rate_limited' }
        : error instanceof ApiClientError && error.apiError.codes.includes('EMAIL_ALREADY_VERIFIED')
          ? { kind: 'already_verified' }
          : { kind: 'unknown' }
    throw failure
  }
}
