import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../../src/server/db/schema'
import { canonicalTimeZone } from '../../../src/domain/time-zones'
import { createUser, me, tokensFor } from '../support/accounts'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const NOT_A_ZONE = 'Not a valid time zone: use an IANA name such as Europe/Paris.'

describe.each(TEST_DATABASES)('the account’s time zone on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  const patch = (token: string, json: unknown) => t.request('/3/users/me/', { method: 'PATCH', token, json })
  const stored = async (id: number) =>
    (await t.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, id)))[0]!.timeZone

  it('starts without one, then keeps and shows the zone the web app sends', async () => {
    const user = await createUser(t)
    const { access_token } = await tokensFor(t, user.email)
    expect((await (await me(t, access_token)).json()).time_zone).toBeNull()
    const response = await patch(access_token, { time_zone: 'America/New_York' })
    expect(response.status).toBe(200)
    expect((await response.json()).time_zone).toBe('America/New_York')
    expect((await (await me(t, access_token)).json()).time_zone).toBe('America/New_York')
    expect(await stored(user.id)).toBe('America/New_York')
  })

  it('keeps an alias as its zone’s name, takes UTC, and forgets the zone on null', async () => {
    const user = await createUser(t)
    const { access_token } = await tokensFor(t, user.email)
    expect((await (await patch(access_token, { time_zone: 'Asia/Kolkata' })).json()).time_zone).toBe(
      canonicalTimeZone('Asia/Kolkata'),
    )
    expect((await (await patch(access_token, { time_zone: 'UTC' })).json()).time_zone).toBe('UTC')
    expect((await (await patch(access_token, { time_zone: null })).json()).time_zone).toBeNull()
    expect(await stored(user.id)).toBeNull()
  })

  it('refuses a name that is not a zone with a 400 on the field, and keeps the one it had', async () => {
    const user = await createUser(t, { timeZone: 'Europe/Paris' })
    const { access_token } = await tokensFor(t, user.email)
    for (const bad of ['Mars/Olympus_Mons', 'Paris', '', 'GMT+25']) {
      const response = await patch(access_token, { time_zone: bad })
      expect(response.status, bad).toBe(400)
      expect(await response.json(), bad).toEqual({ time_zone: [NOT_A_ZONE] })
    }
    const notText = await patch(access_token, { time_zone: 7 })
    expect(notText.status).toBe(400)
    expect(await notText.json()).toEqual({ time_zone: ['Not a valid string.'] })
    expect(await stored(user.id)).toBe('Europe/Paris')
  })

  it('takes the browser’s zone at sign-up, and refuses a bad one there too', async () => {
    const account = { password: 'radium-1898', first_name: 'Marie', last_name: 'Curie' }
    const created = await t.request('/3/users/', {
      method: 'POST',
      json: { ...account, email: 'zone@roam.test', time_zone: 'Europe/Lisbon' },
    })
    expect(created.status).toBe(201)
    expect((await created.json()).time_zone).toBe('Europe/Lisbon')
    const without = await t.request('/3/users/', { method: 'POST', json: { ...account, email: 'nozone@roam.test' } })
    expect((await without.json()).time_zone).toBeNull()
    const bad = await t.request('/3/users/', {
      method: 'POST',
      json: { ...account, email: 'badzone@roam.test', time_zone: 'Lisbon' },
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ time_zone: [NOT_A_ZONE] })
  })
})
