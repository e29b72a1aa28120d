import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../../src/domain/stay-price'
import type { BookingStatus } from '../../../src/domain/booking-status'
import { bookings, calendarPeriods, camperOptions } from '../../../src/server/db/schema'
import { toDateRange } from '../../../src/server/db/schema/date-range'
import { priceBooking } from '../../../src/server/services/booking-prices/booking-prices'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createPricesBooking, seedPriceReferentials, today } from '../support/prices-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('booking prices on %s', (kind) => {
  let t: TestApp
  let guest: { id: number; token: string }
  let otherToken: string
  let staffToken: string
  let camperId: number
  let options: number[]
  beforeAll(async () => {
    t = await createTestApp(kind, { RENTAL_COVER_SANDBOX_DELAY_MS: '0' })
    await seedPriceReferentials(t)
    const owner = await createUser(t, { isOwner: true })
    const guestRow = await createUser(t)
    guest = { id: guestRow.id, token: (await tokensFor(t, guestRow.email)).access_token }
    otherToken = (await tokensFor(t, (await createUser(t)).email)).access_token
    staffToken = (await tokensFor(t, (await createUser(t, { isStaff: true })).email)).access_token
    camperId = (await createCamper(t, owner.id, { pricePerDay: 10000, minDays: 2 })).id
    options = (
      await t.db
        .insert(camperOptions)
        .values([
          { camperId, name: 'Bike rack', price: 1500, recurrence: 'booking', maxQuantity: 1 },
          { camperId, name: 'Child seat', price: 300, recurrence: 'day', maxQuantity: 2 },
        ])
        .returning()
    ).map((row) => row.id)
  })
  afterAll(() => t.close())

  const booking = (overrides: Parameters<typeof createPricesBooking>[1] extends infer B ? Partial<B> : never = {}) =>
    createPricesBooking(t, { camperId, guestId: guest.id, ...overrides })
  const get = (id: number, token = guest.token) => t.request(`/3/my-requests/${id}/prices/`, { token })
  const patch = (id: number, json: unknown, token = guest.token) =>
    t.request(`/3/my-requests/${id}/prices/`, { method: 'PATCH', token, json })

  it('prices a 7-day booking 100 days ahead: weekly and early discounts, fees, owner share and both instalment plans', async () => {
    const { id } = await booking()
    const response = await get(id)
    expect(response.status).toBe(200)
    const from = addDays(today(), 100)
    expect(await response.json()).toEqual({
      booking_pk: id,
      currency_used: 'EUR',
      currency_owner: 'EUR',
      date_from: from,
      date_to: addDays(from, 7),
      hour_from: 14,
      hour_to: 12,
      nb_days: 7,
      km_option: 100,
      second_driver: false,
      insurance: null,
      cancel_insurance: false,
      rental_cover: false,
      coupon_code: null,
      options: [],
      price: '624.75',
      price_raw: '729.75',
      price_rental: '700.00',
      price_discount: '105.00',
      price_discount_weekly: '70.00',
      price_discount_early: '35.00',
      price_km: '0.00',
      price_options: '0.00',
      price_second_driver: '0.00',
      price_fees: '29.75',
      price_insurance: '0.00',
      price_cancellation_insurance: '0.00',
      price_rental_cover: '0.00',
      price_coupon: '0.00',
      price_owner: '505.75',
      price_2x_first: '312.38',
      price_2x_second: '312.37',
      second_payment_date: addDays(from, -30),
      price_4x: [
        { amount: '156.21', date: today() },
        { amount: '156.18', date: addDays(today(), 30) },
        { amount: '156.18', date: addDays(today(), 60) },
        { amount: '156.18', date: addDays(today(), 90) },
      ],
      permissions: { is_rental_cover_available: false },
    })
    expect((await priceBooking(t.db, id)).price).toBe(62475)
  })

  it('lets only the guest and staff read the prices: 401, 403, 404 otherwise', async () => {
    const { id } = await booking()
    expect((await t.request(`/3/my-requests/${id}/prices/`)).status).toBe(401)
    const forbidden = await get(id, otherToken)
    expect(forbidden.status).toBe(403)
    expect(await forbidden.json()).toMatchObject({ code: 'forbidden' })
    expect((await get(id, staffToken)).status).toBe(200)
    expect((await get(99_999)).status).toBe(404)
    expect((await get(0)).status).toBe(400)
    expect((await patch(id, { km_option: 200 }, otherToken)).status).toBe(403)
  })

  it('applies the guest’s choices, a coupon, and stores them with the new total', async () => {
    const { id } = await booking()
    const response = await patch(id, {
      km_option: 200,
      insurance: 'serenity',
      cancel_insurance: true,
      second_driver: true,
      coupon_code: ' welcome10 ',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      km_option: 200,
      insurance: 'serenity',
      cancel_insurance: true,
      second_driver: true,
      coupon_code: 'WELCOME10',
      price_km: '35.00',
      price_second_driver: '15.00',
      price_fees: '32.25',
      price_insurance: '217.00',
      price_cancellation_insurance: '34.48',
      price_coupon: '92.87',
      price: '835.86',
      price_owner: '535.50',
      permissions: { is_rental_cover_available: true },
    })
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id))
    expect(row).toMatchObject({
      kmOption: 200,
      insuranceSlug: 'serenity',
      cancelInsurance: true,
      secondDriver: true,
      couponCode: 'WELCOME10',
      totalPrice: 83586,
    })
    // Removing the coupon and moving the dates re-prices from the stored choices.
    const moved = await (
      await patch(id, { coupon_code: null, date_from: addDays(today(), 101), date_to: addDays(today(), 104) })
    ).json()
    expect(moved).toMatchObject({
      nb_days: 3,
      coupon_code: null,
      price_coupon: '0.00',
      price_discount_weekly: '0.00',
      price_discount_early: '15.00',
    })
  })

  it('sells a reinforced insurance (the deductible buy-back) only while is_buyback_available: 400 on insurance from the day of departure', async () => {
    const ahead = await booking({ status: 'CREATED' })
    expect(await (await patch(ahead.id, { insurance: 'serenity-plus' })).json()).toMatchObject({
      insurance: 'serenity-plus',
    })
    const leaving = await booking({ status: 'CREATED', startIn: 0, days: 3 })
    const refused = await patch(leaving.id, { insurance: 'serenity' })
    expect(refused.status).toBe(400)
    expect(Object.keys(await refused.json())).toEqual(['insurance'])
    // A standard insurance is still fine, and moving the trip later makes the buy-back available again.
    expect((await patch(leaving.id, { insurance: 'essential' })).status).not.toBe(400)
    const later = await patch(leaving.id, {
      insurance: 'serenity',
      date_from: addDays(today(), 100),
      date_to: addDays(today(), 103),
    })
    expect(await later.json()).toMatchObject({ insurance: 'serenity' })
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, leaving.id))
    expect(row!.insuranceSlug).toBe('serenity')
  })

  it('answers 400 on coupon_code for an unknown, expired, used-up or too-small coupon, and on insurance for an unknown one', async () => {
    const { id } = await booking()
    const short = await booking({ days: 2 })
    for (const [bookingId, code, message] of [
      [id, 'NOPE', 'does not exist'],
      [id, 'SPRING15', 'expired'],
      [id, 'FLASH20', 'used'],
      [short.id, 'ROAD50', 'minimum'],
    ] as const) {
      const response = await patch(bookingId, { coupon_code: code })
      expect(response.status).toBe(400)
      expect((await response.json()).coupon_code[0]).toContain(message)
    }
    // 50.00 off from a 400.00 booking.
    expect(await (await patch(id, { coupon_code: 'road50' })).json()).toMatchObject({
      coupon_code: 'ROAD50',
      price_coupon: '50.00',
      price: '574.75',
    })
    expect((await patch(id, { coupon_code: '' })).status).toBe(200)
    const insurance = await patch(id, { insurance: 'platinum' })
    expect(insurance.status).toBe(400)
    expect(await insurance.json()).toEqual({ insurance: ['Unknown insurance.'] })
    expect(await (await patch(id, { insurance: 'none' })).json()).toHaveProperty('insurance')
    const badBody = await patch(id, { km_option: 150, hour_from: 10 })
    expect(badBody.status).toBe(400)
    expect(Object.keys(await badBody.json()).sort()).toEqual(['hour_from', 'km_option'])
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id))
    expect(row!.couponCode).toBeNull()
  })

  it('answers the spec’s price errors as __all__ entries', async () => {
    const { id } = await booking()
    const expectErrors = async (json: unknown, expected: unknown[]) => {
      const response = await patch(id, json)
      expect(response.status).toBe(400)
      expect((await response.json()).__all__).toEqual(expected)
    }
    await expectErrors({ date_to: addDays(today(), 99) }, [
      { code: 103, key: 'INVERTED_DATES', message: expect.any(String) },
    ])
    await expectErrors({ date_to: addDays(today(), 101) }, [
      { code: 108, key: 'MIN_DAYS_REQUIRED', message: expect.any(String), min_length: 2 },
    ])
    const [blocked] = await t.db
      .insert(calendarPeriods)
      .values({
        camperId,
        period: toDateRange(addDays(today(), 104), addDays(today(), 110)),
        kind: 'unavailable',
        reason: 'personal_use',
      })
      .returning()
    await expectErrors({}, [expect.objectContaining({ code: 107, key: 'NOT_AVAILABLE' })])
    expect((await get(id)).status).toBe(400)
    await t.db.delete(calendarPeriods).where(eq(calendarPeriods.id, blocked!.id))
  })

  it('refuses unlimited km where the owner does not allow it (106), dates another booking holds (107) and closed days (109)', async () => {
    const owner = await createUser(t, { isOwner: true })
    const strict = await createCamper(t, owner.id, {
      unlimitedKmAllowed: false,
      closedWeekdays: [new Date(`${addDays(today(), 50)}T00:00:00Z`).getUTCDay()],
    })
    const { id } = await createPricesBooking(t, { camperId: strict.id, guestId: guest.id, startIn: 51, days: 5 })
    expect((await patch(id, { km_option: 0 })).status).toBe(400)
    expect((await (await patch(id, { km_option: 0 })).json()).__all__[0]).toMatchObject({
      code: 106,
      key: 'KM_UNLIMITED_NOT_ALLOWED',
    })
    expect((await (await patch(id, { km_option: 200 })).json()).km_option).toBe(200)
    const closed = await (await patch(id, { date_from: addDays(today(), 50) })).json()
    expect(closed.__all__).toEqual([expect.objectContaining({ code: 109, key: 'CLOSED_DAYS' })])
    await createPricesBooking(t, {
      camperId: strict.id,
      guestId: (await createUser(t)).id,
      startIn: 54,
      days: 3,
      status: 'TO_COME',
    })
    expect((await (await get(id)).json()).__all__).toEqual([expect.objectContaining({ code: 107 })])
  })

  it('lets only one of two bookings holding their dates move onto the same days at once (107 for the other)', async () => {
    const first = await booking({ status: 'ACCEPTED', startIn: 500 })
    const second = await booking({ status: 'ACCEPTED', startIn: 520 })
    const target = { date_from: addDays(today(), 540), date_to: addDays(today(), 545) }
    const responses = await Promise.all([patch(first.id, target), patch(second.id, target)])
    expect(responses.map((response) => response.status).sort()).toEqual([200, 400])
    const loser = responses.find((response) => response.status === 400)!
    expect((await loser.json()).__all__).toEqual([expect.objectContaining({ code: 107, key: 'NOT_AVAILABLE' })])
  })

  it('asks for validated documents less than 72 h and 24 h before the start (104, 110)', async () => {
    const { id } = await booking({ startIn: 2, days: 3 })
    const documentsMissing = { documentsValidated: async () => false }
    await expect(priceBooking(t.db, id)).resolves.toMatchObject({ nbDays: 3 })
    const at = (iso: string) => ({ ...documentsMissing, now: () => new Date(iso) })
    const start = `${addDays(today(), 2)}T14:00:00Z`
    const hoursBefore = (hours: number) => new Date(Date.parse(start) - hours * 3_600_000).toISOString()
    await expect(priceBooking(t.db, id, at(hoursBefore(80)))).resolves.toMatchObject({ nbDays: 3 })
    await expect(priceBooking(t.db, id, at(hoursBefore(50)))).rejects.toMatchObject({
      status: 400,
      body: { __all__: [expect.objectContaining({ code: 104 })] },
    })
    await expect(priceBooking(t.db, id, at(hoursBefore(5)))).rejects.toMatchObject({
      body: { __all__: [expect.objectContaining({ code: 110, key: 'INVALID_DOCUMENTS_LESS_24' })] },
    })
  })

  it('quotes rental cover from the provider when the insurance has a deductible', async () => {
    const { id } = await booking()
    const noDeductible = await patch(id, { rental_cover: true })
    expect(noDeductible.status).toBe(400)
    expect(await noDeductible.json()).toHaveProperty('rental_cover')
    const covered = await (await patch(id, { insurance: 'serenity', rental_cover: true })).json()
    expect(covered).toMatchObject({ rental_cover: true, price_rental_cover: '41.30' }) // 5.90 a day for a 500.00 deductible
    const [quoted] = await t.db.select().from(bookings).where(eq(bookings.id, id))
    expect(quoted).toMatchObject({ rentalCoverPrice: 4130, rentalCoverReference: expect.stringMatching(/^sandbox-/) })
    const essential = await (await patch(id, { insurance: 'essential' })).json()
    expect(essential.price_rental_cover).toBe('69.30') // 9.90 a day above 1,000.00
    expect((await (await patch(id, { rental_cover: false })).json()).price_rental_cover).toBe('0.00')
  })

  it('answers 503 RENTAL_COVER_SERVICE_UNAVAILABLE when the rental cover service is down', async () => {
    const down = await createTestApp(kind, { RENTAL_COVER_SANDBOX: 'down', RENTAL_COVER_SANDBOX_DELAY_MS: '0' })
    try {
      await seedPriceReferentials(down)
      const owner = await createUser(down)
      const guestRow = await createUser(down)
      const token = (await tokensFor(down, guestRow.email)).access_token
      const { id: camper } = await createCamper(down, owner.id)
      const { id } = await createPricesBooking(down, { camperId: camper, guestId: guestRow.id })
      const response = await down.request(`/3/my-requests/${id}/prices/`, {
        method: 'PATCH',
        token,
        json: { insurance: 'essential', rental_cover: true },
      })
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ detail: expect.any(String), code: 'RENTAL_COVER_SERVICE_UNAVAILABLE' })
      expect((await down.request('/v4/rental-cover/conditions/')).status).toBe(503)
    } finally {
      await down.close()
    }
  })

  it('changes prices only while the booking is updatable (405 BOOKING_NOT_IN_VALID_STATE otherwise)', async () => {
    // Far apart, so the bookings that hold their dates do not make the others unavailable. A draft is still being filled.
    let startIn = 200
    const at = (status: BookingStatus) => booking({ status, startIn: (startIn += 10) })
    for (const status of ['ACCEPTED', 'ABANDONED', 'CREATED'] as const)
      expect((await patch((await at(status)).id, { km_option: 200 })).status).toBe(200)
    for (const status of ['TO_COME', 'CANCELLED_GUEST', 'VALIDATED'] as const) {
      const response = await patch((await at(status)).id, { km_option: 200 })
      expect(response.status).toBe(405)
      expect(await response.json()).toMatchObject({ code: 'BOOKING_NOT_IN_VALID_STATE' })
    }
  })

  it('sets the camper options of a booking and checks each one', async () => {
    const { id } = await booking({ startIn: 400 })
    const post = (json: unknown) =>
      t.request(`/3/my-requests/${id}/options/`, { method: 'POST', token: guest.token, json })
    const chosen = await post({
      options: [
        { id: options[0], quantity: 1 },
        { id: options[1], quantity: 2 },
      ],
    })
    expect(chosen.status).toBe(200)
    expect(await chosen.json()).toMatchObject({
      price_options: '57.00',
      options: [
        { id: options[0], quantity: 1 },
        { id: options[1], quantity: 2 },
      ],
    })
    const wrong = await post({
      options: [
        { id: 999_999, quantity: 1 },
        { id: options[1], quantity: 3 },
      ],
    })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({
      'options.0.id': ['This vehicle has no such option.'],
      'options.1.quantity': ['Ensure this value is less than or equal to 2.'],
    })
    expect((await (await post({ options: [] })).json()).price_options).toBe('0.00')
  })
})
