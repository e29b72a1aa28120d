import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { campers } from '../../../src/server/db/schema'
import type { AppEnv } from '../../../src/server/http/app-env'
import { publicReadCache } from '../../../src/server/http/public-read-cache'
import { flushListingStats } from '../../../src/server/services/listings/listing-stats'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

// Long enough that a loaded machine never sees an entry expire between two reads; the TTL test moves the clock.
const TTL_MS = 60_000

describe.each(TEST_DATABASES)('public read cache on %s', (kind) => {
  let t: TestApp
  let owner: Awaited<ReturnType<typeof createUser>>

  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_READ_CACHE_MS: String(TTL_MS) })
    owner = await createUser(t, { isOwner: true })
  })
  afterAll(() => t.close())
  afterEach(() => vi.useRealTimers())

  const read = async (path: string, init?: Parameters<TestApp['request']>[1]) => {
    const response = await t.request(path, init)
    return {
      status: response.status,
      cache: response.headers.get('x-cache'),
      body: (await response.json()) as Record<string, unknown>,
    }
  }
  /** Changes the row behind the API's back: only a cache miss can see it. */
  const renameBehindTheApi = (id: number, title: string) =>
    t.db.update(campers).set({ title }).where(eq(campers.id, id))

  it('answers a second anonymous read of a listing from memory, the same answer', async () => {
    const camper = await createCamper(t, owner.id)
    const first = await read(`/3/products/${camper.id}/`)
    await renameBehindTheApi(camper.id, 'Renamed behind the API')
    const second = await read(`/3/products/${camper.id}/`)
    expect(first).toMatchObject({ status: 200, cache: 'miss' })
    expect(second).toEqual({ ...first, cache: 'hit' })
  })

  it('keeps searches, prices and availabilities apart by their query', async () => {
    const camper = await createCamper(t, owner.id)
    const paths = [
      '/3/products/?page_size=1',
      '/3/products/?page_size=2',
      '/3/campers/search?page_size=1',
      `/3/products/${camper.id}/price/?date_from=2030-05-01&date_to=2030-05-04`,
      `/3/products/${camper.id}/price/?date_from=2030-05-01&date_to=2030-05-05`,
      `/3/products/${camper.id}/availabilities/`,
    ]
    for (const path of paths) expect((await read(path)).cache, path).toBe('miss')
    for (const path of paths) expect((await read(path)).cache, path).toBe('hit')
    const [three, four] = [(await read(paths[3]!)).body, (await read(paths[4]!)).body]
    expect(three.total).not.toBe(four.total)
  })

  it('never caches a read with a bearer token', async () => {
    const hidden = await createCamper(t, owner.id, { status: 'created', publishedAt: null })
    const token = (await tokensFor(t, owner.email)).access_token
    const asOwner = await read(`/3/products/${hidden.id}/`, { token })
    expect(asOwner).toMatchObject({ status: 200, cache: null })
    expect((await read(`/3/products/${hidden.id}/`, { token })).cache).toBeNull()
    // The owner's answer was not kept for anyone: an anonymous visitor still gets the 404.
    expect((await read(`/3/products/${hidden.id}/`)).status).toBe(404)
    // Any Authorization header, even one that is not a live token.
    const camper = await createCamper(t, owner.id)
    await read(`/3/products/${camper.id}/`, { token: 'not-a-token' })
    expect((await read(`/3/products/${camper.id}/`, { token: 'not-a-token' })).cache).toBeNull()
  })

  it('shares an answer between visitors whatever their cookies, which no handler reads', async () => {
    const camper = await createCamper(t, owner.id)
    await read(`/3/products/${camper.id}/`, { headers: { cookie: 'roam_consent=all' } })
    expect((await read(`/3/products/${camper.id}/`, { headers: { cookie: 'lang=fr' } })).cache).toBe('hit')
  })

  it('does not keep a 404', async () => {
    const missing = await read('/3/products/99999999/')
    expect(missing).toMatchObject({ status: 404, cache: 'miss' })
    expect((await read('/3/products/99999999/')).cache).toBe('miss')
  })

  it('reads fresh after a successful write through the API, not after a refused one', async () => {
    const camper = await createCamper(t, owner.id, { beds: 4 })
    const token = (await tokensFor(t, owner.email)).access_token
    await read(`/3/products/${camper.id}/`)
    const refused = await t.request(`/v4/vehicles/${camper.id}/`, { method: 'PATCH', token, json: { height: 'high' } })
    expect(refused.status).toBe(400)
    expect((await read(`/3/products/${camper.id}/`)).cache).toBe('hit')
    const saved = await t.request(`/v4/vehicles/${camper.id}/`, { method: 'PATCH', token, json: { beds: 3 } })
    expect(saved.status).toBe(200)
    expect(await read(`/3/products/${camper.id}/`)).toMatchObject({ cache: 'miss', body: { beds: 3 } })
  })

  it('forgets an answer once the TTL is over', async () => {
    const camper = await createCamper(t, owner.id)
    vi.useFakeTimers({ toFake: ['Date'] })
    await read(`/3/products/${camper.id}/`)
    await renameBehindTheApi(camper.id, 'Renamed after the first read')
    vi.setSystemTime(Date.now() + TTL_MS - 100)
    expect((await read(`/3/products/${camper.id}/`)).cache).toBe('hit')
    vi.setSystemTime(Date.now() + 200)
    expect(await read(`/3/products/${camper.id}/`)).toMatchObject({
      cache: 'miss',
      body: { title: 'Renamed after the first read' },
    })
  })

  it('still counts a visit and search prints on every hit', async () => {
    const camper = await createCamper(t, owner.id, { latitude: -33.9, longitude: 18.4 })
    const search = '/3/products/?latitude=-33.9&longitude=18.4&radius=5'
    for (let time = 0; time < 3; time++) {
      await read(`/3/products/${camper.id}/`)
      await read(search)
    }
    expect((await read(search)).body.count).toBe(1)
    await flushListingStats(t.db)
    const [row] = await t.db
      .select({ visits: campers.visitCount, prints: campers.printCount })
      .from(campers)
      .where(eq(campers.id, camper.id))
    expect(row).toEqual({ visits: 3, prints: 4 })
  })
})

describe('public read cache bounds', () => {
  const appWith = (ttlMs: number, maxEntries: number) => {
    let calls = 0
    const app = new Hono<AppEnv>()
    app.use('*', publicReadCache(ttlMs, maxEntries))
    app.get('/3/products/:id/', (c) => c.json({ id: c.req.param('id'), call: ++calls }))
    app.post('/oauth/token/', (c) => c.json({ ok: true }))
    app.post('/3/products/:id/', (c) => c.json({ ok: true }))
    return app
  }
  const cacheOf = async (app: Hono<AppEnv>, path: string) => (await app.request(path)).headers.get('x-cache')

  it('drops the least recently used entry beyond its size', async () => {
    const app = appWith(TTL_MS, 2)
    await cacheOf(app, '/3/products/1/')
    await cacheOf(app, '/3/products/2/')
    expect(await cacheOf(app, '/3/products/1/')).toBe('hit') // 1 is now the most recently used
    await cacheOf(app, '/3/products/3/')
    expect(await cacheOf(app, '/3/products/1/')).toBe('hit')
    expect(await cacheOf(app, '/3/products/2/')).toBe('miss')
  })

  it('keeps its entries through a sign-in but not through another write', async () => {
    const app = appWith(TTL_MS, 10)
    await cacheOf(app, '/3/products/1/')
    await app.request('/oauth/token/', { method: 'POST' })
    expect(await cacheOf(app, '/3/products/1/')).toBe('hit')
    await app.request('/3/products/1/', { method: 'POST' })
    expect(await cacheOf(app, '/3/products/1/')).toBe('miss')
  })

  it('is off at 0', async () => {
    const app = appWith(0, 10)
    await cacheOf(app, '/3/products/1/')
    expect(await cacheOf(app, '/3/products/1/')).toBeNull()
  })
})
