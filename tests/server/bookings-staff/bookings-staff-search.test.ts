import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createPaymentsBooking, inDays } from '../support/payments-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('staff booking search on %s', (kind) => {
  let t: TestApp
  let staffToken = ''
  let guestToken = ''
  const ids = { guest: 0, owner: 0, camper: 0, accepted: 0, done: 0, other: 0 }

  beforeAll(async () => {
    t = await createTestApp(kind)
    const guest = await createUser(t, { email: 'grace_h@roam.test', firstName: 'Grace', lastName: 'Hopper' })
    const owner = await createUser(t, { email: 'orson@roam.test', isOwner: true })
    const otherGuest = await createUser(t, { email: 'alan@roam.test' })
    const staff = await createUser(t, { isStaff: true })
    ids.guest = guest.id
    ids.owner = owner.id
    ids.camper = (await createCamper(t, owner.id)).id
    ids.accepted = (
      await createPaymentsBooking(t, { guestId: guest.id, camperId: ids.camper, from: inDays(30), to: inDays(35) })
    ).id
    ids.done = (
      await createPaymentsBooking(t, {
        guestId: guest.id,
        camperId: ids.camper,
        status: 'DONE',
        from: inDays(-20),
        to: inDays(-15),
      })
    ).id
    ids.other = (
      await createPaymentsBooking(t, {
        guestId: otherGuest.id,
        camperId: ids.camper,
        status: 'VALIDATED',
        from: inDays(50),
        to: inDays(55),
      })
    ).id
    staffToken = (await tokensFor(t, staff.email)).access_token
    guestToken = (await tokensFor(t, guest.email)).access_token
  })
  afterAll(() => t.close())

  const search = async (query: string, token = staffToken) => t.request(`/v4/bookings-staff/${query}`, { token })
  const idsOf = async (query: string) =>
    ((await (await search(query)).json()).results as Array<{ id: number }>).map((booking) => booking.id)

  it('lists every booking newest first, with both sides, the dates and whether staff may still cancel', async () => {
    const all = await (await search('')).json()
    expect(all).toMatchObject({ count: 3, next: null, previous: null })
    expect(all.results.map((booking: { id: number }) => booking.id)).toEqual([ids.other, ids.done, ids.accepted])
    const accepted = all.results.find((booking: { id: number }) => booking.id === ids.accepted)
    expect(accepted).toMatchObject({
      camper_id: ids.camper,
      guest: { id: ids.guest, email: 'grace_h@roam.test', first_name: 'Grace', last_name: 'Hopper' },
      owner: { id: ids.owner, email: 'orson@roam.test' },
      state: 'ACCEPTED',
      is_instant: false,
      date_from: inDays(30),
      date_to: inDays(35),
      total_price: 85050,
      currency: 'EUR',
      cancel_reason: null,
      can_cancel: true,
    })
    // DONE is final in the booking machine: there is nothing left to cancel.
    expect(all.results.find((booking: { id: number }) => booking.id === ids.done)).toMatchObject({
      state: 'DONE',
      can_cancel: false,
    })
    const paged = await (await search('?page_size=2&page=2')).json()
    expect(paged).toMatchObject({ count: 3, next: null })
    expect(paged.previous).toContain('page=1')
    expect(paged.results).toHaveLength(1)
  })

  it('finds a booking by id or #id, by part of the guest’s or the owner’s email, and filters by state', async () => {
    expect(await idsOf(`?q=${ids.done}`)).toEqual([ids.done])
    expect(await idsOf(`?q=%23${ids.other}`)).toEqual([ids.other])
    expect(await idsOf('?q=GRACE_H')).toEqual([ids.done, ids.accepted])
    expect(await idsOf('?q=alan@')).toEqual([ids.other])
    expect(await idsOf('?q=orson')).toHaveLength(3)
    expect(await idsOf('?q=grace&state=ACCEPTED')).toEqual([ids.accepted])
    // `_` is a character to find, not a one-character wildcard; an id beyond the column's range matches nothing.
    expect(await idsOf('?q=grace_')).toHaveLength(2)
    expect(await idsOf('?q=grace%25')).toEqual([])
    expect(await idsOf('?q=99999999999')).toEqual([])
  })

  it('shows one booking with its status history, 404 for an unknown one', async () => {
    const detail = await (await search(`${ids.accepted}/`)).json()
    expect(detail).toMatchObject({ id: ids.accepted, state: 'ACCEPTED', can_cancel: true, history: [] })
    const cancelled = await t.request(`/v4/bookings-staff/${ids.accepted}/cancel/`, {
      method: 'PATCH',
      token: staffToken,
      json: { reason: 'Fraud suspected.' },
    })
    expect(cancelled.status).toBe(200)
    const after = await (await search(`${ids.accepted}/`)).json()
    expect(after).toMatchObject({
      state: 'CANCELLED_STAFF',
      cancel_reason: 'staff',
      cancel_message: 'Fraud suspected.',
      can_cancel: false,
    })
    expect(after.history).toEqual([
      expect.objectContaining({ from_state: 'ACCEPTED', to_state: 'CANCELLED_STAFF', event: 'staff.cancel' }),
    ])
    expect(after.history[0].at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect((await search('999999/')).status).toBe(404)
  })

  it('is for staff only and answers bad filters with field errors', async () => {
    expect((await search('', '')).status).toBe(401)
    const refused = await search('', guestToken)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ code: 'not_staff' })
    expect((await search(`${ids.done}/`, guestToken)).status).toBe(403)
    const bad = await search('?state=LOST&page=0&page_size=500')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({
      state: ['Not a valid choice.'],
      page: ['Invalid page.'],
      page_size: ['Ensure this value is less than or equal to 100.'],
    })
    expect((await search('abc/')).status).toBe(400)
  })
})
