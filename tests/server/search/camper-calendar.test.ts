import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../../src/domain/stay-price'
import { createUser, tokensFor } from '../support/accounts'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'
import { blockDays, book, createCamper, createOwner, inDays, priceDays, today } from './fixtures'

describe.each(TEST_DATABASES)('camper availabilities and price on %s', (kind) => {
  let t: TestApp
  let camperId: number
  beforeAll(async () => {
    t = await createTestApp(kind)
    const owner = await createOwner(t)
    const guest = await createUser(t)
    const camper = await createCamper(t, owner.id, { pricePerDay: 10000, minDays: 3, maxMonthsFutureRental: 6 })
    camperId = camper.id
    await book(t, camperId, guest.id, inDays(10), inDays(14), 'TO_COME')
    await book(t, camperId, guest.id, inDays(10), inDays(14), 'CANCELLED_GUEST')
    await book(t, camperId, guest.id, inDays(30), inDays(33), 'VALIDATED')
    await blockDays(t, camperId, inDays(20), inDays(23), 'wintering')
    await priceDays(t, camperId, inDays(40), inDays(50), 15000, { minDays: 5 })
  })
  afterAll(() => t.close())

  it('lists confirmed bookings, blocked periods and calendar prices between two days', async () => {
    const response = await t.request(
      `/3/products/${camperId}/availabilities/?date_from=${inDays(0)}&date_to=${inDays(60)}`,
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      camper_id: camperId,
      date_from: inDays(0),
      date_to: inDays(60),
      min_days: 3,
      max_months_future_rental: 6,
      unavailable: [
        { date_from: inDays(10), date_to: inDays(14), reason: 'booked' },
        { date_from: inDays(20), date_to: inDays(23), reason: 'wintering' },
      ],
      prices: [{ date_from: inDays(40), date_to: inDays(50), price_per_day: '150.00', season: 3, color: 2 }],
    })
  })

  it('defaults to today and the next six months', async () => {
    const body = await (await t.request(`/3/products/${camperId}/availabilities/`)).json()
    expect(body.date_from).toBe(today())
    expect(body.date_to > addDays(today(), 180)).toBe(true)
    expect(body.date_to < addDays(today(), 186)).toBe(true)
    const narrow = await (
      await t.request(`/3/products/${camperId}/availabilities/?date_from=${inDays(15)}&date_to=${inDays(19)}`)
    ).json()
    expect(narrow).toMatchObject({ unavailable: [], prices: [] })
  })

  it('quotes free dates with calendar prices, the long-stay discount, the km option and the fee', async () => {
    const response = await t.request(
      `/3/products/${camperId}/price/?date_from=${inDays(38)}&date_to=${inDays(45)}&km_option=200`,
    )
    expect(response.status).toBe(200)
    // 2 days at 100 and 5 at 150 = 950, 10% off = 855, km option 7 × 5 = 35, fee 5% of 890 = 44.50.
    expect(await response.json()).toEqual({
      available: true,
      reasons: [],
      min_days: 5,
      nb_days: 7,
      price_per_day: '135.71',
      original_booking_price: '950.00',
      final_booking_price: '855.00',
      discount: '95.00',
      km_included: 200,
      km_option_price: '35.00',
      service_fee: '44.50',
      total: '934.50',
      currency: 'EUR',
      converted: null,
    })
  })

  it('quotes what the booking request then costs: the price engine, early-booking discount included', async () => {
    const guest = await createUser(t)
    const { access_token: token } = await tokensFor(t, guest.email)
    // Far enough ahead for the early-booking discount, and a week for the weekly one.
    const from = inDays(120)
    const to = inDays(127)
    const quote = await (await t.request(`/3/products/${camperId}/price/?date_from=${from}&date_to=${to}`)).json()
    // 7 days at 100 = 700, 10 % weekly and 5 % early off = 595, fee 5 % = 29.75.
    expect(quote).toMatchObject({
      available: true,
      original_booking_price: '700.00',
      discount: '105.00',
      final_booking_price: '595.00',
      service_fee: '29.75',
      total: '624.75',
    })
    const requested = await t.request('/v4/bookings/', {
      method: 'POST',
      token,
      json: { camper: camperId, date_from: from, date_to: to, hour_from: 14, hour_to: 12, travelers: 2, message: 'Hi' },
    })
    expect(requested.status).toBe(201)
    const { id } = await requested.json()
    const prices = await (await t.request(`/3/my-requests/${id}/prices/`, { token })).json()
    expect(prices.price).toBe(quote.total)
  })

  it('says why dates cannot be booked', async () => {
    const quote = async (from: string, to: string) =>
      (await (await t.request(`/3/products/${camperId}/price/?date_from=${from}&date_to=${to}`)).json()) as {
        available: boolean
        reasons: string[]
      }
    expect(await quote(inDays(12), inDays(16))).toMatchObject({ available: false, reasons: ['not_available'] })
    expect(await quote(inDays(21), inDays(25))).toMatchObject({ available: false, reasons: ['not_available'] })
    expect(await quote(inDays(30), inDays(34))).toMatchObject({ available: true, reasons: [] })
    expect(await quote(inDays(60), inDays(62))).toMatchObject({ available: false, reasons: ['min_days'] })
    expect(await quote(inDays(200), inDays(205))).toMatchObject({ available: false, reasons: ['too_far_in_future'] })
    expect(await quote(inDays(-3), inDays(2))).toMatchObject({ available: false, reasons: ['in_the_past'] })
  })

  it('calls a stay that starts or ends on a closed weekday unavailable, as the booking request would refuse it', async () => {
    const owner = await createUser(t, { isOwner: true })
    const from = inDays(30)
    const startWeekday = new Date(`${from}T00:00:00Z`).getUTCDay()
    const closed = await createCamper(t, owner.id, { closedWeekdays: [startWeekday] })
    const answer = await (
      await t.request(`/3/products/${closed.id}/price/?date_from=${from}&date_to=${inDays(34)}`)
    ).json()
    expect(answer).toMatchObject({ available: false, reasons: ['closed_day'] })
    const nextDay = await (
      await t.request(`/3/products/${closed.id}/price/?date_from=${inDays(31)}&date_to=${inDays(34)}`)
    ).json()
    expect(nextDay).toMatchObject({ available: true, reasons: [] })
  })

  it('answers 404 for an unknown camper and 400 for bad input', async () => {
    const missing = await t.request(`/3/products/999999/price/?date_from=${inDays(1)}&date_to=${inDays(4)}`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ detail: 'Not found.', code: 'not_found' })
    expect((await t.request('/3/products/999999/availabilities/')).status).toBe(404)
    const cases: Array<[string, string]> = [
      [`/3/products/${camperId}/price/`, 'date_from'],
      [`/3/products/${camperId}/price/?date_from=${inDays(5)}&date_to=${inDays(3)}`, 'date_to'],
      [`/3/products/${camperId}/price/?date_from=${inDays(5)}&date_to=${inDays(8)}&km_option=300`, 'km_option'],
      [`/3/products/${camperId}/availabilities/?date_from=tomorrow`, 'date_from'],
      ['/3/products/abc/availabilities/', 'id'],
      // Found by the bad-input fuzz: an id beyond PostgreSQL's integer was a 500.
      ['/3/products/2147483648/availabilities/', 'id'],
    ]
    for (const [path, field] of cases) {
      const response = await t.request(path)
      expect(response.status, path).toBe(400)
      expect(await response.json(), path).toHaveProperty(field)
    }
  })
})
