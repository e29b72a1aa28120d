import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('a camper’s equipment for guests on %s', (kind) => {
  let t: TestApp
  let ownerToken: string
  let camperId: number

  beforeAll(async () => {
    t = await createTestApp(kind)
    const owner = await createUser(t, { isOwner: true })
    ownerToken = (await tokensFor(t, owner.email)).access_token
    camperId = (await createCamper(t, owner.id)).id
  })
  afterAll(() => t.close())

  const patch = (json: unknown) => t.request(`/v4/vehicles/${camperId}/`, { method: 'PATCH', token: ownerToken, json })

  it('stores the ticked keys once each, in display order, and the listing shows them by category', async () => {
    const response = await patch({ amenities: ['awning', 'fridge', 'gas_hob', 'fridge', 'shower'] })
    expect(response.status, await response.clone().text()).toBe(200)
    expect((await response.json()).amenities).toEqual(['fridge', 'gas_hob', 'shower', 'awning'])
    const vehicle = await (await t.request(`/v4/vehicles/${camperId}/`, { token: ownerToken })).json()
    expect(vehicle.amenities).toEqual(['fridge', 'gas_hob', 'shower', 'awning'])

    const listing = await (await t.request(`/3/products/${camperId}/`)).json()
    expect(listing.equipments).toEqual({
      kitchen: ['fridge', 'gas_hob'],
      bedding: [],
      bathroom: ['shower'],
      comfort: [],
      outdoor: ['awning'],
    })
  })

  it('refuses an unknown key with a 400 on the item, and keeps the stored list', async () => {
    const response = await patch({ amenities: ['fridge', 'jacuzzi'] })
    expect(response.status).toBe(400)
    const body = await response.json()
    // The field's path names the refused item, as for every list field.
    expect(body).toEqual({ 'amenities.1': [expect.stringMatching(/known equipment/)] })
    const vehicle = await (await t.request(`/v4/vehicles/${camperId}/`, { token: ownerToken })).json()
    expect(vehicle.amenities).toEqual(['fridge', 'gas_hob', 'shower', 'awning'])
  })

  it('empties the list', async () => {
    const response = await patch({ amenities: [] })
    expect((await response.json()).amenities).toEqual([])
  })
})
