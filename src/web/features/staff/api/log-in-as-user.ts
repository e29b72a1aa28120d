import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type TokenPair = components['schemas']['TokenResponse']

/** POST /v4/users/auth/log-as/: staff only, a token pair for the chosen user (the server records it in the audit log). */
export async function logInAsUser(userId: number): Promise<TokenPair> {
  const { data } = await api.POST('/v4/users/auth/log-as/', { body: { user_id: userId } })
  return data!
}
