import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessTokens, refreshTokens, tokenFamilies, users } from '../../../src/server/db/schema'
import { hashToken } from '../../../src/server/services/auth/tokens'
import { createUser, me, PASSWORD, refresh, signIn, tokensFor } from '../support/accounts'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('POST /oauth/token/ on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  it('signs in with username and password and the access token opens /3/users/me/', async () => {
    const user = await createUser(t)
    const response = await signIn(t, user.email)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: t.env.ACCESS_TOKEN_TTL_SECONDS,
      token_type: 'Bearer',
      scope: 'read write',
    })
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const profile = await me(t, body.access_token)
    expect(profile.status).toBe(200)
    expect((await profile.json()).id).toBe(user.id)
  })

  it('accepts the email field and any letter case for the identifier', async () => {
    const user = await createUser(t, { email: 'Mixed.Case@roam.test' })
    const response = await t.request('/oauth/token/', {
      method: 'POST',
      form: {
        grant_type: 'password',
        email: ' mixed.case@ROAM.test ',
        password: PASSWORD,
        client_id: t.env.OAUTH_CLIENT_ID,
      },
    })
    expect(response.status).toBe(200)
    expect((await (await me(t, (await response.json()).access_token)).json()).id).toBe(user.id)
  })

  it('stores only hashes of the tokens', async () => {
    const user = await createUser(t)
    const tokens = await tokensFor(t, user.email)
    const [access] = await t.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(tokens.access_token)))
    expect(access).toBeDefined()
    expect(await t.db.select().from(accessTokens).where(eq(accessTokens.tokenHash, tokens.access_token))).toEqual([])
    expect(await t.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokens.refresh_token))).toEqual([])
  })

  it('answers bad_credentials for a wrong password, an unknown email, an inactive or a deleted account', async () => {
    const active = await createUser(t)
    const inactive = await createUser(t, { isActive: false })
    const deleted = await createUser(t, { deletedAt: new Date() })
    for (const [email, password] of [
      [active.email, 'wrong password'],
      ['nobody@roam.test', PASSWORD],
      [inactive.email, PASSWORD],
      [deleted.email, PASSWORD],
    ] as const) {
      const response = await signIn(t, email, password)
      expect(response.status).toBe(400)
      const body = await response.json()
      expect(body.error).toBe('bad_credentials')
      expect(body.error_description).toContain('Invalid credentials')
    }
  })

  it('answers missing_credentials without a username or a password', async () => {
    const forms: Array<Record<string, string>> = [
      { username: 'a@roam.test' },
      { password: PASSWORD },
      { username: '', password: '' },
    ]
    for (const form of forms) {
      const response = await t.request('/oauth/token/', {
        method: 'POST',
        form: { grant_type: 'password', client_id: t.env.OAUTH_CLIENT_ID, ...form },
      })
      expect(response.status).toBe(400)
      expect((await response.json()).error).toBe('missing_credentials')
    }
  })

  it('refuses an unknown client and an unknown grant type', async () => {
    const wrongClient = await t.request('/oauth/token/', {
      method: 'POST',
      form: { grant_type: 'password', username: 'a@roam.test', password: PASSWORD, client_id: 'someone-else' },
    })
    expect(wrongClient.status).toBe(401)
    expect((await wrongClient.json()).error).toBe('invalid_client')
    const wrongGrant = await t.request('/oauth/token/', {
      method: 'POST',
      form: { grant_type: 'client_credentials', client_id: t.env.OAUTH_CLIENT_ID },
    })
    expect(wrongGrant.status).toBe(400)
    expect((await wrongGrant.json()).error).toBe('unsupported_grant_type')
  })

  it('answers malformed bodies with a 400 (413 when too large) in the OAuth shape, never a 500', async () => {
    const asJson = await t.request('/oauth/token/', { method: 'POST', json: { grant_type: 'password' } })
    expect(asJson.status).toBe(400)
    expect((await asJson.json()).error).toBe('invalid_request')
    const repeated = await t.request('/oauth/token/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&grant_type=refresh_token',
    })
    expect(repeated.status).toBe(400)
    expect((await repeated.json()).error).toBe('invalid_request')
    const huge = await signIn(t, `${'a'.repeat(100_000)}@roam.test`)
    expect(huge.status).toBe(413)
    expect(await huge.json()).toMatchObject({ error: 'invalid_request', error_description: expect.any(String) })
    const empty = await t.request('/oauth/token/', { method: 'POST' })
    expect(empty.status).toBe(401)
    expect((await empty.json()).error).toBe('invalid_client')
  })

  it('rotates the refresh token on every use', async () => {
    const user = await createUser(t)
    const first = await tokensFor(t, user.email)
    const response = await refresh(t, first.refresh_token)
    expect(response.status).toBe(200)
    const second = await response.json()
    expect(second.refresh_token).not.toBe(first.refresh_token)
    expect(second.access_token).not.toBe(first.access_token)
    expect((await me(t, second.access_token)).status).toBe(200)
    const third = await refresh(t, second.refresh_token)
    expect(third.status).toBe(200)
  })

  it('gives another pair to a refresh token used again at once: its client lost the first answer', async () => {
    const user = await createUser(t)
    const first = await tokensFor(t, user.email)
    const lost = await (await refresh(t, first.refresh_token)).json()
    const retry = await refresh(t, first.refresh_token)
    expect(retry.status).toBe(200)
    const second = await retry.json()
    expect(second.refresh_token).not.toBe(lost.refresh_token)
    expect((await me(t, second.access_token)).status).toBe(200)
    expect((await refresh(t, second.refresh_token)).status).toBe(200)
  })

  it('treats a refresh token replayed after the reuse window as theft: invalid_grant and the whole session ends', async () => {
    const user = await createUser(t)
    const first = await tokensFor(t, user.email)
    const second = await (await refresh(t, first.refresh_token)).json()
    expect((await me(t, second.access_token)).status).toBe(200)
    const reuseWindowAgo = new Date(Date.now() - (t.env.REFRESH_TOKEN_REUSE_SECONDS + 1) * 1000)
    await t.db
      .update(refreshTokens)
      .set({ usedAt: reuseWindowAgo })
      .where(eq(refreshTokens.tokenHash, hashToken(first.refresh_token)))

    const replay = await refresh(t, first.refresh_token)
    expect(replay.status).toBe(400)
    expect((await replay.json()).error).toBe('invalid_grant')

    const afterReplay = await me(t, second.access_token)
    expect(afterReplay.status).toBe(401)
    expect(await afterReplay.json()).toEqual({ detail: 'Invalid or expired token.', code: 'token_not_valid' })
    expect((await refresh(t, second.refresh_token)).status).toBe(400)
    expect((await me(t, first.access_token)).status).toBe(401)
  })

  it('answers invalid_grant for an unknown refresh token', async () => {
    const response = await refresh(t, 'not-a-token')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'invalid_grant', error_description: expect.any(String) })
  })

  it('ends a session at its absolute lifetime whatever the rotations', async () => {
    const user = await createUser(t)
    const first = await tokensFor(t, user.email)
    const [family] = await t.db.select().from(tokenFamilies).where(eq(tokenFamilies.userId, user.id))
    const days = (family!.expiresAt.getTime() - family!.createdAt.getTime()) / 86_400_000
    expect(Math.round(days)).toBe(t.env.REFRESH_TOKEN_TTL_DAYS)

    const second = await (await refresh(t, first.refresh_token)).json()
    const [afterRotation] = await t.db.select().from(tokenFamilies).where(eq(tokenFamilies.id, family!.id))
    expect(afterRotation!.expiresAt.getTime()).toBe(family!.expiresAt.getTime())

    // Thirty days later: the family is past its end.
    await t.db
      .update(tokenFamilies)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tokenFamilies.id, family!.id))
    const late = await refresh(t, second.refresh_token)
    expect(late.status).toBe(400)
    expect((await late.json()).error).toBe('invalid_grant')
    expect((await me(t, second.access_token)).status).toBe(401)
  })

  it('refuses an expired access token with token_not_valid', async () => {
    const user = await createUser(t)
    const tokens = await tokensFor(t, user.email)
    await t.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.tokenHash, hashToken(tokens.access_token)))
    const response = await me(t, tokens.access_token)
    expect(response.status).toBe(401)
    expect((await response.json()).code).toBe('token_not_valid')
  })

  it('stops a token as soon as its user is deactivated', async () => {
    const user = await createUser(t)
    const tokens = await tokensFor(t, user.email)
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id))
    expect((await me(t, tokens.access_token)).status).toBe(401)
    expect((await refresh(t, tokens.refresh_token)).status).toBe(400)
  })

  it('ignores an invalid token on a public route', async () => {
    const user = await createUser(t)
    const response = await t.request(`/3/users/${user.id}/`, { token: 'garbage' })
    expect(response.status).toBe(200)
  })

  it('answers 401 "not provided" without a token', async () => {
    const response = await t.request('/3/users/me/')
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ detail: 'Authentication credentials were not provided.' })
  })
})
