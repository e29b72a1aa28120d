import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tokenFamilies } from '../../../src/server/db/schema'
import { createUser, me, refresh, tokensFor } from '../support/accounts'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('revoking and logging out on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  const revoke = (token: string, clientId = t.env.OAUTH_CLIENT_ID) =>
    t.request('/oauth/revoke_token/', { method: 'POST', form: { token, client_id: clientId } })

  it('revoking the refresh token ends the access token of the same session too', async () => {
    const user = await createUser(t)
    const tokens = await tokensFor(t, user.email)
    const response = await revoke(tokens.refresh_token)
    expect(response.status).toBe(200)
    expect((await me(t, tokens.access_token)).status).toBe(401)
    expect((await refresh(t, tokens.refresh_token)).status).toBe(400)
  })

  it('revoking the access token ends the session, and leaves other sessions alone', async () => {
    const user = await createUser(t)
    const phone = await tokensFor(t, user.email)
    const laptop = await tokensFor(t, user.email)
    expect((await revoke(phone.access_token)).status).toBe(200)
    expect((await me(t, phone.access_token)).status).toBe(401)
    expect((await refresh(t, phone.refresh_token)).status).toBe(400)
    expect((await me(t, laptop.access_token)).status).toBe(200)
  })

  it('answers 200 for an unknown token (RFC 7009) and refuses an unknown client or no token', async () => {
    expect((await revoke('unknown-token')).status).toBe(200)
    const wrongClient = await revoke('unknown-token', 'other')
    expect(wrongClient.status).toBe(401)
    expect((await wrongClient.json()).error).toBe('invalid_client')
    const noToken = await t.request('/oauth/revoke_token/', {
      method: 'POST',
      form: { client_id: t.env.OAUTH_CLIENT_ID },
    })
    expect(noToken.status).toBe(400)
    expect((await noToken.json()).error).toBe('invalid_request')
  })

  it('logout ends the session of the bearer token', async () => {
    const user = await createUser(t)
    const tokens = await tokensFor(t, user.email)
    const response = await t.request('/api/internals/logout', { token: tokens.access_token })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ detail: 'Logged out.' })
    expect((await me(t, tokens.access_token)).status).toBe(401)
    expect((await refresh(t, tokens.refresh_token)).status).toBe(400)
    const [family] = await t.db.select().from(tokenFamilies).where(eq(tokenFamilies.userId, user.id))
    expect(family!.revokedAt).not.toBeNull()
    expect(family!.revokedReason).toBe('logout')
  })

  it('logout without a token, or with a dead one, still answers 200', async () => {
    const anonymous = await t.request('/api/internals/logout')
    expect(anonymous.status).toBe(200)
    expect(await anonymous.json()).toEqual({ detail: 'Logged out.' })
    expect((await t.request('/api/internals/logout', { token: 'dead' })).status).toBe(200)
  })
})
