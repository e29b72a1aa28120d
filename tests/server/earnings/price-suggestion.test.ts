import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const LYON = {
  city: 'Lyon',
  country: 'FR',
  street: '12 rue de la République',
  zipcode: '69002',
  latitude: 45.764,
  longitude: 4.8357,
}

describe.each(TEST_DATABASES)('onboarding server calls on %s', (kind) => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    const owner = await createUser(t)
    // Five comparable campervans in France with 4 seats, 80 to 120 € a day; a caravan and a German one that do not compare.
    for (const price of [8000, 9000, 10000, 11000, 12000])
      await createCamper(t, owner.id, { pricePerDay: price, status: 'published', seats: 4 })
    await createCamper(t, owner.id, { pricePerDay: 50000, status: 'published', vehicleType: 6 })
    await createCamper(t, owner.id, { pricePerDay: 3000, status: 'published', addressCountry: 'DE', seats: 2 })
    const newcomer = await createUser(t)
    token = (await tokensFor(t, newcomer.email)).access_token
  }, 180_000)
  afterAll(() => t.close())

  describe('GET /v4/campers/price-suggestion/', () => {
    it('suggests the comparables’ median daily price with their range', async () => {
      const response = await t.request('/v4/campers/price-suggestion/?vehicle_type=4&country=FR&seats=4')
      expect(response.status, await response.clone().text()).toBe(200)
      expect(await response.json()).toEqual({
        suggested_daily: 100,
        min_daily: 90,
        max_daily: 110,
        currency: 'EUR',
        comparables: 5,
        criteria: ['vehicle_type', 'country', 'seats'],
      })
    })

    it('widens the search when too few campers compare', async () => {
      const answer = await (await t.request('/v4/campers/price-suggestion/?vehicle_type=4&country=DE&seats=2')).json()
      expect(answer.criteria).toEqual(['vehicle_type'])
      expect(answer.comparables).toBe(6)
    })

    it('refuses a bad query field by field; with no camper of the type, every published camper counts', async () => {
      const bad = await t.request('/v4/campers/price-suggestion/?vehicle_type=9&country=france&seats=x')
      expect(bad.status).toBe(400)
      expect(Object.keys(await bad.json()).sort()).toEqual(['country', 'seats', 'vehicle_type'])
      const other = await (await t.request('/v4/campers/price-suggestion/?vehicle_type=7&country=FR')).json()
      expect(other).toMatchObject({ criteria: [], comparables: 7 })
    })
  })

  describe('the vehicle the onboarding creates', () => {
    it('creates the vehicle from the onboarding draft, then takes its price; the progress says what is missing', async () => {
      const created = await t.request('/v4/vehicles/', {
        method: 'POST',
        token,
        json: { type: 4, seatbelts: 4, beds: 2, location: LYON },
      })
      expect(created.status, await created.clone().text()).toBe(201)
      const vehicle = await created.json()
      const priced = await t.request(`/3/products/${vehicle.id}/prices-details/`, {
        method: 'PATCH',
        token,
        json: { price_per_day: 95 },
      })
      expect(priced.status, await priced.clone().text()).toBe(200)
      const progress = await (await t.request(`/3/products/${vehicle.id}/progress/`, { token })).json()
      expect(progress).toMatchObject({ state: 'created', publishable: false })
      expect(progress.missing).not.toContain('price')
      expect(progress.missing).toEqual(expect.arrayContaining(['title', 'photos']))
    })

    it('answers the location errors per field, as the location step shows them', async () => {
      const response = await t.request('/v4/vehicles/', {
        method: 'POST',
        token,
        json: { type: 4, seatbelts: 4, beds: 2, location: { ...LYON, street: '', country: 'France' } },
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        location: [
          { code: 'vehicle_missing_location', field: 'street', message: 'This field is required.' },
          { code: 'invalid_place', field: 'country', message: 'Use a two-letter country code.' },
        ],
      })
    })
  })
})
