import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calendarPeriods, crmSandboxPushes, earningsSimulations, leadSources } from '../../../src/server/db/schema'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createBooking, dayFromToday } from '../support/core-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const simulation = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  is_professional: false,
  vehicle_type: 'campervan',
  vehicle_registration_country: 'FR',
  vehicle_availability: 'all_year',
  number_of_seats: 4,
  vehicle_registered_year: 2019,
  ...overrides,
})

describe.each(TEST_DATABASES)('earnings simulator API on %s', (kind) => {
  let t: TestApp
  let leadSourceId: number
  beforeAll(async () => {
    t = await createTestApp(kind)
    const [source] = await t.db.insert(leadSources).values({ name: 'Owner newsletter' }).returning()
    leadSourceId = source!.id
    const owner = await createUser(t)
    const guest = await createUser(t)
    // Five comparable campervans in France (4 seats, 2019), 80 to 120 € a day, each booked 73 of the last 365 days.
    for (const [index, price] of [8000, 9000, 10000, 11000, 12000].entries()) {
      const camper = await createCamper(t, owner.id, {
        pricePerDay: price,
        status: 'published',
        year: 2018 + (index % 3),
        seats: 4,
      })
      await createBooking(t, {
        camperId: camper.id,
        guestId: guest.id,
        status: 'DONE',
        period: `[${dayFromToday(-100)},${dayFromToday(-27)})`,
      })
      // Cancelled bookings hold no dates: they do not count as occupancy.
      await createBooking(t, {
        camperId: camper.id,
        guestId: guest.id,
        status: 'CANCELLED_OWNER',
        period: `[${dayFromToday(-20)},${dayFromToday(-10)})`,
      })
    }
    // Not comparable: unpublished, another type, another country for the strict search.
    await createCamper(t, owner.id, { pricePerDay: 99000, status: 'to_moderate' })
    await createCamper(t, owner.id, { pricePerDay: 99000, status: 'published', vehicleType: 6 })
    // Two German campervans with a priced calendar period over half of the window.
    for (const price of [6000, 7000]) {
      const camper = await createCamper(t, owner.id, { pricePerDay: price, status: 'published', addressCountry: 'DE' })
      await t.db.insert(calendarPeriods).values({
        camperId: camper.id,
        kind: 'available',
        period: `[${dayFromToday(-365)},${dayFromToday(-183)})`,
        pricePerDay: price * 2,
      })
    }
    // Migrations and password hashes take a while on a loaded machine.
  }, 180_000)
  afterAll(() => t.close())

  const simulate = (json: unknown, token?: string) =>
    t.request('/v4/campers/earnings-simulation/', { method: 'POST', json, token })

  describe('GET /v4/leads/lead-sources/{id}/', () => {
    it('answers a known lead source, 404 for an unknown one, 400 for a non-integer', async () => {
      const known = await t.request(`/v4/leads/lead-sources/${leadSourceId}/`)
      expect(known.status).toBe(200)
      expect(await known.json()).toEqual({ id: leadSourceId, name: 'Owner newsletter' })
      expect((await t.request('/v4/leads/lead-sources/999999/')).status).toBe(404)
      const bad = await t.request('/v4/leads/lead-sources/abc/')
      expect(bad.status).toBe(400)
      expect(await bad.json()).toEqual({ id: ['A valid integer is required.'] })
    })
  })

  describe('POST /v4/campers/earnings-simulation/', () => {
    it('refuses a simulation without the required fields (spec 2 §5), field by field', async () => {
      const response = await simulate({})
      expect(response.status).toBe(400)
      const body = (await response.json()) as Record<string, string[]>
      for (const field of [
        'first_name',
        'last_name',
        'email',
        'vehicle_type',
        'vehicle_registration_country',
        'is_professional',
        'vehicle_availability',
      ]) {
        expect(body[field], field).toEqual(['This field is required.'])
      }
      const partial = await simulate(simulation({ vehicle_availability: 'some_weeks' }))
      expect(await partial.json()).toEqual({
        number_of_weeks: ['This field is required when vehicle_availability is some_weeks.'],
        number_of_weekends: ['This field is required when vehicle_availability is some_weeks.'],
      })
      expect(await (await simulate(simulation({ lead_source: 999999 }))).json()).toEqual({
        lead_source: ['Unknown lead source.'],
      })
    })

    it('estimates from the comparable campers’ prices and occupancy, and stores the lead', async () => {
      const response = await simulate(simulation({ lead_source: leadSourceId }))
      expect(response.status).toBe(201)
      const body = (await response.json()) as Record<string, unknown>
      // Percentiles 25 and 75 of 80..120 € are 90 and 110; occupancy 73/365 = 0.2 of 365 offered days is 73 days.
      expect(body).toMatchObject({
        min_daily: 90,
        max_daily: 110,
        min_yearly: 90 * 73,
        max_yearly: 110 * 73,
        currency: 'EUR',
        estimation: {
          comparables: 5,
          criteria: ['vehicle_type', 'country', 'seats', 'age'],
          occupancy_rate: 0.2,
          offered_days: 365,
        },
      })
      const [stored] = await t.db
        .select()
        .from(earningsSimulations)
        .where(eq(earningsSimulations.reference, body.reference as string))
      expect(stored).toMatchObject({
        email: 'ada@example.com',
        leadSourceId,
        vehicleType: 4,
        minDaily: 90,
        maxYearly: 8030,
        userId: null,
      })
    })

    it('scales the yearly range by the weeks and weekends offered', async () => {
      const body = await (
        await simulate(simulation({ vehicle_availability: 'some_weeks', number_of_weeks: 4, number_of_weekends: 6 }))
      ).json()
      // 4 × 7 + 6 × 2 = 40 days offered, 20 % of them booked: 8 days.
      expect(body).toMatchObject({
        min_daily: 90,
        max_daily: 110,
        min_yearly: 720,
        max_yearly: 880,
        estimation: { offered_days: 40 },
      })
    })

    it('widens the search (age, then seats, then country) when too few campers compare', async () => {
      const body = await (await simulate(simulation({ vehicle_registration_country: 'DE' }))).json()
      // Two German campervans are too few: the search drops the country and reads all seven campervans.
      expect(body).toMatchObject({ estimation: { comparables: 7, criteria: ['vehicle_type'] } })
      const caravan = await (await simulate(simulation({ vehicle_type: 'caravan' }))).json()
      // One caravan only, and no wider level finds more of them: every published camper counts.
      expect(caravan).toMatchObject({ estimation: { comparables: 8, criteria: [] } })
    })

    it('prices a camper by its calendar on the days a priced period covers', async () => {
      const body = (await (
        await simulate(
          simulation({
            vehicle_type: 'campervan',
            vehicle_registration_country: 'DE',
            number_of_seats: undefined,
            vehicle_registered_year: undefined,
          }),
        )
      ).json()) as { min_daily: number; max_daily: number }
      // 182 of 365 days at twice the price: 60 € → 89.92 €, 70 € → 104.90 €. Among the seven campervans the
      // quartiles are (89.92 + 90) / 2 and (104.90 + 110) / 2; with the campers' own prices only they would be 75 and 105.
      expect(body.min_daily).toBe(90)
      expect(body.max_daily).toBe(107)
    })
  })

  describe('POST /v4/crm/{crm}/push-lead-ad-onboarding/{idUser}/', () => {
    it('attaches an anonymous simulation to the user who signed up from it and pushes it to the CRM sandbox', async () => {
      const { reference } = (await (
        await simulate(simulation({ lead_source: leadSourceId, email: 'prospect@example.com' }))
      ).json()) as { reference: string }
      const user = await createUser(t, { email: 'new-owner@example.com' })
      const { access_token: token } = await tokensFor(t, user.email)
      const pushed = await t.request(`/v4/crm/hubspot/push-lead-ad-onboarding/${user.id}/`, {
        method: 'POST',
        json: { reference },
        token,
      })
      expect(pushed.status).toBe(201)
      expect(await pushed.json()).toMatchObject({ crm: 'hubspot', simulation_reference: reference })
      const rows = await t.db.select().from(crmSandboxPushes)
      expect(rows.at(-1)).toMatchObject({
        crm: 'hubspot',
        email: 'new-owner@example.com',
        properties: expect.objectContaining({
          roam_simulation_email: 'prospect@example.com',
          roam_earnings_min_daily: '90',
          roam_lead_source: 'Owner newsletter',
          roam_vehicle_type: 'campervan',
        }),
      })
      // Without a reference it pushes the user's latest simulation again.
      expect(
        (await t.request(`/v4/crm/hubspot/push-lead-ad-onboarding/${user.id}/`, { method: 'POST', json: {}, token }))
          .status,
      ).toBe(201)
    })

    it('refuses another user, a user without simulation, someone else’s reference, an unknown CRM and a visitor', async () => {
      const user = await createUser(t)
      const { access_token: token } = await tokensFor(t, user.email)
      const push = (path: string, json: unknown = {}, withToken = true) =>
        t.request(path, { method: 'POST', json, token: withToken ? token : undefined })
      expect((await push(`/v4/crm/hubspot/push-lead-ad-onboarding/${user.id + 1000}/`)).status).toBe(403)
      const none = await push(`/v4/crm/hubspot/push-lead-ad-onboarding/${user.id}/`)
      expect(none.status).toBe(404)
      expect(await none.json()).toMatchObject({ code: 'no_simulation' })
      const other = await createUser(t)
      const { reference } = (await (
        await simulate(simulation(), (await tokensFor(t, other.email)).access_token)
      ).json()) as { reference: string }
      expect(await (await push(`/v4/crm/hubspot/push-lead-ad-onboarding/${user.id}/`, { reference })).json()).toEqual({
        reference: ['Unknown simulation.'],
      })
      expect((await push(`/v4/crm/salesforce/push-lead-ad-onboarding/${user.id}/`)).status).toBe(400)
      expect((await push(`/v4/crm/hubspot/push-lead-ad-onboarding/${user.id}/`, {}, false)).status).toBe(401)
    })
  })
})
