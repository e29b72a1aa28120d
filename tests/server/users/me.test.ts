import { eq } from 'drizzle-orm'
import { subYears, format } from 'date-fns'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { campers, moneyboxes, tokenFamilies, users, type NewBookingRow } from '../../../src/server/db/schema'
import { createUser, me, PASSWORD, refresh, signIn, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createBooking, dayFromToday } from '../support/core-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('/3/users/me/ and /3/users/{id}/ on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  const patch = (token: string, json: unknown) => t.request('/3/users/me/', { method: 'PATCH', token, json })

  it('shows the signed-in user their private profile', async () => {
    const user = await createUser(t, {
      isOwner: true,
      isPro: true,
      professionalType: 'BUSINESS',
      phone: '+33612345678',
      bornedOn: '1985-02-03',
      languages: ['fr', 'en'],
    })
    const { access_token } = await tokensFor(t, user.email)
    const response = await me(t, access_token)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      id: user.id,
      email: user.email,
      email_verified: true,
      first_name: 'Ada',
      last_name: 'Lovelace',
      is_active: true,
      is_owner: true,
      is_staff: false,
      is_pro: true,
      professional: true,
      professional_type: 'BUSINESS',
      booking_as_guest: 0,
      booking_as_owner: 0,
      phone: '+33612345678',
      phone_verified: false,
      borned_on: '1985-02-03',
      joined_at: user.joinedAt.toISOString(),
      locale: 'en',
      time_zone: null,
      languages: ['fr', 'en'],
      description: null,
      profile_picture: { url: null },
      moneyboxes: [],
      nb_campers: 0,
      acting_staff: null,
    })
  })

  it('counts the vehicles an owner still has', async () => {
    const owner = await createUser(t, { isOwner: true })
    await t.db.insert(campers).values([
      { ownerId: owner.id, title: 'Westfalia', vehicleType: 4, pricePerDay: 9000, status: 'published' },
      { ownerId: owner.id, title: 'Hymer', vehicleType: 2, pricePerDay: 12000, status: 'unpublished_owner' },
      { ownerId: owner.id, title: 'Sold van', vehicleType: 5, pricePerDay: 7000, status: 'deleted_owner' },
    ])
    const { access_token } = await tokensFor(t, owner.email)
    expect((await (await me(t, access_token)).json()).nb_campers).toBe(2)
  })

  it('counts the bookings that went through, as guest and as owner', async () => {
    const owner = await createUser(t, { isOwner: true })
    const guest = await createUser(t)
    const camper = await createCamper(t, owner.id)
    const other = await createCamper(t, (await createUser(t, { isOwner: true })).id)
    let week = 0
    const book = (camperId: number, status: NewBookingRow['status']) =>
      createBooking(t, {
        camperId,
        guestId: guest.id,
        status,
        period: `[${dayFromToday(30 + 7 * week)},${dayFromToday(30 + 7 * ++week - 1)})`,
      })
    for (const status of ['TO_COME', 'DONE', 'ONGOING', 'TO_COME_NOT_PAID'] as const) await book(camper.id, status)
    for (const status of ['CREATED', 'VALIDATED', 'ACCEPTED', 'CANCELLED_GUEST', 'ACCEPTED_EXP'] as const)
      await book(camper.id, status)
    await book(other.id, 'DONE')
    const asGuest = await (await me(t, (await tokensFor(t, guest.email)).access_token)).json()
    expect(asGuest).toMatchObject({ booking_as_guest: 5, booking_as_owner: 0 })
    const asOwner = await (await me(t, (await tokensFor(t, owner.email)).access_token)).json()
    expect(asOwner).toMatchObject({ booking_as_guest: 0, booking_as_owner: 4 })
  })

  it('updates the profile fields', async () => {
    const user = await createUser(t, { phone: '+33612345678', phoneVerified: true })
    const { access_token } = await tokensFor(t, user.email)
    const response = await patch(access_token, {
      first_name: ' Grace ',
      last_name: 'Hopper',
      phone: '+1 202-555-0123',
      borned_on: '1990-12-09',
      locale: 'en-us',
      languages: ['en', 'es', 'en'],
      description: 'Loves long drives.',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      phone: '+12025550123',
      phone_verified: false,
      borned_on: '1990-12-09',
      locale: 'en-us',
      languages: ['en', 'es'],
      description: 'Loves long drives.',
    })
    const cleared = await patch(access_token, { phone: null, borned_on: null, description: null })
    expect(await cleared.json()).toMatchObject({ phone: null, borned_on: null, description: null, first_name: 'Grace' })
  })

  it('refuses bad profile values field by field', async () => {
    const user = await createUser(t)
    const { access_token } = await tokensFor(t, user.email)
    const minor = format(subYears(new Date(), 17), 'yyyy-MM-dd')
    const response = await patch(access_token, {
      phone: '0612',
      borned_on: minor,
      locale: 'en-au',
      languages: ['english'],
      first_name: '',
    })
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.phone).toEqual(['Enter a valid phone number in international format, e.g. +33612345678.'])
    expect(body.borned_on).toEqual(['You must be at least 18 years old.'])
    expect(body.locale).toHaveLength(1)
    expect(body['languages.0']).toHaveLength(1)
    expect(body.first_name).toEqual(['This field may not be blank.'])

    const badDate = await patch(access_token, { borned_on: '1990-02-30' })
    expect(await badDate.json()).toEqual({
      borned_on: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
    })
    const malformed = await t.request('/3/users/me/', {
      method: 'PATCH',
      token: access_token,
      headers: { 'Content-Type': 'application/json' },
      body: 'nope',
    })
    expect(malformed.status).toBe(400)
    const huge = await patch(access_token, { description: 'x'.repeat(500_000) })
    expect(huge.status).toBe(413)
  })

  // Found by the bad-input fuzz (tests/server/bad-input): an update naming no field was a 500.
  it('answers an empty partial update with the unchanged profile', async () => {
    const user = await createUser(t)
    const { access_token } = await tokensFor(t, user.email)
    const empty = await patch(access_token, {})
    expect(empty.status).toBe(200)
    expect(await empty.json()).toMatchObject({ id: user.id, first_name: 'Ada', last_name: 'Lovelace' })
    expect((await t.request('/3/users/me/', { method: 'PATCH', token: access_token })).status).toBe(200)
  })

  // Found by the bad-input fuzz: PostgreSQL text cannot hold U+0000, so a NUL is a field error, not a 500.
  it('refuses a NUL character in any text field', async () => {
    const user = await createUser(t)
    const { access_token } = await tokensFor(t, user.email)
    const response = await patch(access_token, { first_name: 'A\u0000da', description: '\u0000' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      first_name: ['Null characters are not allowed.'],
      description: ['Null characters are not allowed.'],
    })
  })

  it('needs a signed-in user', async () => {
    expect((await t.request('/3/users/me/', { method: 'PATCH', json: { first_name: 'X' } })).status).toBe(401)
    // Refused before validation: an anonymous caller gets no field errors.
    expect((await t.request('/3/users/me/', { method: 'PATCH', json: { phone: 'bad' } })).status).toBe(401)
    expect((await t.request('/3/users/me/', { method: 'DELETE' })).status).toBe(401)
    const bad = await t.request('/3/users/me/', { token: 'expired-or-made-up' })
    expect(bad.status).toBe(401)
    expect(await bad.json()).toEqual({ detail: 'Invalid or expired token.', code: 'token_not_valid' })
  })

  it('deleting the account erases personal data and ends every session', async () => {
    const user = await createUser(t, {
      phone: '+33612345678',
      bornedOn: '1980-01-01',
      profilePictureUrl: 'https://img.test/me.jpg',
      description: 'me',
    })
    const phone = await tokensFor(t, user.email)
    const laptop = await tokensFor(t, user.email)
    const response = await t.request('/3/users/me/', { method: 'DELETE', token: phone.access_token })
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(row).toMatchObject({
      email: `deleted-${user.id}@deleted.invalid`,
      firstName: 'Deleted user',
      lastName: 'Deleted user',
      phone: null,
      bornedOn: null,
      profilePictureUrl: null,
      description: null,
      isActive: false,
    })
    expect(row!.deletedAt).toBeInstanceOf(Date)
    const families = await t.db.select().from(tokenFamilies).where(eq(tokenFamilies.userId, user.id))
    expect(families.every((family) => family.revokedAt !== null)).toBe(true)

    expect((await me(t, laptop.access_token)).status).toBe(401)
    expect((await refresh(t, laptop.refresh_token)).status).toBe(400)
    expect((await signIn(t, user.email, PASSWORD)).status).toBe(400)
    expect((await t.request(`/3/users/${user.id}/`)).status).toBe(404)
    // The email is free again.
    const again = await t.request('/3/users/', {
      method: 'POST',
      json: { email: user.email, password: 'a new life 2026', first_name: 'Ada', last_name: 'L' },
    })
    expect(again.status).toBe(201)
  })

  it('shows another user only their public fields', async () => {
    const user = await createUser(t, {
      isOwner: true,
      phone: '+33612345678',
      bornedOn: '1980-01-01',
      description: 'Owner of a van',
      languages: ['fr'],
    })
    const response = await t.request(`/3/users/${user.id}/`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      id: user.id,
      first_name: 'Ada',
      profile_picture: { url: null },
      joined_at: user.joinedAt.toISOString(),
      languages: ['fr'],
      is_pro: false,
      is_owner: true,
      description: 'Owner of a van',
    })
  })

  it('answers 404 for unknown, deleted, inactive and non-numeric ids', async () => {
    const inactive = await createUser(t, { isActive: false })
    for (const id of ['999999', String(inactive.id), 'abc', '12abc', '-1', '0', '99999999999999999999', '1.5']) {
      const response = await t.request(`/3/users/${id}/`)
      expect(response.status, id).toBe(404)
      expect(await response.json()).toEqual({ detail: 'Not found.' })
    }
  })

  it('lists the rental credits that have not expired', async () => {
    const user = await createUser(t)
    const other = await createUser(t)
    const day = 86_400_000
    const [soon] = await t.db
      .insert(moneyboxes)
      .values([
        { userId: user.id, amount: 2500, currency: 'EUR', expireAt: new Date(Date.now() + 10 * day) },
        { userId: user.id, amount: 1000, currency: 'EUR', expireAt: new Date(Date.now() - day) },
        { userId: other.id, amount: 9900, currency: 'EUR', expireAt: new Date(Date.now() + day) },
      ])
      .returning()
    const [later] = await t.db
      .insert(moneyboxes)
      .values({ userId: user.id, amount: 5, currency: 'CHF', expireAt: new Date(Date.now() + 20 * day) })
      .returning()
    const { access_token } = await tokensFor(t, user.email)

    const response = await t.request('/3/moneyboxes/', { token: access_token })
    expect(response.status).toBe(200)
    const expected = [
      { id: soon!.id, amount: '25.00', currency: 'EUR', expire_at: soon!.expireAt.toISOString() },
      { id: later!.id, amount: '0.05', currency: 'CHF', expire_at: later!.expireAt.toISOString() },
    ]
    expect(await response.json()).toEqual(expected)
    expect((await (await me(t, access_token)).json()).moneyboxes).toEqual(expected)

    const anonymous = await t.request('/3/moneyboxes/')
    expect(anonymous.status).toBe(401)
  })
})
