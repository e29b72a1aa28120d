import { api } from '../../../lib/api-client'
import type { TokenResponse } from '../../../lib/auth-tokens'

/** POST /v4/users/auth/log-as/: staff only, answers a token pair for the chosen user. */
export async function logAs(userId: number): Promise<TokenResponse> {
  const { data }: { data?: unknown } = await api.POST('/v4/users/auth/log-as/', { body: { user_id: userId } })
  return data as TokenResponse
}
