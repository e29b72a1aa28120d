import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { phoneCertifications, users } from '../../../src/server/db/schema'
import { createUser, me, tokensFor } from '../support/accounts'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('/3/certify-phone/ on %s', (kind) => {
  let t: TestApp
  let log: MockInstance<typeof console.info>
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())
  beforeEach(() => {
    log = vi.spyOn(console, 'info').mockImplementation(() => {})
  })
  afterEach(() => log.mockRestore())

  const sendCode = (token?: string) => t.request('/3/certify-phone/', { token })
  const certify = (token: string | undefined, code: unknown) =>
    t.request('/3/certify-phone/', { method: 'POST', token, json: { code } })
  /** The code the sandbox SMS gateway wrote to the server log for this number. */
  const codeSentTo = (phone: string) => {
    const line = log.mock.calls
      .map((call) => String(call[0]))
      .filter((text) => text.includes(`to ${phone}:`))
      .at(-1)
    return /code: (\d{6})/.exec(line ?? '')?.[1]
  }
  const signedInWithPhone = async (phone: string) => {
    const user = await createUser(t, { phone })
    return { user, token: (await tokensFor(t, user.email)).access_token }
  }

  it('sends a code through the SMS sandbox (the server log) and certifies the phone with it', async () => {
    const { user, token } = await signedInWithPhone('+33612345601')
    const sent = await sendCode(token)
    expect(sent.status).toBe(200)
    const body = await sent.json()
    expect(body).toMatchObject({ phone: '+33612345601', phone_verified: false, sent: true, attempts_left: 5 })
    expect(new Date(body.expires_at).getTime() - Date.now()).toBeGreaterThan(9 * 60_000)
    const code = codeSentTo('+33612345601')
    expect(code).toMatch(/^\d{6}$/)

    const done = await certify(token, code)
    expect(done.status).toBe(200)
    expect(await done.json()).toEqual({ phone: '+33612345601', phone_verified: true })
    expect((await (await me(t, token)).json()).phone_verified).toBe(true)
    // Only the hash of the code is kept.
    const rows = await t.db.select().from(phoneCertifications).where(eq(phoneCertifications.userId, user.id))
    expect(rows.every((row) => !row.codeHash.includes(code!))).toBe(true)
  })

  it('answers 400 on code for a wrong code, and counts the tries down to a used-up code', async () => {
    const { token } = await signedInWithPhone('+33612345602')
    await sendCode(token)
    const right = codeSentTo('+33612345602')!
    const wrong = right === '000000' ? '111111' : '000000'
    for (const left of [4, 3, 2, 1]) {
      const response = await certify(token, wrong)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        code: [`This code is not valid. ${left} ${left === 1 ? 'try' : 'tries'} left.`],
      })
    }
    expect(await (await certify(token, wrong)).json()).toEqual({ code: ['This code is not valid. Ask for a new one.'] })
    // The right code no longer helps once the tries are used up.
    const late = await certify(token, right)
    expect(late.status).toBe(400)
    expect(await late.json()).toEqual({ code: ['Too many wrong codes: ask for a new one.'] })
    expect((await (await me(t, token)).json()).phone_verified).toBe(false)
  })

  it('refuses an expired code', async () => {
    const { user, token } = await signedInWithPhone('+33612345603')
    await sendCode(token)
    const code = codeSentTo('+33612345603')
    await t.db
      .update(phoneCertifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneCertifications.userId, user.id))
    const response = await certify(token, code)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ code: ['This code has expired: ask for a new one.'] })
  })

  it('does not send again within 30 seconds; a new code later replaces the old one', async () => {
    const { user, token } = await signedInWithPhone('+33612345604')
    await sendCode(token)
    const first = codeSentTo('+33612345604')
    const again = await sendCode(token)
    expect((await again.json()).sent).toBe(false)
    expect(log.mock.calls.filter((call) => String(call[0]).includes('+33612345604'))).toHaveLength(1)

    await t.db
      .update(phoneCertifications)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(phoneCertifications.userId, user.id))
    expect((await (await sendCode(token)).json()).sent).toBe(true)
    const second = codeSentTo('+33612345604')
    if (first !== second) expect((await certify(token, first)).status).toBe(400)
    expect((await certify(token, second)).status).toBe(200)
  })

  it('a code sent to the old number does not certify a number changed since', async () => {
    const { token } = await signedInWithPhone('+33612345605')
    await sendCode(token)
    const code = codeSentTo('+33612345605')
    await t.request('/3/users/me/', { method: 'PATCH', token, json: { phone: '+33612345606' } })
    const response = await certify(token, code)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ code: ['Ask for a code first.'] })
  })

  it('needs a phone on the profile, a six-digit code and a signed-in user', async () => {
    const user = await createUser(t)
    const { access_token } = await tokensFor(t, user.email)
    const noPhone = await sendCode(access_token)
    expect(noPhone.status).toBe(400)
    expect(await noPhone.json()).toEqual({ phone: ['Add a phone number to your profile first.'] })
    const badCode = await certify(access_token, 'abc')
    expect(badCode.status).toBe(400)
    expect(await badCode.json()).toEqual({ code: ['Enter the 6-digit code.'] })
    expect((await sendCode()).status).toBe(401)
    expect((await certify(undefined, '123456')).status).toBe(401)
  })

  it("one user's code never certifies another user's phone", async () => {
    const alice = await signedInWithPhone('+33612345607')
    const bob = await signedInWithPhone('+33612345608')
    await sendCode(alice.token)
    await sendCode(bob.token)
    const aliceCode = codeSentTo('+33612345607')
    const bobCode = codeSentTo('+33612345608')
    if (aliceCode !== bobCode) expect((await certify(bob.token, aliceCode)).status).toBe(400)
    const [row] = await t.db.select({ verified: users.phoneVerified }).from(users).where(eq(users.id, alice.user.id))
    expect(row!.verified).toBe(false)
  })
})
