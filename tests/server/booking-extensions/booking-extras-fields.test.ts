import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCamper } from '../support/campers'
import { createExtrasBooking, extrasParties, inDays } from '../support/extras-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

/** A trip to come with the included km, on a camper that allows unlimited km: every extra may be asked. */
const rules = { day_before: true, day_after: true, day_slide: true, km_200: true, km_unlimited: true, max_days: 90 }
const driver = { first_name: 'Grace', last_name: 'Hopper', licence_number: 'HOPPE806092G99AB', licence_category: 'B' }

/** Spec 2 §3: the Booking carries its extensions and upgrades, so a reload shows the requests' states. */
describe.each(TEST_DATABASES)('booking extensions and upgrades in the Booking on %s', (kind) => {
  let t: TestApp
  let parties: Awaited<ReturnType<typeof extrasParties>>
  beforeAll(async () => {
    t = await createTestApp(kind)
    parties = await extrasParties(t)
  })
  afterAll(() => t.close())

  let nextStart = 100
  const newBooking = () => {
    nextStart += 10
    return createExtrasBooking(t, {
      camperId: parties.camper.id,
      guestId: parties.guest.id,
      dateFrom: inDays(nextStart),
      dateTo: inDays(nextStart + 5),
    })
  }
  const guest = (path: string, init: RequestInit & { json?: unknown } = {}) =>
    t.request(`/v4/bookings-guest/${path}`, { token: parties.guestToken, ...init })
  const owner = (path: string, init: RequestInit & { json?: unknown } = {}) =>
    t.request(`/v4/bookings-owner/${path}`, { token: parties.ownerToken, ...init })
  const read = async (response: Response) => {
    expect(response.status).toBe(200)
    return response.json()
  }
  const guestBooking = async (id: number) => read(await guest(`${id}/`))
  const ownerBooking = async (id: number) => read(await owner(`${id}/`))
  const inList = async (call: typeof guest, id: number) => {
    const list = await read(await call('?page_size=100'))
    return list.results.find((booking: { id: number }) => booking.id === id)
  }

  it('follows an extension from draft to paid, on both sides, in the detail and the list', async () => {
    const booking = await newBooking()
    const none = { state: null, permissions: { can_create_extensions: true }, rules, requests: [] }
    expect((await guestBooking(booking.id)).extensions).toEqual(none)
    expect((await ownerBooking(booking.id)).extensions).toEqual(none)

    const draft = await (await guest(`${booking.id}/extensions/`, { method: 'POST', json: { day_after: 2 } })).json()
    expect((await guestBooking(booking.id)).extensions).toEqual({
      state: 'CREATED',
      permissions: { can_create_extensions: false },
      rules,
      requests: [draft],
    })
    // The owner does not see a draft the guest has not sent.
    expect((await ownerBooking(booking.id)).extensions).toEqual({
      state: null,
      permissions: { can_create_extensions: false },
      rules,
      requests: [],
    })

    const sent = await read(await guest(`${booking.id}/extensions/validate/`, { method: 'PATCH' }))
    expect((await guestBooking(booking.id)).extensions.requests).toEqual([sent])
    const asked = (await ownerBooking(booking.id)).extensions
    expect(asked).toMatchObject({
      state: 'GUEST_ASK',
      requests: [
        { id: draft.id, state: 'GUEST_ASK', earnings: '87.21', permissions: { can_accept: true, can_refuse: true } },
      ],
    })
    expect(asked.requests[0]).not.toHaveProperty('price_total')
    expect((await inList(owner, booking.id)).extensions).toEqual(asked)

    const accepted = await read(await owner(`${booking.id}/extensions/accept/`, { method: 'PATCH' }))
    expect((await ownerBooking(booking.id)).extensions.requests).toEqual([accepted])
    const payable = (await inList(guest, booking.id)).extensions
    expect(payable).toMatchObject({
      state: 'ACCEPTED',
      requests: [{ id: draft.id, price_total: '107.73', permissions: { can_pay: true } }],
    })
    expect(payable.requests[0]).not.toHaveProperty('earnings')

    const paid = await read(await guest(`${booking.id}/extensions/confirm/`))
    const after = await guestBooking(booking.id)
    expect(after.extensions).toEqual({
      state: null,
      permissions: { can_create_extensions: true },
      rules,
      requests: [paid],
    })
    expect(after.date_to).toBe(inDays(nextStart + 7))
  })

  it('lists the requests newest first, each booking with its own', async () => {
    const first = await newBooking()
    const second = await newBooking()
    await guest(`${first.id}/extensions/`, { method: 'POST', json: { day_after: 1 } })
    await read(await guest(`${first.id}/extensions/cancel/`, { method: 'PATCH' }))
    const again = await (
      await guest(`${first.id}/extensions/`, { method: 'POST', json: { km_unlimited: true } })
    ).json()
    expect((await inList(guest, first.id)).extensions).toMatchObject({
      state: 'CREATED',
      requests: [
        { id: again.id, state: 'CREATED' },
        { state: 'CANCEL_GUEST', day_after: 1 },
      ],
    })
    expect((await inList(guest, second.id)).extensions).toEqual({
      state: null,
      permissions: { can_create_extensions: true },
      rules,
      requests: [],
    })
  })

  it('carries the second driver asked, accepted and paid', async () => {
    const booking = await newBooking()
    // No insurance of ours on these bookings: nothing to buy back.
    const none = {
      permissions: { can_add_second_driver: true, can_buy_back: false },
      requests: { second_driver: null, buyback: null },
    }
    expect((await guestBooking(booking.id)).upgrades).toEqual(none)
    expect((await ownerBooking(booking.id)).upgrades).toEqual(none)

    const draft = await (
      await guest(`${booking.id}/upgrades/`, { method: 'POST', json: { second_driver: driver } })
    ).json()
    expect((await guestBooking(booking.id)).upgrades).toEqual({
      permissions: { can_add_second_driver: false, can_buy_back: false },
      requests: { second_driver: draft, buyback: null },
    })

    const validated = await read(await guest(`${booking.id}/upgrades/validate/`, { method: 'PATCH' }))
    expect((await inList(guest, booking.id)).upgrades.requests.second_driver).toEqual(validated)
    expect((await inList(owner, booking.id)).upgrades.requests.second_driver).toMatchObject({
      state: 'ACCEPTED',
      second_driver: driver,
    })

    const paid = await read(await guest(`${booking.id}/upgrades/confirm/`))
    expect((await guestBooking(booking.id)).upgrades).toEqual({
      permissions: { can_add_second_driver: false, can_buy_back: false },
      requests: { second_driver: paid, buyback: null },
    })
  })

  it('offers neither extras on a booking that is not paid', async () => {
    const unpaid = await createExtrasBooking(t, {
      camperId: parties.camper.id,
      guestId: parties.guest.id,
      status: 'ACCEPTED',
      dateFrom: inDays(300),
      dateTo: inDays(303),
    })
    const view = await guestBooking(unpaid.id)
    expect(view.extensions.permissions.can_create_extensions).toBe(false)
    expect(view.upgrades.permissions.can_add_second_driver).toBe(false)
    expect(view.extensions.rules).toEqual({
      day_before: false,
      day_after: false,
      day_slide: false,
      km_200: false,
      km_unlimited: false,
      max_days: 90,
    })
  })

  it('derives extensions.rules from the trip: started, km already raised, camper without unlimited km; the create call obeys them', async () => {
    const ongoing = await createExtrasBooking(t, {
      camperId: parties.camper.id,
      guestId: parties.guest.id,
      status: 'ONGOING',
      dateFrom: inDays(-1),
      dateTo: inDays(3),
    })
    expect((await guestBooking(ongoing.id)).extensions.rules).toEqual({ ...rules, day_before: false, day_slide: false })

    const raised = await newBooking()
    await guest(`${raised.id}/extensions/`, { method: 'POST', json: { km_200: true } })
    await read(await guest(`${raised.id}/extensions/validate/`, { method: 'PATCH' }))
    await read(await owner(`${raised.id}/extensions/accept/`, { method: 'PATCH' }))
    await read(await guest(`${raised.id}/extensions/confirm/`))
    expect((await ownerBooking(raised.id)).extensions.rules).toEqual({ ...rules, km_200: false })
    const again = await guest(`${raised.id}/extensions/`, { method: 'POST', json: { km_200: true } })
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({ km_200: ['The trip already has 200 km a day or more.'] })

    const limited = await createCamper(t, parties.owner.id, { unlimitedKmAllowed: false })
    const onLimited = await createExtrasBooking(t, {
      camperId: limited.id,
      guestId: parties.guest.id,
      dateFrom: inDays(400),
      dateTo: inDays(404),
    })
    expect((await guestBooking(onLimited.id)).extensions.rules).toEqual({ ...rules, km_unlimited: false })
    const unlimited = await guest(`${onLimited.id}/extensions/`, { method: 'POST', json: { km_unlimited: true } })
    expect(unlimited.status).toBe(400)
    expect(await unlimited.json()).toEqual({
      km_unlimited: ['This vehicle cannot be rented with unlimited kilometres.'],
    })
  })
})
