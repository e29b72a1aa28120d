import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../../src/domain/stay-price'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createPricesBooking, seedPriceReferentials, today } from '../support/prices-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const form = (fields: Record<string, string | Blob>) => {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  return body
}
const pdf = (name = 'proof.pdf') =>
  new File([new TextEncoder().encode('%PDF-1.7 a scanned licence')], name, { type: 'application/pdf' })

describe.each(TEST_DATABASES)('insurance on %s', (kind) => {
  let t: TestApp
  let owner: { id: number; token: string }
  let guest: { id: number; token: string }
  let otherToken: string
  let camperId: number
  beforeAll(async () => {
    t = await createTestApp(kind, { RENTAL_COVER_SANDBOX_DELAY_MS: '0' })
    await seedPriceReferentials(t)
    const ownerRow = await createUser(t, { isOwner: true })
    owner = { id: ownerRow.id, token: (await tokensFor(t, ownerRow.email)).access_token }
    const guestRow = await createUser(t)
    guest = { id: guestRow.id, token: (await tokensFor(t, guestRow.email)).access_token }
    otherToken = (await tokensFor(t, (await createUser(t)).email)).access_token
    camperId = (await createCamper(t, owner.id)).id
  })
  afterAll(() => t.close())

  const from = () => addDays(today(), 30)
  const choices = () =>
    t.request(`/3/insurance/?camper_id=${camperId}&date_from=${from()}&date_to=${addDays(from(), 5)}`)

  it('lists the platform insurances with their total for the days', async () => {
    const response = await choices()
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ camper_id: camperId, nb_days: 5, currency: 'EUR' })
    expect(body.choices.map((choice: { slug: string }) => choice.slug)).toEqual([
      'essential',
      'serenity',
      'serenity-plus',
    ])
    expect(body.choices[1]).toEqual({
      slug: 'serenity',
      name: 'Serenity',
      is_reinforced: true,
      currency: 'EUR',
      price_per_day: '31.00',
      price_total: '155.00',
      prices: {
        damage_to_vehicle: '18.90',
        damage_high_part: '4.90',
        burglary: '2.90',
        broken_glass: '1.90',
        objects_protection: '2.40',
      },
      deductibles: {
        damage_to_vehicle: '500.00',
        damage_high_part: '500.00',
        burglary: '500.00',
        broken_glass: '0.00',
        objects_protection: '150.00',
      },
      min_driver_age: 23,
      min_licence_years: 3,
    })
    expect(
      (await t.request(`/3/insurance/?camper_id=999999&date_from=${from()}&date_to=${addDays(from(), 5)}`)).status,
    ).toBe(404)
    const bad = await t.request(`/3/insurance/?camper_id=${camperId}&date_from=${from()}&date_to=${from()}`)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toHaveProperty('date_to')
  })

  it('reads one insurance and the others of its level', async () => {
    expect(await (await t.request('/3/insurance/essential/')).json()).toMatchObject({
      slug: 'essential',
      is_reinforced: false,
      price_per_day: '18.00',
    })
    expect(
      (await (await t.request('/3/insurance/similar/serenity/')).json()).results.map((i: { slug: string }) => i.slug),
    ).toEqual(['serenity-plus'])
    expect((await t.request('/3/insurance/platinum/')).status).toBe(404)
    expect((await t.request('/3/insurance/similar/platinum/')).status).toBe(404)
  })

  // Found by the bad-input fuzz: a NUL in the slug reached PostgreSQL and was a 500.
  it('answers 400 to a slug holding a NUL character', async () => {
    for (const path of ['/3/insurance/%00/', '/3/insurance/similar/%00/']) {
      const response = await t.request(path)
      expect(response.status, path).toBe(400)
      expect(await response.json(), path).toEqual({ slug: ['Null characters are not allowed.'] })
    }
  })

  it('lets the owner register their own insurance, which then becomes the choice none', async () => {
    const post = (fields: Record<string, string | Blob>, token = owner.token, method = 'POST') =>
      t.request(`/3/insurance/condition/product/${camperId}/`, { method, token, body: form(fields) })
    expect((await t.request(`/3/insurance/condition/product/${camperId}/`)).status).toBe(404)
    const fields = {
      insurer_name: 'MAIF',
      policy_number: 'CC-2291-77',
      min_driver_age: '25',
      min_licence_years: '3',
      deductible: '800.00',
    }
    expect((await post(fields, otherToken)).status).toBe(403)
    const missing = await post({ insurer_name: 'MAIF' })
    expect(missing.status).toBe(400)
    expect(Object.keys(await missing.json()).sort()).toEqual([
      'deductible',
      'min_driver_age',
      'min_licence_years',
      'policy_number',
    ])
    const created = await post({ ...fields, document: pdf('policy.pdf') })
    expect(created.status).toBe(200)
    expect(await created.json()).toMatchObject({
      camper_id: camperId,
      insurer_name: 'MAIF',
      min_driver_age: 25,
      deductible: '800.00',
      document: { name: 'policy.pdf', content_type: 'application/pdf', size: 26 },
    })
    expect((await post(fields)).status).toBe(400)
    expect(await (await post({ deductible: '650' }, owner.token, 'PATCH')).json()).toMatchObject({
      deductible: '650.00',
      insurer_name: 'MAIF',
      document: { name: 'policy.pdf' },
    })
    expect(await (await t.request(`/3/insurance/condition/product/${camperId}/`)).json()).toMatchObject({
      policy_number: 'CC-2291-77',
    })
    const policy = await t.request(`/3/insurance/condition/product/${camperId}/document/`, { token: owner.token })
    expect(policy.status).toBe(200)
    expect(policy.headers.get('content-type')).toBe('application/pdf')
    expect(policy.headers.get('content-disposition')).toBe('attachment; filename="policy.pdf"')
    expect(await policy.text()).toBe('%PDF-1.7 a scanned licence')
    expect(
      (await t.request(`/3/insurance/condition/product/${camperId}/document/`, { token: otherToken })).status,
    ).toBe(403)
    const none = (await (await choices()).json()).choices[0]
    expect(none).toMatchObject({
      slug: 'none',
      price_total: '0.00',
      min_driver_age: 25,
      deductibles: { damage_to_vehicle: '650.00' },
    })
  })

  it('records the driver’s answers for a booking and tells whether they meet its insurance', async () => {
    const booking = await createPricesBooking(t, {
      camperId,
      guestId: guest.id,
      startIn: 60,
      days: 5,
      insuranceSlug: 'serenity-plus',
    })
    const url = `/3/insurance/condition/${booking.id}/`
    const send = (method: string, fields: Record<string, string | Blob>, token = guest.token) =>
      t.request(url, { method, token, body: form(fields) })
    expect((await t.request(url, { token: guest.token })).status).toBe(404)
    // 24 years old on the first day of the trip: Serenity Plus asks for 25.
    const start = addDays(today(), 60)
    const birth = `${Number(start.slice(0, 4)) - 24}${start.slice(4)}`
    const answers = {
      driver_birth_date: birth,
      licence_date: `${Number(start.slice(0, 4)) - 6}-01-15`,
      licence_category: 'B',
    }
    expect((await send('POST', answers, otherToken)).status).toBe(403)
    const created = await send('POST', { ...answers, document: pdf() })
    expect(created.status).toBe(200)
    expect(await created.json()).toMatchObject({
      booking_pk: booking.id,
      insurance: 'serenity-plus',
      licence_category: 'B',
      conditions_met: false,
      problems: ['The driver must be at least 25 years old.'],
      document: { name: 'proof.pdf' },
    })
    const proof = await t.request(`${url}document/`, { token: guest.token })
    expect(proof.status).toBe(200)
    expect(await proof.text()).toBe('%PDF-1.7 a scanned licence')
    expect((await t.request(`${url}document/`, { token: otherToken })).status).toBe(403)
    const older = `${Number(start.slice(0, 4)) - 30}-03-02`
    expect(await (await send('PATCH', { driver_birth_date: older })).json()).toMatchObject({
      conditions_met: true,
      problems: [],
    })
    expect(await (await t.request(url, { token: guest.token })).json()).toMatchObject({
      driver_birth_date: older,
      conditions_met: true,
    })
    const badFile = await send('PATCH', { document: new File(['x'], 'run.exe', { type: 'application/x-msdownload' }) })
    expect(badFile.status).toBe(400)
    expect(await badFile.json()).toEqual({ document: ['Upload a PDF, JPEG or PNG file.'] })
    const badCategory = await send('PATCH', { licence_category: 'A' })
    expect(await badCategory.json()).toEqual({ licence_category: ['Choose B or C.'] })
    const json = await t.request(url, { method: 'PATCH', token: guest.token, json: { licence_category: 'C' } })
    expect(json.status).toBe(400)
    expect((await t.request(url, { method: 'POST', body: form(answers) })).status).toBe(401)
  })

  it('shows the rental cover conditions from the provider', async () => {
    const response = await t.request('/v4/rental-cover/conditions/')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      provider: 'sandbox',
      max_cover: '3000.00',
      currency: 'EUR',
      document_url: expect.stringMatching(/^https:/),
    })
  })
})
