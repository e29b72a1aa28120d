import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { campers } from '../../../src/server/db/schema'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../src/server/db/seed/demo-accounts'
import { seedDemoData } from '../../../src/server/db/seed/seed'
import { createUser, signIn, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('wishlists on %s', (kind) => {
  let t: TestApp
  let token: string
  let otherToken: string
  let camperIds: number[]
  let deletedId: number
  let unpublishedId: number
  beforeAll(async () => {
    t = await createTestApp(kind)
    const owner = await createUser(t)
    camperIds = [
      (await createCamper(t, owner.id)).id,
      (await createCamper(t, owner.id, { title: 'Hymer B-Class', vehicleType: 3 })).id,
    ]
    deletedId = (await createCamper(t, owner.id, { status: 'deleted' })).id
    unpublishedId = (await createCamper(t, owner.id, { status: 'unpublished' })).id
    token = (await tokensFor(t, (await createUser(t)).email)).access_token
    otherToken = (await tokensFor(t, (await createUser(t)).email)).access_token
  })
  afterAll(() => t.close())

  const create = (json: unknown, as = token) => t.request('/3/wishlists/', { method: 'POST', token: as, json })

  it('creates a list with a first camper, lists it and reads it back', async () => {
    const response = await create({ name: '  Summer  ', product_id: camperIds[0] })
    expect(response.status).toBe(201)
    const wishlist = await response.json()
    expect(wishlist).toMatchObject({
      name: 'Summer',
      is_mine: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    })
    expect(wishlist.slug).toMatch(/^[A-Za-z0-9_-]{12}$/)
    expect(wishlist.ad_set).toEqual([
      {
        id: camperIds[0],
        title: 'VW California near Lyon',
        vehicle_type: 4,
        seats: 4,
        beds: 4,
        price_per_day: '85.50',
        currency: 'EUR',
        photos: [
          { url: '/api/media/campers/4-1.svg', position: 0 },
          { url: '/api/media/campers/4-2.svg', position: 1 },
        ],
        review_average: null,
        review_count: 0,
        location: { city: 'Lyon', country_code: 'FR', latitude: 45.75, longitude: 4.85 },
        instant_booking: false,
      },
    ])

    const empty = await (await create({ name: 'Later' })).json()
    expect(empty.ad_set).toEqual([])

    const list = await (await t.request('/3/wishlists/', { token })).json()
    expect(list.count).toBe(2)
    expect(list.results.map((item: { slug: string }) => item.slug).sort()).toEqual([wishlist.slug, empty.slug].sort())
    expect(await (await t.request(`/3/wishlist/${wishlist.slug}/`, { token })).json()).toEqual(wishlist)
  })

  it('adds idempotently, removes by query or body, and reports the saved ids', async () => {
    const { slug } = await (await create({ name: 'Trip' })).json()
    const add = (productId: number) =>
      t.request(`/3/wishlist/${slug}/product/`, { method: 'POST', token, json: { product_id: productId } })
    expect((await add(camperIds[0]!)).status).toBe(200)
    await add(camperIds[1]!)
    const twice = await (await add(camperIds[1]!)).json()
    expect(twice.ad_set.map((camper: { id: number }) => camper.id).sort()).toEqual([...camperIds].sort())

    const saved = await (await t.request('/3/wishlists/products/', { token })).json()
    expect(saved.product_ids).toEqual([...camperIds].sort((a, b) => a - b))

    const byQuery = await t.request(`/3/wishlist/${slug}/product/?product_id=${camperIds[0]}`, {
      method: 'DELETE',
      token,
    })
    expect(byQuery.status).toBe(200)
    expect((await byQuery.json()).ad_set.map((camper: { id: number }) => camper.id)).toEqual([camperIds[1]])
    const byBody = await t.request(`/3/wishlist/${slug}/product/`, {
      method: 'DELETE',
      token,
      json: { product_id: camperIds[1] },
    })
    expect((await byBody.json()).ad_set).toEqual([])
    const again = await t.request(`/3/wishlist/${slug}/product/?product_id=${camperIds[1]}`, {
      method: 'DELETE',
      token,
    })
    expect(again.status).toBe(200)
    const none = await t.request(`/3/wishlist/${slug}/product/`, { method: 'DELETE', token })
    expect(none.status).toBe(400)
    expect(await none.json()).toEqual({ product_id: ['This field is required.'] })
  })

  it('drops a saved camper from ad_set and the saved ids once it is deleted', async () => {
    const owner = await createUser(t)
    const doomed = await createCamper(t, owner.id)
    const { slug } = await (await create({ name: 'Doomed', product_id: doomed.id })).json()
    expect((await (await t.request('/3/wishlists/products/', { token })).json()).product_ids).toContain(doomed.id)
    await t.db.update(campers).set({ status: 'deleted_owner' }).where(eq(campers.id, doomed.id))
    expect((await (await t.request(`/3/wishlist/${slug}/`, { token })).json()).ad_set).toEqual([])
    expect((await (await t.request('/3/wishlists/products/', { token })).json()).product_ids).not.toContain(doomed.id)
  })

  it('renames and deletes a list', async () => {
    const { slug } = await (await create({ name: 'Old name' })).json()
    const renamed = await t.request(`/3/wishlist/${slug}/`, { method: 'PATCH', token, json: { name: 'New name' } })
    expect(renamed.status).toBe(200)
    expect((await renamed.json()).name).toBe('New name')
    expect((await t.request(`/3/wishlist/${slug}/`, { method: 'DELETE', token })).status).toBe(204)
    expect((await t.request(`/3/wishlist/${slug}/`, { token })).status).toBe(404)
    expect((await t.request(`/3/wishlist/${slug}/`, { method: 'DELETE', token })).status).toBe(404)
  })

  it('shares by slug: others and anonymous callers read it, only the owner changes it', async () => {
    const { slug } = await (await create({ name: 'Shared', product_id: camperIds[0] })).json()
    const asOther = await t.request(`/3/wishlist/${slug}/`, { token: otherToken })
    expect(asOther.status).toBe(200)
    expect(await asOther.json()).toMatchObject({ slug, name: 'Shared', is_mine: false })
    expect(await (await t.request(`/3/wishlist/${slug}/`)).json()).toMatchObject({ is_mine: false })

    const forbidden = { detail: 'You do not have permission to perform this action.', code: 'forbidden' }
    const attempts = [
      t.request(`/3/wishlist/${slug}/`, { method: 'PATCH', token: otherToken, json: { name: 'Mine now' } }),
      t.request(`/3/wishlist/${slug}/`, { method: 'DELETE', token: otherToken }),
      t.request(`/3/wishlist/${slug}/product/`, {
        method: 'POST',
        token: otherToken,
        json: { product_id: camperIds[1] },
      }),
      t.request(`/3/wishlist/${slug}/product/?product_id=${camperIds[0]}`, { method: 'DELETE', token: otherToken }),
    ]
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual(forbidden)
    }
    expect((await (await t.request(`/3/wishlists/`, { token: otherToken })).json()).count).toBe(0)
    expect(await (await t.request(`/3/wishlist/${slug}/`, { token })).json()).toMatchObject({
      name: 'Shared',
      ad_set: [{ id: camperIds[0] }],
    })
  })

  it('answers 401 to anonymous callers on every change and on the own lists', async () => {
    const { slug } = await (await create({ name: 'Mine' })).json()
    const calls = [
      t.request('/3/wishlists/'),
      t.request('/3/wishlists/products/'),
      t.request('/3/wishlists/', { method: 'POST', json: { name: 'x' } }),
      t.request(`/3/wishlist/${slug}/`, { method: 'PATCH', json: { name: 'x' } }),
      t.request(`/3/wishlist/${slug}/`, { method: 'DELETE' }),
      t.request(`/3/wishlist/${slug}/product/`, { method: 'POST', json: { product_id: camperIds[0] } }),
      t.request(`/3/wishlist/${slug}/product/?product_id=1`, { method: 'DELETE' }),
    ]
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ detail: 'Authentication credentials were not provided.' })
    }
  })

  it('answers 400 field errors for bad names and ids', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(61) }, 'name'],
      [{ name: 42 }, 'name'],
      [{ name: 'ok', product_id: 'abc' }, 'product_id'],
      [{ name: 'ok', product_id: -1 }, 'product_id'],
      [{ name: 'ok', product_id: 1e12 }, 'product_id'],
    ]
    for (const [json, field] of cases) {
      const response = await create(json)
      expect(response.status).toBe(400)
      expect(Object.keys(await response.json())).toEqual([field])
    }
    const { slug } = await (await create({ name: 'Valid' })).json()
    const badAdd = await t.request(`/3/wishlist/${slug}/product/`, { method: 'POST', token, json: {} })
    expect(await badAdd.json()).toEqual({ product_id: ['This field is required.'] })
    const badRemove = await t.request(`/3/wishlist/${slug}/product/?product_id=abc`, { method: 'DELETE', token })
    expect(badRemove.status).toBe(400)
    const notJson = await t.request('/3/wishlists/', {
      method: 'POST',
      token,
      body: 'name=x',
      headers: { 'Content-Type': 'text/plain' },
    })
    expect(notJson.status).toBe(400)
  })

  // Found by the bad-input fuzz: a NUL in the slug reached PostgreSQL and was a 500.
  it('answers 400 to a slug holding a NUL character', async () => {
    const response = await t.request('/3/wishlist/%00/')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ slug: ['Null characters are not allowed.'] })
  })

  it('refuses with 404 to save an unknown, deleted or unpublished camper', async () => {
    const { slug } = await (await create({ name: 'Picky' })).json()
    for (const productId of [999999, deletedId, unpublishedId]) {
      const response = await t.request(`/3/wishlist/${slug}/product/`, {
        method: 'POST',
        token,
        json: { product_id: productId },
      })
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ detail: 'Not found.', code: 'not_found' })
      expect((await create({ name: 'With deleted', product_id: productId })).status).toBe(404)
    }
    expect((await t.request('/3/wishlist/no-such-slug/', { token })).status).toBe(404)
  })
})

describe.each(TEST_DATABASES)('demo wishlists on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
    await seedDemoData(t.db)
  })
  afterAll(() => t.close())

  it('gives the demo guest two lists of published campers', async () => {
    const { access_token: token } = (await (await signIn(t, DEMO_ACCOUNTS.guest.email, DEMO_PASSWORD)).json()) as {
      access_token: string
    }
    const lists = await (await t.request('/3/wishlists/', { token })).json()
    expect(lists.count).toBe(2)
    expect(lists.results.map((list: { name: string }) => list.name)).toEqual([
      'Wochenende in den Alpen',
      'Sommer in Portugal',
    ])
    for (const list of lists.results) {
      expect(list.ad_set.length).toBeGreaterThan(0)
      for (const camper of list.ad_set) expect((await t.request(`/3/products/${camper.id}/`)).status).toBe(200)
    }
    const saved = await (await t.request('/3/wishlists/products/', { token })).json()
    expect(saved.product_ids.length).toBe(
      lists.results.reduce((sum: number, list: { ad_set: unknown[] }) => sum + list.ad_set.length, 0),
    )
  })
})
