import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tokenFamilies } from '../../../src/server/db/schema'
import { createUser, me, PASSWORD, refresh, signIn, tokensFor } from '../support/accounts'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('POST /3/manage-password/ on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  const change = (token: string | undefined, json: unknown) =>
    t.request('/3/manage-password/', { method: 'POST', token, json })

  it('changes the password, keeps this session and ends every other one', async () => {
    const user = await createUser(t)
    const here = await tokensFor(t, user.email)
    const phone = await tokensFor(t, user.email)
    const laptop = await tokensFor(t, user.email)
    const response = await change(here.access_token, {
      old_password: PASSWORD,
      new_password: 'a camper at the lake 2026',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ detail: 'Password changed.' })

    expect((await me(t, here.access_token)).status).toBe(200)
    expect((await refresh(t, here.refresh_token)).status).toBe(200)
    for (const other of [phone, laptop]) {
      expect((await me(t, other.access_token)).status).toBe(401)
      expect((await refresh(t, other.refresh_token)).status).toBe(400)
    }
    const reasons = (await t.db.select().from(tokenFamilies).where(eq(tokenFamilies.userId, user.id))).map(
      (family) => family.revokedReason,
    )
    expect(reasons.filter((reason) => reason === 'password_changed')).toHaveLength(2)

    expect((await signIn(t, user.email, PASSWORD)).status).toBe(400)
    expect((await signIn(t, user.email, 'a camper at the lake 2026')).status).toBe(200)
  })

  it('needs the right current password, and changes nothing without it', async () => {
    const user = await createUser(t)
    const here = await tokensFor(t, user.email)
    const other = await tokensFor(t, user.email)
    const response = await change(here.access_token, {
      old_password: 'not my password',
      new_password: 'a camper at the lake 2026',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ old_password: ['Your current password is not correct.'] })
    expect((await me(t, other.access_token)).status).toBe(200)
    expect((await signIn(t, user.email, PASSWORD)).status).toBe(200)
  })

  it('applies the password policy: 8 to 128 characters, not breached, not numeric, not the email, not the old one', async () => {
    const user = await createUser(t, { email: 'policy-check@roam.test' })
    const { access_token } = await tokensFor(t, user.email)
    const cases: Array<[string, string[]]> = [
      ['short', ['This password is too short. It must contain at least 8 characters.']],
      ['x'.repeat(129), ['Ensure this field has no more than 128 characters.']],
      ['baseball', ['This password is too common: it appears in lists of breached passwords.']],
      ['Password1', ['This password is too common: it appears in lists of breached passwords.']],
      [
        '12345678',
        [
          'This password is entirely numeric.',
          'This password is too common: it appears in lists of breached passwords.',
        ],
      ],
      ['31415926535', ['This password is entirely numeric.']],
      ['Policy-Check@roam.test', ['The password is too similar to the email.']],
      [PASSWORD, ['The new password must differ from the current one.']],
    ]
    for (const [password, messages] of cases) {
      const response = await change(access_token, { old_password: PASSWORD, new_password: password })
      expect(response.status, password).toBe(400)
      expect(await response.json(), password).toEqual({ new_password: messages })
    }
    // 128 characters is still fine.
    expect((await change(access_token, { old_password: PASSWORD, new_password: 'y'.repeat(127) + 'z' })).status).toBe(
      200,
    )
  })

  it('answers field errors for a missing or malformed body, never a 500', async () => {
    const user = await createUser(t)
    const { access_token } = await tokensFor(t, user.email)
    const missing = await change(access_token, {})
    expect(missing.status).toBe(400)
    expect(Object.keys(await missing.json()).sort()).toEqual(['new_password', 'old_password'])
    const notJson = await t.request('/3/manage-password/', {
      method: 'POST',
      token: access_token,
      body: 'old=1',
      headers: { 'Content-Type': 'text/plain' },
    })
    expect(notJson.status).toBe(400)
  })

  it('needs a signed-in user', async () => {
    expect(
      (await change(undefined, { old_password: PASSWORD, new_password: 'a camper at the lake 2026' })).status,
    ).toBe(401)
  })
})
