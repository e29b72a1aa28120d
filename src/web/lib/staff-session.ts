import Cookies from 'js-cookie'
import { resumeSession, signOut } from './api-client'
import { attributes, readTokens } from './auth-tokens'

// Staff acting as a user keep their own refresh token aside, so the way back does not need their password again.
// It lives as long as an acting session is likely to (a day), beside the other token cookies.
const STAFF_REFRESH_TOKEN = 'staff_refresh_token'
const KEPT_DAYS = 1

/** Before the session is replaced by one as the user: keeps the staff member's own refresh token. */
export function keepStaffSession(): void {
  const { refreshToken } = readTokens()
  if (refreshToken) Cookies.set(STAFF_REFRESH_TOKEN, refreshToken, attributes(KEPT_DAYS))
}

/**
 * Ends the session as the user (revoked on the server) and resumes the staff member's own. Answers false when the
 * kept token is gone or no longer valid: the staff member then signs in again.
 */
export async function returnToStaffSession(): Promise<boolean> {
  const kept = Cookies.get(STAFF_REFRESH_TOKEN)
  Cookies.remove(STAFF_REFRESH_TOKEN, { path: '/' })
  await signOut()
  if (!kept) return false
  try {
    await resumeSession(kept)
    return true
  } catch {
    return false
  }
}
