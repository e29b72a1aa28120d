import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { wishlists } from '../../../src/server/db/schema'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createTestApp, type TestApp } from '../support/test-app'

/** Ends every connection the app holds to its database, as a PostgreSQL restart or a network cut would. */
async function dropConnections(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    )
    return rows.filter((row) => row.ended).length
  } finally {
    await admin.end()
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// Dropping connections needs a PostgreSQL server; the embedded database has no connection to lose.
describe.skipIf(!process.env.DATABASE_URL)('the database connections dropped under load, on postgres', () => {
  let t: TestApp
  let token: string
  let camperIds: number[]

  beforeAll(async () => {
    t = await createTestApp('postgres')
    const owner = await createUser(t, { isOwner: true })
    camperIds = [(await createCamper(t, owner.id)).id, (await createCamper(t, owner.id)).id]
    const guest = await createUser(t)
    token = (await tokensFor(t, guest.email)).access_token
  })
  afterAll(() => t.close())

  it('answers 200 or a clean 503 meanwhile, loses no acknowledged write, doubles none, and recovers by itself', async () => {
    const answers: Array<{ status: number; body: unknown; wishlist?: string }> = []
    let running = true
    let sequence = 0
    const worker = async (index: number) => {
      while (running) {
        const n = sequence++
        if (n % 3 === 0) {
          const name = `Trip ${index}-${n}`
          const response = await t.request('/3/wishlists/', { method: 'POST', token, json: { name } })
          answers.push({ status: response.status, body: await response.json(), wishlist: name })
        } else {
          const path = n % 3 === 1 ? `/3/products/${camperIds[n % 2]}/` : '/3/campers/search?page_size=5'
          const response = await t.request(path)
          answers.push({ status: response.status, body: await response.json() })
        }
      }
    }
    const workers = Array.from({ length: 8 }, (_, index) => worker(index))
    await pause(400)
    const firstDrop = await dropConnections(t.url!)
    await pause(400)
    const secondDrop = await dropConnections(t.url!)
    await pause(400)
    running = false
    await Promise.all(workers)

    expect(firstDrop + secondDrop).toBeGreaterThan(0)
    expect(answers.length).toBeGreaterThan(20)
    for (const answer of answers) {
      expect([200, 201, 503]).toContain(answer.status)
      if (answer.status === 503)
        expect(answer.body).toEqual({ detail: expect.any(String), code: 'SERVICE_UNAVAILABLE' })
    }

    const stored = await t.db.select({ name: wishlists.name }).from(wishlists)
    const names = stored.map((row) => row.name)
    expect(new Set(names).size).toBe(names.length)
    for (const answer of answers.filter((candidate) => candidate.status === 201))
      expect(names).toContain(answer.wishlist)

    // No restart, no manual step: the pool has replaced the dropped connections.
    const after = await Promise.all(Array.from({ length: 10 }, (_, n) => t.request(`/3/products/${camperIds[n % 2]}/`)))
    expect(after.map((response) => response.status)).toEqual(Array(10).fill(200))
    const write = await t.request('/3/wishlists/', { method: 'POST', token, json: { name: 'After the outage' } })
    expect(write.status).toBe(201)
    expect(await t.db.select().from(wishlists).where(eq(wishlists.name, 'After the outage'))).toHaveLength(1)
  }, 60_000)
})
