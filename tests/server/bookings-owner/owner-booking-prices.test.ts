import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { dayFromToday } from '../support/core-bookings'
import { blockDays } from '../support/extras-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const cents = (amount: string) => Math.round(Number(amount) * 100)

describe.each(TEST_DATABASES)('GET /3/my-bookings/{id}/prices/ on %s', (kind) => {
  let t: TestApp
  let guestToken: string
  let ownerToken: string
  let otherOwnerToken: string
  let staffToken: string
  let camperId: number

  beforeAll(async () => {
    t = await createTestApp(kind)
    const guest = await createUser(t)
    const owner = await createUser(t, { isOwner: true })
    const otherOwner = await createUser(t, { isOwner: true })
    const staff = await createUser(t, { isStaff: true })
    guestToken = (await tokensFor(t, guest.email)).access_token
    ownerToken = (await tokensFor(t, owner.email)).access_token
    otherOwnerToken = (await tokensFor(t, otherOwner.email)).access_token
    staffToken = (await tokensFor(t, staff.email)).access_token
    camperId = (await createCamper(t, owner.id)).id
    await createCamper(t, otherOwner.id)
  })
  afterAll(() => t.close())

  /** A request the guest made (and sent, unless `send` is false) for `days` days starting `start` days from today. */
  const requestFor = async (start: number, days: number, send = true) => {
    const created = await t.request('/v4/bookings/', {
      method: 'POST',
      token: guestToken,
      json: {
        camper: camperId,
        date_from: dayFromToday(start),
        date_to: dayFromToday(start + days),
        hour_from: 14,
        hour_to: 12,
        travelers: 2,
      },
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const { id } = (await created.json()) as { id: number }
    if (send)
      expect(
        (await t.request(`/v4/bookings-guest/${id}/validate/`, { method: 'PATCH', token: guestToken })).status,
      ).toBe(200)
    return id
  }
  const ownerPrices = (id: number, token = ownerToken) => t.request(`/3/my-bookings/${id}/prices/`, { token })

  it("gives the owner their part, the commission and what they earn, the same as the guest's price breakdown", async () => {
    const id = await requestFor(20, 8)
    // The guest's read of the same breakdown is the reference.
    const guestView = await (await t.request(`/3/my-requests/${id}/prices/`, { token: guestToken })).json()
    const response = await ownerPrices(id)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({
      booking_pk: id,
      currency_owner: 'EUR',
      date_from: dayFromToday(20),
      date_to: dayFromToday(28),
      nb_days: 8,
      commission_rate: 0.15,
      price_rental: guestView.price_rental,
      price_discount: guestView.price_discount,
      price_km: guestView.price_km,
      price_options: guestView.price_options,
      price_owner: guestView.price_owner,
      price: guestView.price,
      price_fees: guestView.price_fees,
    })
    // Eight days: the weekly discount is the owner's.
    expect(cents(body.price_discount_weekly)).toBe(Math.round(cents(body.price_rental) * 0.1))
    const gross =
      cents(body.price_rental) - cents(body.price_discount) + cents(body.price_km) + cents(body.price_options)
    expect(cents(body.price_owner_gross)).toBe(gross)
    expect(cents(body.price_owner)).toBe(Math.round(gross * 0.85))
    expect(cents(body.price_commission)).toBe(gross - cents(body.price_owner))
    // What the guest pays is never what the owner earns.
    expect(cents(body.price)).toBeGreaterThan(cents(body.price_owner))
    expect(body).not.toHaveProperty('price_4x')
  })

  it('keeps the earnings of a sent request when its dates are blocked afterwards', async () => {
    const id = await requestFor(60, 3)
    await blockDays(t, camperId, dayFromToday(60), dayFromToday(63))
    expect((await t.request(`/3/my-requests/${id}/prices/`, { token: guestToken })).status).toBe(400)
    const response = await ownerPrices(id)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ booking_pk: id, nb_days: 3 })
  })

  it('is the owner’s (and staff’s) only: 401 anonymous, 404 for the guest, another owner, a draft or an unknown booking', async () => {
    const id = await requestFor(90, 3)
    expect((await t.request(`/3/my-bookings/${id}/prices/`)).status).toBe(401)
    for (const token of [guestToken, otherOwnerToken]) {
      const response = await ownerPrices(id, token)
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ detail: expect.any(String) })
    }
    expect((await ownerPrices(id, staffToken)).status).toBe(200)
    const draft = await requestFor(100, 3, false)
    expect((await ownerPrices(draft)).status).toBe(404)
    expect((await ownerPrices(999_999)).status).toBe(404)
    const notAnId = await ownerPrices(Number.NaN)
    expect(notAnId.status).toBe(400)
    expect(await notAnId.json()).toHaveProperty('id')
  })
})
