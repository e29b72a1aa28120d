import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoData, seedIfEmpty } from '../../../src/server/db/seed/seed'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows
}

describe.each(TEST_DATABASES)('demo seed on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
    expect(await seedIfEmpty(t.db)).not.toBeNull()
  })
  afterAll(() => t.close())

  it('gives the demo guest documents: some NEEDDOC, the id proof VALIDATION_ASKED', async () => {
    const docs = await rows<{ document_type: string; status: string }>(
      t,
      sql`SELECT document_type, status FROM documents JOIN users ON users.id = documents.user_id WHERE users.email = 'guest@roam.test' ORDER BY documents.id`,
    )
    expect(docs.filter((doc) => doc.status === 'needdoc').length).toBeGreaterThanOrEqual(2)
    expect(docs.filter((doc) => doc.status === 'valid_ask')).toEqual([
      { document_type: 'id_proof', status: 'valid_ask' },
    ])
  })

  it('creates at least 300 campers covering all seven vehicle types', async () => {
    const types = await rows<{ vehicle_type: number; total: number }>(
      t,
      sql`SELECT vehicle_type, count(*)::int AS total FROM campers GROUP BY vehicle_type ORDER BY vehicle_type`,
    )
    expect(types.map((row) => row.vehicle_type)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(types.reduce((sum, row) => sum + row.total, 0)).toBeGreaterThanOrEqual(300)
  })

  it('places at least 40 real cities under their region and country, with true coordinates', async () => {
    const [cities] = await rows<{ total: number }>(
      t,
      sql`SELECT count(*)::int AS total FROM places WHERE place_type = 'LOC'`,
    )
    expect(cities!.total).toBeGreaterThanOrEqual(40)
    const [lyon] = await rows<{ latitude: number; longitude: number; region: string; country: string }>(
      t,
      sql`SELECT city.latitude, city.longitude, region.name AS region, country.name AS country
          FROM places city JOIN places region ON region.id = city.parent_id JOIN places country ON country.id = region.parent_id
          WHERE city.slug = 'lyon'`,
    )
    expect(lyon!.latitude).toBeCloseTo(45.75, 1)
    expect(lyon!.longitude).toBeCloseTo(4.85, 1)
    expect(lyon).toMatchObject({ region: 'Auvergne-Rhône-Alpes', country: 'France' })
    const [munich] = await rows<{ names: Record<string, string> }>(
      t,
      sql`SELECT translated_names AS names FROM places WHERE slug = 'munich'`,
    )
    expect(munich!.names).toMatchObject({ en: 'Munich', de: 'München' })
  })

  it('keeps every camper within a few kilometres of its city', async () => {
    const [far] = await rows<{ total: number }>(
      t,
      sql`SELECT count(*)::int AS total FROM campers c JOIN places p ON p.id = c.place_id
          WHERE abs(c.latitude - p.latitude) > 0.1 OR abs(c.longitude - p.longitude) > 0.15`,
    )
    expect(far!.total).toBe(0)
  })

  it('gives the demo owner and the demo pro their fleets, and flags every camper owner', async () => {
    const fleets = await rows<{ email: string; total: number }>(
      t,
      sql`SELECT u.email, count(c.id)::int AS total FROM users u JOIN campers c ON c.owner_id = u.id
          WHERE u.email IN ('owner@roam.test', 'pro@roam.test') GROUP BY u.email ORDER BY u.email`,
    )
    expect(fleets[0]).toMatchObject({ email: 'owner@roam.test' })
    expect(fleets[0]!.total).toBeGreaterThanOrEqual(3)
    expect(fleets[1]).toMatchObject({ email: 'pro@roam.test' })
    expect(fleets[1]!.total).toBeGreaterThanOrEqual(8)
    const [unflagged] = await rows<{ total: number }>(
      t,
      sql`SELECT count(*)::int AS total FROM users WHERE is_owner = false AND id IN (SELECT owner_id FROM campers)`,
    )
    expect(unflagged!.total).toBe(0)
    const [owners] = await rows<{ total: number }>(t, sql`SELECT count(DISTINCT owner_id)::int AS total FROM campers`)
    expect(owners!.total).toBeGreaterThanOrEqual(55)
  })

  it('writes several hundred reviews in several languages, with consistent camper averages', async () => {
    const languages = await rows<{ language: string }>(t, sql`SELECT DISTINCT language FROM reviews`)
    expect(languages.length).toBeGreaterThanOrEqual(5)
    const [reviewTotal] = await rows<{ total: number }>(t, sql`SELECT count(*)::int AS total FROM reviews`)
    expect(reviewTotal!.total).toBeGreaterThanOrEqual(300)
    const inconsistent = await rows<{ id: number }>(
      t,
      sql`SELECT c.id FROM campers c
          LEFT JOIN (SELECT camper_id, count(*)::int AS total, round(avg(rating)::numeric, 2) AS average
                     FROM reviews WHERE author_type = 'guest' AND published_date IS NOT NULL GROUP BY camper_id) s
            ON s.camper_id = c.id
          WHERE c.review_count <> coalesce(s.total, 0) OR c.review_average IS DISTINCT FROM s.average`,
    )
    expect(inconsistent).toEqual([])
  })

  it('fills the next months with confirmed and cancelled bookings, blocked days and high-season prices', async () => {
    const [calendar] = await rows<{
      confirmed: number
      cancelled: number
      past: number
      blocked: number
      seasonal: number
    }>(
      t,
      sql`SELECT
            (SELECT count(*)::int FROM bookings WHERE status IN ('ACCEPTED', 'ONGOING', 'TO_COME_NOT_PAID', 'TO_COME') AND upper(period) > current_date) AS confirmed,
            (SELECT count(*)::int FROM bookings WHERE status LIKE 'CANCELLED_%') AS cancelled,
            (SELECT count(*)::int FROM bookings WHERE status = 'DONE' AND upper(period) <= current_date) AS past,
            (SELECT count(*)::int FROM calendar_periods WHERE kind = 'unavailable' AND upper(period) > current_date) AS blocked,
            (SELECT count(DISTINCT camper_id)::int FROM calendar_periods
               WHERE kind = 'available' AND season = 3 AND extract(month FROM lower(period)) = 7 AND price_per_day IS NOT NULL) AS seasonal`,
    )
    expect(calendar!.confirmed).toBeGreaterThan(300)
    expect(calendar!.cancelled).toBeGreaterThan(20)
    expect(calendar!.past).toBeGreaterThan(100)
    expect(calendar!.blocked).toBeGreaterThan(100)
    expect(calendar!.seasonal).toBeGreaterThan(80)
    expect(calendar!.seasonal).toBeLessThan(250)
  })

  it('is deterministic: a second fresh database gets the very same marketplace', async () => {
    const fingerprint = async (app: TestApp) =>
      rows<{ campers: string; reviews: string }>(
        app,
        sql`SELECT
              (SELECT md5(string_agg(concat_ws('|', title, price_per_day, latitude, longitude, status), ',' ORDER BY id)) FROM campers) AS campers,
              (SELECT md5(string_agg(concat_ws('|', camper_id, author_id, rating, comment, published_date), ',' ORDER BY id)) FROM reviews) AS reviews`,
      )
    const other = await createTestApp(kind)
    try {
      await seedDemoData(other.db)
      expect(await fingerprint(other)).toEqual(await fingerprint(t))
    } finally {
      await other.close()
    }
  })

  it('is a no-op on an already seeded database', async () => {
    const before = await rows<{ users: number; campers: number; reviews: number }>(
      t,
      sql`SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM campers) AS campers, (SELECT count(*)::int FROM reviews) AS reviews`,
    )
    expect(await seedIfEmpty(t.db)).toBeNull()
    expect(await seedDemoData(t.db)).toBe('demo data already present')
    const after = await rows<{ users: number; campers: number; reviews: number }>(
      t,
      sql`SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM campers) AS campers, (SELECT count(*)::int FROM reviews) AS reviews`,
    )
    expect(after).toEqual(before)
  })
})
