import type { PasswordResetFailure } from '../../../../../machines/password-reset.machine'
import { api } from '../../../lib/api-client'
import { ApiClientError } from '../../../lib/api-client-error'
import type { TokenResponse } from '../../../lib/auth-tokens'

const LINK_CODES: Record<string, PasswordResetFailure> = {
  PASSWORD_RESET_LINK_USED: { kind: 'link_used' },
  PASSWORD_RESET_LINK_EXPIRED: { kind: 'link_expired' },
  PASSWORD_RESET_LINK_INVALID: { kind: 'link_invalid' },
}

/**
 * POST /v4/users/auth/password-reset/confirm/: the new password for the link's token. Answers the new session's
 * token pair; rejects with the machine's PasswordResetFailure.
 */
export async function resetPassword(token: string, password: string): Promise<TokenResponse> {
  try {
    const { data }: { data?: unknown } = await api.POST('/v4/users/auth/password-reset/confirm/', {
      body: { token, new_password: password },
    })
    return data as TokenResponse
  } catch (error) {
    if (!(error instanceof ApiClientError) || error.apiError.status !== 400) throw { kind: 'unknown' }
    const code = error.apiError.codes.find((candidate) => candidate in LINK_CODES)
    if (code) throw LINK_CODES[code]
    const body = error.apiError.body as { new_password?: string[] } | null
    throw { kind: 'password', messages: body?.new_password ?? error.apiError.messages }
  }
}
