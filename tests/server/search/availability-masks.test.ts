import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, campers } from '../../../src/server/db/schema'
import { createUser } from '../support/accounts'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'
import { blockDays, book, createCamper, createOwner, inDays, priceDays, rows } from './fixtures'

// A search by dates alone counts from the availability masks of migration 0020, kept by triggers on campers. The count
// must stay exact through every change: the same search sorted by price counts every camper's calendar instead.
describe.each(TEST_DATABASES)('the count of a search by dates alone, from the availability masks, on %s', (kind) => {
  let t: TestApp
  let ownerId: number
  let guestId: number
  let camperId: number
  /** The last camper of a block: its bit is the sign bit of the block's masks. */
  let lastOfBlockId: number

  const answer = async (query: string) => {
    const response = await t.request(`/3/products/?${query}`)
    expect(response.status, await response.clone().text()).toBe(200)
    return ((await response.json()) as { count: number }).count
  }
  /** The count of the search by dates alone, checked against the same search sorted by price. */
  const count = async (from: number, to: number) => {
    const dates = `date_from=${inDays(from)}&date_to=${inDays(to)}&page_size=1`
    const fromMasks = await answer(dates)
    expect(fromMasks, `masks and calendars agree on ${from}–${to}`).toBe(await answer(`${dates}&sort=price`))
    return fromMasks
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    ownerId = (await createOwner(t)).id
    guestId = (await createUser(t)).id
    camperId = (await createCamper(t, ownerId)).id
    const [block] = await rows<{ last: number }>(
      t,
      sql`SELECT ((max(id) / 64 + 2) * 64 + 63)::int AS last FROM campers`,
    )
    lastOfBlockId = (await createCamper(t, ownerId, { id: block!.last, eastKm: 3 })).id
  }, 120_000)
  afterAll(() => t.close())

  it('counts a camper out over the days a booking or an unavailable period blocks, and back once cancelled', async () => {
    const [first, second, third] = [await count(30, 34), await count(33, 36), await count(34, 40)]
    await book(t, camperId, guestId, inDays(31), inDays(33), 'TO_COME')
    expect([await count(30, 34), await count(33, 36), await count(34, 40)]).toEqual([first - 1, second, third])
    await blockDays(t, lastOfBlockId, inDays(33), inDays(35))
    expect([await count(30, 34), await count(33, 36), await count(34, 40)]).toEqual([first - 2, second - 1, third - 1])
    await t.db.update(bookings).set({ status: 'CANCELLED_GUEST' }).where(eq(bookings.camperId, camperId))
    expect([await count(30, 34), await count(33, 36), await count(34, 40)]).toEqual([first - 1, second - 1, third - 1])
  })

  it('follows a camper unpublished, published again, and new campers', async () => {
    const before = await count(50, 55)
    await t.db.update(campers).set({ status: 'unpublished' }).where(eq(campers.id, lastOfBlockId))
    expect(await count(50, 55)).toBe(before - 1)
    await t.db.update(campers).set({ status: 'published' }).where(eq(campers.id, lastOfBlockId))
    expect(await count(50, 55)).toBe(before)
    await createCamper(t, ownerId, { eastKm: 6 })
    await createCamper(t, ownerId, { eastKm: 9, status: 'created' })
    expect(await count(50, 55)).toBe(before + 1)
  })

  it('leaves out the campers a minimum stay or a booking horizon rules out', async () => {
    const windows: Array<[number, number]> = [
      [20, 24],
      [20, 27],
      [10, 17],
      [300, 307],
    ]
    const counts = async () => Promise.all(windows.map(([from, to]) => count(from, to)))
    const [short, long, near, far] = await counts()
    await createCamper(t, ownerId, { eastKm: 12, minDays: 5 })
    await createCamper(t, ownerId, { eastKm: 15, maxMonthsFutureRental: 1 })
    // Four nights are too few for the first, ten months too far for the second.
    expect(await counts()).toEqual([short! + 1, long! + 2, near! + 2, far! + 1])
    const [threeNights, sevenNights] = [await count(61, 64), await count(61, 68)]
    await priceDays(t, camperId, inDays(60), inDays(70), 9000, { minDays: 6 })
    expect([await count(61, 64), await count(61, 68)]).toEqual([threeNights - 1, sevenNights])
  })
})
