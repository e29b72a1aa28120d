import { api } from '../../../lib/api-client'
import type { TokenResponse } from '../../../lib/auth-tokens'

/** POST /v4/users/auth/log-as/: staff only, answers a token pair for the chosen user. */
export async function logAs(userId: number): Promise<TokenResponse> {
  const { data }: { data?: unknown } = await api.POST('/v4/users/auth/log-as/' as never, { body: { user_id: userId } } as never) // TODO(merge)
  return data as TokenResponse
}
