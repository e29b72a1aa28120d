import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settingsPatch, vehiclePatch } from '../../../src/domain/camper-forms'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

// The owner's settings and vehicle forms build their bodies with src/domain/camper-forms: the API must take them as sent.
const vehicleForm = {
  type: '5',
  seatbelts: '3',
  beds: '2',
  registration: 'ab-123-cd',
  registration_country: 'fr',
  date: '2019-04-01',
  gvw: '3500',
  height: '',
  value: '30000',
  street: '1 rue de la République',
  zipcode: '69001',
  city: 'Lyon',
  country: 'fr',
  latitude: '45.76',
  longitude: '4.83',
  cooking_energies: 'gas, electric',
  heating_energies: '',
  fridge_energies: 'gas',
  electric_plug_types: '',
}

describe.each(TEST_DATABASES)('camper form bodies on %s', (kind) => {
  let t: TestApp
  let token: string
  let ownerId: number

  beforeAll(async () => {
    t = await createTestApp(kind)
    const owner = await createUser(t, { isOwner: true })
    ownerId = owner.id
    token = (await tokensFor(t, owner.email)).access_token
  })
  afterAll(() => t.close())

  it('saves the settings form', async () => {
    const camper = await createCamper(t, ownerId, { status: 'created' })
    const body = settingsPatch({
      title: 'Blue van',
      description: 'A cosy van for two with a kitchen.',
      instantBooking: true,
      deposit: '800',
      depositMeans: ['card', 'cash'],
      languages: ['fr', 'en'],
      pets: 'ALLOWED',
      smoking: 'NOT_ALLOWED',
      abroad: 'ON_DEMAND',
      minDays: '3',
      hourFrom: '9',
      hourTo: '20',
    })
    const response = await t.request(`/3/products/${camper.id}/preferences/`, { method: 'PATCH', token, json: body })
    expect(response.status, await response.clone().text()).toBe(200)
    expect(await response.json()).toMatchObject({
      title: 'Blue van',
      instant_booking_activated: true,
      deposit_mean: ['card', 'cash'],
      pets_allowed: 'ALLOWED',
      min_days: 3,
      hour_from: 9,
      hour_to: 20,
    })
  })

  it('saves the vehicle form of a draft, and of a submitted camper without its locked fields', async () => {
    const draft = await createCamper(t, ownerId, { status: 'created' })
    const saved = await t.request(`/v4/vehicles/${draft.id}/`, {
      method: 'PATCH',
      token,
      json: vehiclePatch(vehicleForm, []),
    })
    expect(saved.status, await saved.clone().text()).toBe(200)
    expect(await saved.json()).toMatchObject({
      type: 5,
      seatbelts: 3,
      registration: 'AB-123-CD',
      location: { city: 'Lyon', country: 'FR' },
      equipments: { cooking_energies: ['gas', 'electric'] },
    })

    const live = await createCamper(t, ownerId, { status: 'bookable' })
    const vehicle = await (await t.request(`/v4/vehicles/${live.id}/`, { token })).json()
    expect(vehicle.locked_fields.length).toBeGreaterThan(0)
    const response = await t.request(`/v4/vehicles/${live.id}/`, {
      method: 'PATCH',
      token,
      json: vehiclePatch({ ...vehicleForm, beds: '4' }, vehicle.locked_fields),
    })
    expect(response.status, await response.clone().text()).toBe(200)
    expect((await response.json()).beds).toBe(4)
  })
})
