import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tokenFamilies } from '../../../src/server/db/schema'
import { createUser, me, tokensFor } from '../support/accounts'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('POST /v4/users/auth/log-as/ on %s', (kind) => {
  let t: TestApp
  let staffToken: string
  let guestToken: string
  let target: Awaited<ReturnType<typeof createUser>>
  let staffId: number
  beforeAll(async () => {
    t = await createTestApp(kind)
    const staff = await createUser(t, { isStaff: true })
    staffId = staff.id
    const guest = await createUser(t)
    target = await createUser(t, { firstName: 'Target' })
    staffToken = (await tokensFor(t, staff.email)).access_token
    guestToken = (await tokensFor(t, guest.email)).access_token
  })
  afterAll(() => t.close())

  const logAs = (json: unknown, token?: string) => t.request('/v4/users/auth/log-as/', { method: 'POST', json, token })

  it('gives staff a session as the user, recorded with the acting staff id', async () => {
    const response = await logAs({ user_id: target.id }, staffToken)
    expect(response.status).toBe(200)
    const tokens = await response.json()
    expect(tokens).toMatchObject({
      token_type: 'Bearer',
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    })
    const profile = await (await me(t, tokens.access_token)).json()
    expect(profile.id).toBe(target.id)
    // The pages read who is acting, to say so and offer the way back; the user's own session says nobody.
    expect(profile.acting_staff).toEqual({ id: staffId, first_name: 'Ada' })
    expect((await (await me(t, (await tokensFor(t, target.email)).access_token)).json()).acting_staff).toBeNull()
    const [family] = await t.db.select().from(tokenFamilies).where(eq(tokenFamilies.userId, target.id))
    expect(family!.actingStaffId).toBe(staffId)
  })

  it('refuses a guest with not_staff and an anonymous caller with 401', async () => {
    const asGuest = await logAs({ user_id: target.id }, guestToken)
    expect(asGuest.status).toBe(403)
    expect(await asGuest.json()).toEqual({
      detail: 'You do not have permission to perform this action.',
      code: 'not_staff',
    })
    expect((await logAs({ user_id: 'not a number' }, guestToken)).status).toBe(403)
    const anonymous = await logAs({ user_id: target.id })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ detail: 'Authentication credentials were not provided.' })
  })

  it('answers 404 for an unknown user and 400 for an inactive or deleted one', async () => {
    expect((await logAs({ user_id: 999_999 }, staffToken)).status).toBe(404)
    const inactive = await createUser(t, { isActive: false })
    const refused = await logAs({ user_id: inactive.id }, staffToken)
    expect(refused.status).toBe(400)
    expect((await refused.json()).detail).toEqual(expect.any(String))
    const deleted = await createUser(t, { deletedAt: new Date() })
    expect((await logAs({ user_id: deleted.id }, staffToken)).status).toBe(400)
  })

  it('answers bad bodies with field errors', async () => {
    const notNumber = await logAs({ user_id: 'abc' }, staffToken)
    expect(notNumber.status).toBe(400)
    expect((await notNumber.json()).user_id).toEqual(expect.any(Array))
    const missing = await logAs({}, staffToken)
    expect(await missing.json()).toEqual({ user_id: ['This field is required.'] })
    const tooBig = await logAs({ user_id: 1e12 }, staffToken)
    expect(tooBig.status).toBe(400)
  })
})
