import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../../src/server/db/schema'
import { createUser, tokensFor } from '../support/accounts'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const company = {
  type: 'BUSINESS',
  name: 'Vans du Sud SAS',
  registration_number: '82345678900017',
  vat_number: 'FR12823456789',
  address: '12 rue des Oliviers',
  zipcode: '13001',
  city: 'Marseille',
  country: 'fr',
}
const legal = {
  first_name: 'Inès',
  last_name: 'Moreau',
  borned_on: '1979-06-14',
  nationality: 'FR',
  country_of_residence: 'fr',
}

describe.each(TEST_DATABASES)('/v4/users/me/company/ and /v4/users/me/legal/ on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  const call = (path: 'company' | 'legal', method: 'GET' | 'POST' | 'PATCH', token?: string, json?: unknown) =>
    t.request(`/v4/users/me/${path}/`, { method, token, json })
  const pro = async () => {
    const user = await createUser(t, { isPro: true })
    return { user, token: (await tokensFor(t, user.email)).access_token }
  }

  it('creates, reads and changes the company; the account type and the UBO flag follow its type', async () => {
    const { user, token } = await pro()
    expect((await call('company', 'GET', token)).status).toBe(404)
    const created = await call('company', 'POST', token, company)
    expect(created.status).toBe(201)
    expect(await created.json()).toMatchObject({ ...company, country: 'FR', ubo_declaration_required: true })
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0]!.professionalType).toBe('BUSINESS')

    const again = await call('company', 'POST', token, company)
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({
      detail: 'The company already exists: change it with PATCH.',
      code: 'already_exists',
    })

    const changed = await call('company', 'PATCH', token, { type: 'SOLETRADER', vat_number: null })
    expect(changed.status).toBe(200)
    expect(await changed.json()).toMatchObject({
      type: 'SOLETRADER',
      vat_number: null,
      name: 'Vans du Sud SAS',
      ubo_declaration_required: false,
    })
    expect((await (await t.request('/3/users/me/', { token })).json()).professional_type).toBe('SOLETRADER')
    expect(await (await call('company', 'GET', token)).json()).toMatchObject({ type: 'SOLETRADER' })
  })

  it('knows the four company types and flags the UBO declaration only for BUSINESS', async () => {
    for (const type of ['SOLETRADER', 'BUSINESS', 'PARTNERSHIP_DE', 'PARTNERSHIP_NL']) {
      const { token } = await pro()
      const response = await call('company', 'POST', token, { ...company, type })
      expect(response.status, type).toBe(201)
      expect((await response.json()).ubo_declaration_required, type).toBe(type === 'BUSINESS')
    }
    const { token } = await pro()
    const bad = await call('company', 'POST', token, { ...company, type: 'NGO', country: 'France', name: '' })
    expect(bad.status).toBe(400)
    expect(Object.keys(await bad.json()).sort()).toEqual(['country', 'name', 'type'])
  })

  it('declares, reads and changes the legal owner with a checked birth date', async () => {
    const { token } = await pro()
    expect((await call('legal', 'GET', token)).status).toBe(404)
    expect((await call('legal', 'PATCH', token, { first_name: 'X' })).status).toBe(404)
    const created = await call('legal', 'POST', token, legal)
    expect(created.status).toBe(201)
    expect(await created.json()).toMatchObject({ ...legal, country_of_residence: 'FR' })
    expect((await call('legal', 'POST', token, legal)).status).toBe(400)

    for (const [bornedOn, message] of [
      ['14/06/1979', 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
      ['1979-02-30', 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
      ['1850-01-01', 'Enter a real date of birth.'],
      [`${new Date().getFullYear() - 10}-01-01`, 'You must be at least 18 years old.'],
    ]) {
      const response = await call('legal', 'PATCH', token, { borned_on: bornedOn })
      expect(response.status, bornedOn).toBe(400)
      expect(await response.json()).toEqual({ borned_on: [message] })
    }
    const changed = await call('legal', 'PATCH', token, { borned_on: '1980-01-31', last_name: 'Moreau-Blanc' })
    expect(changed.status).toBe(200)
    expect(await (await call('legal', 'GET', token)).json()).toMatchObject({
      borned_on: '1980-01-31',
      last_name: 'Moreau-Blanc',
      first_name: 'Inès',
    })
  })

  it('is for professional accounts only, each seeing only its own', async () => {
    const guest = await createUser(t)
    const guestToken = (await tokensFor(t, guest.email)).access_token
    for (const [path, body] of [
      ['company', company],
      ['legal', legal],
    ] as const) {
      for (const method of ['GET', 'POST', 'PATCH'] as const) {
        const response = await call(path, method, guestToken, method === 'GET' ? undefined : body)
        expect(response.status, `${method} ${path}`).toBe(403)
        expect(await response.json()).toEqual({
          detail: 'Only professional accounts have a company and a legal owner.',
          code: 'not_pro',
        })
        expect((await call(path, method, undefined, method === 'GET' ? undefined : body)).status).toBe(401)
      }
    }
    const first = await pro()
    const second = await pro()
    await call('company', 'POST', first.token, company)
    await call('legal', 'POST', first.token, legal)
    expect((await call('company', 'GET', second.token)).status).toBe(404)
    expect((await call('legal', 'GET', second.token)).status).toBe(404)
    expect((await call('company', 'PATCH', second.token, { name: 'Taken over' })).status).toBe(404)
    expect(await (await call('company', 'GET', first.token)).json()).toMatchObject({ name: 'Vans du Sud SAS' })
  })
})
