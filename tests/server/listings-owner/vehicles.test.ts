import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, me, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const LOCATION = {
  city: 'Lyon',
  country: 'fr',
  street: '1 rue de la République',
  zipcode: '69001',
  latitude: 45.76,
  longitude: 4.83,
}

describe.each(TEST_DATABASES)('vehicles on %s', (kind) => {
  let t: TestApp
  let guestToken: string
  let otherToken: string

  beforeAll(async () => {
    t = await createTestApp(kind)
    const guest = await createUser(t)
    const other = await createUser(t, { isOwner: true })
    guestToken = (await tokensFor(t, guest.email)).access_token
    otherToken = (await tokensFor(t, other.email)).access_token
  })
  afterAll(() => t.close())

  it('creates a vehicle and its camper in created; the caller becomes an owner; null lists become empty', async () => {
    const response = await t.request('/v4/vehicles/', {
      method: 'POST',
      token: guestToken,
      json: {
        type: 4,
        seatbelts: 4,
        beds: 2,
        registration: 'ab-123-cd',
        location: LOCATION,
        equipments: { cooking_energies: null, fridge_energies: ['gas'] },
      },
    })
    expect(response.status, await response.clone().text()).toBe(201)
    const vehicle = await response.json()
    expect(vehicle).toMatchObject({
      product_id: vehicle.id,
      type: 4,
      seatbelts: 4,
      beds: 2,
      registration: 'AB-123-CD',
      locked_fields: [],
      location: { city: 'Lyon', country: 'FR', zipcode: '69001' },
      equipments: { cooking_energies: [], heating_energies: [], fridge_energies: ['gas'], electric_plug_types: [] },
    })
    expect((await (await me(t, guestToken)).json()).is_owner).toBe(true)
    const progress = await (await t.request(`/3/products/${vehicle.id}/progress/`, { token: guestToken })).json()
    expect(progress).toMatchObject({ state: 'created', publishable: false })
    expect((await t.request(`/v4/vehicles/${vehicle.id}/`, { token: otherToken })).status).toBe(404)
    expect(
      (await (await t.request(`/v4/vehicles/${vehicle.id}/equipments/`, { token: guestToken })).json()).fridge_energies,
    ).toEqual(['gas'])
  })

  it('checks type, seatbelts and beds, and reports location errors per field', async () => {
    const bad = await t.request('/v4/vehicles/', {
      method: 'POST',
      token: guestToken,
      json: { type: 8, seatbelts: 10, beds: -1 },
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(await bad.json()).sort()).toEqual(['beds', 'seatbelts', 'type'])
    const located = await t.request('/v4/vehicles/', {
      method: 'POST',
      token: guestToken,
      json: { type: 2, location: { ...LOCATION, city: '', country: 'France', latitude: 123 } },
    })
    expect(located.status).toBe(400)
    expect((await located.json()).location).toEqual([
      { code: 'vehicle_missing_location', field: 'city', message: 'This field is required.' },
      { code: 'invalid_place', field: 'country', message: 'Use a two-letter country code.' },
      { code: 'invalid_place', field: 'latitude', message: 'Not a valid latitude.' },
    ])
  })

  it('locks the insurance fields once the listing left created', async () => {
    const owner = await createUser(t, { isOwner: true })
    const token = (await tokensFor(t, owner.email)).access_token
    const camper = await createCamper(t, owner.id, { status: 'to_moderate' })
    const locked = await t.request(`/v4/vehicles/${camper.id}/`, {
      method: 'PATCH',
      token,
      json: { registration: 'XY-999-ZZ', height: 290 },
    })
    expect(locked.status).toBe(400)
    expect(Object.keys(await locked.json())).toEqual(['registration'])
    const allowed = await t.request(`/v4/vehicles/${camper.id}/`, {
      method: 'PATCH',
      token,
      json: { height: 290, beds: 3 },
    })
    expect(await allowed.json()).toMatchObject({
      height: 290,
      beds: 3,
      locked_fields: ['type', 'registration', 'registration_country', 'date', 'gvw', 'value'],
    })
  })

  it('adds, lists and removes sleepings of the caller’s vehicle only', async () => {
    const owner = await createUser(t, { isOwner: true })
    const token = (await tokensFor(t, owner.email)).access_token
    const camper = await createCamper(t, owner.id, { status: 'created' })
    const added = await t.request(`/v4/vehicles/${camper.id}/sleepings/`, {
      method: 'POST',
      token,
      json: { kind: 'fixed_bed', places: 2 },
    })
    expect(added.status).toBe(201)
    const sleeping = await added.json()
    expect(
      (
        await t.request(`/v4/vehicles/${camper.id}/sleepings/`, {
          method: 'POST',
          token,
          json: { kind: 'sofa', places: 0 },
        })
      ).status,
    ).toBe(400)
    expect(await (await t.request(`/v4/vehicles/${camper.id}/sleepings/`, { token })).json()).toEqual([sleeping])
    expect(
      (await t.request(`/v4/vehicles/${camper.id}/sleepings/${sleeping.id}/`, { method: 'DELETE', token: otherToken }))
        .status,
    ).toBe(404)
    expect(
      (await t.request(`/v4/vehicles/${camper.id}/sleepings/${sleeping.id}/`, { method: 'DELETE', token })).status,
    ).toBe(204)
    expect(await (await t.request(`/v4/vehicles/${camper.id}/sleepings/`, { token })).json()).toEqual([])
  })
})
