import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { loginAttempts } from '../../../src/server/db/schema'
import { MAX_ACCOUNT_DELAY_SECONDS } from '../../../src/server/services/auth/login-rate-limit'
import { createUser, PASSWORD, signIn } from '../support/accounts'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('sign-in rate limits on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, {
      LOGIN_RATE_LIMIT_PER_ACCOUNT: '3',
      LOGIN_RATE_LIMIT_PER_IP: '5',
      LOGIN_RATE_LIMIT_WINDOW_SECONDS: '600',
      // Behind one proxy at 10.0.0.1 (below): the hop it appends is the client.
      TRUST_PROXY: '10.0.0.0/8',
    })
  })
  afterAll(() => t.close())

  const from = (ip: string) => ({ 'X-Forwarded-For': `${ip}, 10.0.0.1` })

  async function expectLimited(response: Response) {
    expect(response.status).toBe(429)
    const retryAfter = Number(response.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect(await response.json()).toEqual({ detail: `Too many sign-in attempts. Try again in ${retryAfter} seconds.` })
  }

  it('locks an address out of an account after its failed attempts, even with the right password, but not the owner elsewhere', async () => {
    const user = await createUser(t)
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await signIn(t, user.email, 'wrong password', from('198.51.100.1'))).status).toBe(400)
    }
    await expectLimited(await signIn(t, user.email, 'wrong password', from('198.51.100.1')))
    await expectLimited(await signIn(t, user.email, PASSWORD, from('198.51.100.1')))
    // The account's owner, from home, still gets in.
    expect((await signIn(t, user.email, PASSWORD, from('198.51.100.2'))).status).toBe(200)
  })

  it('slows a spread-out attack on one account with a growing wait, never a lockout', async () => {
    const user = await createUser(t)
    // Twice the per-account limit, each from its own address: none is over its own limit.
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await signIn(t, user.email, 'wrong password', from(`198.51.100.${20 + attempt}`))).status).toBe(400)
    }
    const slowed = await signIn(t, user.email, PASSWORD, from('198.51.100.40'))
    await expectLimited(slowed.clone())
    expect(Number(slowed.headers.get('Retry-After'))).toBeLessThanOrEqual(MAX_ACCOUNT_DELAY_SECONDS)
    // Once the wait is over (the failures aged a minute), the owner gets in.
    await t.db
      .update(loginAttempts)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(loginAttempts.email, user.email))
    expect((await signIn(t, user.email, PASSWORD, from('198.51.100.40'))).status).toBe(200)
  })

  it('limits one address trying many accounts', async () => {
    const victim = await createUser(t)
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(t, `guess-${attempt}@roam.test`, 'wrong password', from('203.0.113.9'))).status).toBe(400)
    }
    await expectLimited(await signIn(t, victim.email, PASSWORD, from('203.0.113.9')))
    // Another address is not affected.
    expect((await signIn(t, victim.email, PASSWORD, from('203.0.113.10'))).status).toBe(200)
  })

  it('lets the address in again once the attempts leave the window', async () => {
    const user = await createUser(t)
    for (let attempt = 0; attempt < 3; attempt++) await signIn(t, user.email, 'wrong password', from('192.0.2.50'))
    await expectLimited(await signIn(t, user.email, PASSWORD, from('192.0.2.50')))
    // Age every attempt past the window, as if ten minutes had gone by.
    await t.db.update(loginAttempts).set({ createdAt: new Date(Date.now() - 601_000) })
    expect((await signIn(t, user.email, PASSWORD, from('192.0.2.50'))).status).toBe(200)
  })

  it('a successful sign-in clears the failed attempts of the account', async () => {
    const user = await createUser(t)
    await signIn(t, user.email, 'wrong password', from('192.0.2.100'))
    await signIn(t, user.email, 'wrong password', from('192.0.2.101'))
    expect((await signIn(t, user.email, PASSWORD, from('192.0.2.102'))).status).toBe(200)
    await signIn(t, user.email, 'wrong password', from('192.0.2.103'))
    await signIn(t, user.email, 'wrong password', from('192.0.2.104'))
    expect((await signIn(t, user.email, PASSWORD, from('192.0.2.105'))).status).toBe(200)
  })

  it('does not believe a client-set X-Forwarded-For when no proxy is trusted: a new header each time is still limited', async () => {
    const direct = await createTestApp(kind, { LOGIN_RATE_LIMIT_PER_IP: '5', LOGIN_RATE_LIMIT_WINDOW_SECONDS: '600' })
    try {
      for (let attempt = 0; attempt < 5; attempt++) {
        const forged = { 'X-Forwarded-For': `198.18.0.${attempt}` }
        expect((await signIn(direct, `nobody-${attempt}@roam.test`, 'wrong password', forged)).status).toBe(400)
      }
      await expectLimited(
        await signIn(direct, 'nobody-6@roam.test', 'wrong password', { 'X-Forwarded-For': '198.18.0.99' }),
      )
    } finally {
      await direct.close()
    }
  })
})
