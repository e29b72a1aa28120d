import Cookies from 'js-cookie'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { storeTokens } from '../../../src/web/lib/auth-tokens'
import { keepStaffSession, returnToStaffSession } from '../../../src/web/lib/staff-session'
import { clearAllCookies } from '../support/cookies'

const client = vi.hoisted(() => ({
  signOut: vi.fn(async () => {}),
  resumeSession: vi.fn(async (_token: string) => {}),
}))
vi.mock('../../../src/web/lib/api-client', () => client)

describe('staff acting as a user', () => {
  beforeEach(() => {
    clearAllCookies()
    client.signOut.mockClear()
    client.resumeSession.mockReset()
  })

  it('keeps the staff refresh token aside, ends the acting session and resumes the staff one with it', async () => {
    storeTokens({ access_token: 'staff-access', refresh_token: 'staff-refresh', expires_in: 600 })
    keepStaffSession()
    storeTokens({ access_token: 'user-access', refresh_token: 'user-refresh', expires_in: 600 })
    expect(await returnToStaffSession()).toBe(true)
    expect(client.signOut).toHaveBeenCalledTimes(1)
    expect(client.resumeSession).toHaveBeenCalledWith('staff-refresh')
    // Used once: a second way back has nothing to resume.
    expect(Cookies.get('staff_refresh_token')).toBeUndefined()
  })

  it('answers false, signed out, when no staff session was kept or it is no longer valid', async () => {
    expect(await returnToStaffSession()).toBe(false)
    expect(client.signOut).toHaveBeenCalledTimes(1)
    expect(client.resumeSession).not.toHaveBeenCalled()

    storeTokens({ access_token: 'staff-access', refresh_token: 'revoked', expires_in: 600 })
    keepStaffSession()
    client.resumeSession.mockRejectedValueOnce(new Error('invalid_grant'))
    expect(await returnToStaffSession()).toBe(false)
  })
})
