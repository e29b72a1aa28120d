import { api } from '../../../lib/api-client'

/** POST /v4/users/auth/password-reset/: the same 202 whether or not an account uses the address; 429 when limited. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.POST('/v4/users/auth/password-reset/', { body: { email } })
}
