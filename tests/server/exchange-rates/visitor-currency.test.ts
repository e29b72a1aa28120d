import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refreshExchangeRates } from '../../../src/server/services/exchange-rates/exchange-rates'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'
import { createCamper, createOwner, inDays } from '../search/fixtures'

interface Item {
  id: number
  price_per_day: string
  final_booking_price: string | null
  currency: string
  currency_owner: string
}

// Near SEA yet beyond the other search tests' radius: these campers are priced in four currencies.
const HERE = { latitude: 10, longitude: -28 }
/** A CHF decimal in GBP at RATES, computed apart from the server: minor units × 0.842 / 0.939, half up. */
const toGbp = (chf: string) => {
  const minor = Math.round(Number(chf) * 100)
  return (Number((BigInt(minor) * 842000n * 2n + 939000n) / (939000n * 2n)) / 100).toFixed(2)
}
const RATES = { day: '2026-12-04', perEuro: { CHF: '0.9390', GBP: '0.8420', USD: '1.0830' } }

describe.each(TEST_DATABASES)('prices in the visitor’s currency on %s', (kind) => {
  let t: TestApp
  const ids: Record<string, number> = {}
  const search = async (query: string) => {
    const response = await t.request(
      `/3/products/?latitude=${HERE.latitude}&longitude=${HERE.longitude}&radius=20&${query}`,
    )
    expect(response.status, await response.clone().text()).toBe(200)
    return ((await response.json()) as { results: Item[] }).results
  }
  const byId = async (query: string) => new Map((await search(query)).map((item) => [item.id, item]))

  beforeAll(async () => {
    t = await createTestApp(kind)
    const owner = await createOwner(t)
    // createCamper places campers east of SEA: 222 km east is HERE.
    const at = (km: number) => ({ eastKm: 219 + km })
    ids.euro = (await createCamper(t, owner.id, { ...at(0), pricePerDay: 10000, currency: 'EUR' })).id
    ids.franc = (await createCamper(t, owner.id, { ...at(1), pricePerDay: 10000, currency: 'CHF' })).id
    ids.pound = (await createCamper(t, owner.id, { ...at(2), pricePerDay: 9000, currency: 'GBP' })).id
    ids.yen = (await createCamper(t, owner.id, { ...at(3), pricePerDay: 1000000, currency: 'JPY' })).id
  }, 120_000)
  afterAll(() => t.close())

  it('shows each camper in its owner’s currency until rates are known', async () => {
    const items = await byId('currency=EUR')
    expect(items.size).toBe(4)
    expect(items.get(ids.euro!)).toMatchObject({ price_per_day: '100.00', currency: 'EUR', currency_owner: 'EUR' })
    expect(items.get(ids.franc!)).toMatchObject({ price_per_day: '100.00', currency: 'CHF', currency_owner: 'CHF' })
  })

  it('converts every figure exactly at the day’s rates, through the euro', async () => {
    await refreshExchangeRates(t.db, { latestRates: () => Promise.resolve(RATES) })
    const euros = await byId('currency=EUR')
    // 100 CHF / 0.939 = 106.496… ; 90 GBP / 0.842 = 106.888…
    expect(euros.get(ids.franc!)).toMatchObject({ price_per_day: '106.50', currency: 'EUR', currency_owner: 'CHF' })
    expect(euros.get(ids.pound!)).toMatchObject({ price_per_day: '106.89', currency: 'EUR', currency_owner: 'GBP' })
    // No rate for the yen: its figures stay in yen, and say so.
    expect(euros.get(ids.yen!)).toMatchObject({ price_per_day: '10000.00', currency: 'JPY', currency_owner: 'JPY' })

    const pounds = await byId('currency=GBP')
    expect(pounds.get(ids.euro!)).toMatchObject({ price_per_day: '84.20', currency: 'GBP' })
    // 100 × 0.842 / 0.939 = 89.669…
    expect(pounds.get(ids.franc!)).toMatchObject({ price_per_day: '89.67', currency: 'GBP' })
    expect(pounds.get(ids.pound!)).toMatchObject({ price_per_day: '90.00', currency: 'GBP', currency_owner: 'GBP' })

    const from = inDays(30)
    const to = inDays(33)
    const stay = await byId(`currency=EUR&date_from=${from}&date_to=${to}`)
    // 300 CHF / 0.939 = 319.488…
    expect(stay.get(ids.franc!)).toMatchObject({ final_booking_price: '319.49', currency: 'EUR' })
  })

  it('filters and sorts on the converted price; a camper no rate converts sorts last', async () => {
    const order = (await search('currency=EUR&sort=price')).map((item) => item.id)
    expect(order).toEqual([ids.euro, ids.franc, ids.pound, ids.yen])
    const reversed = (await search('currency=EUR&sort=-price')).map((item) => item.id)
    expect(reversed).toEqual([ids.pound, ids.franc, ids.euro, ids.yen])
    expect((await search('currency=EUR&max_price=106')).map((item) => item.id)).toEqual([ids.euro])
    expect((await search('currency=EUR&max_price=106.6&sort=price')).map((item) => item.id)).toEqual([
      ids.euro,
      ids.franc,
    ])
    expect((await search('currency=GBP&min_price=85&sort=price')).map((item) => item.id)).toEqual([
      ids.franc,
      ids.pound,
    ])
  })

  it('gives the listing and its price box in the camper’s currency, converted alongside', async () => {
    const listing = await (await t.request(`/3/products/${ids.franc}/?currency=EUR`)).json()
    expect(listing).toMatchObject({
      price_per_day: '100.00',
      currency: 'CHF',
      converted: { currency: 'EUR', rate_day: '2026-12-04', price_per_day: '106.50' },
    })
    expect(listing.converted.rate).toBeCloseTo(1 / 0.939, 6)
    // Not asked, or the camper's own currency: nothing to convert.
    expect((await (await t.request(`/3/products/${ids.franc}/`)).json()).converted).toBeNull()
    expect((await (await t.request(`/3/products/${ids.franc}/?currency=CHF`)).json()).converted).toBeNull()
    expect((await (await t.request(`/3/products/${ids.yen}/?currency=EUR`)).json()).converted).toBeNull()

    const quote = await (
      await t.request(`/3/products/${ids.franc}/price/?date_from=${inDays(30)}&date_to=${inDays(33)}&currency=GBP`)
    ).json()
    // The quote stays in francs, as charged; each figure is converted from it on its own.
    expect(quote.currency).toBe('CHF')
    expect(quote.converted).toEqual({
      currency: 'GBP',
      rate_day: '2026-12-04',
      rate: expect.any(Number),
      price_per_day: toGbp(quote.price_per_day),
      final_booking_price: toGbp(quote.final_booking_price),
      total: toGbp(quote.total),
    })
  })

  it('refuses a currency it does not show prices in, on the field', async () => {
    for (const path of [`/3/products/?currency=XYZ`, `/3/products/${ids.euro}/?currency=eur`]) {
      const response = await t.request(path)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ currency: [expect.stringContaining('EUR')] })
    }
  })
})
