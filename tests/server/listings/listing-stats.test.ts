import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { campers } from '../../../src/server/db/schema'
import {
  countPrints,
  countVisit,
  flushListingStats,
  STATS_FLUSH_INTERVAL_MS,
} from '../../../src/server/services/listings/listing-stats'
import { createUser } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('listing stats counted in memory on %s', (kind) => {
  let t: TestApp
  let ownerId: number

  beforeAll(async () => {
    t = await createTestApp(kind)
    ownerId = (await createUser(t, { isOwner: true })).id
  })
  afterAll(() => t.close())
  afterEach(() => vi.useRealTimers())

  const countersOf = async (id: number) => {
    const [row] = await t.db
      .select({ visits: campers.visitCount, prints: campers.printCount })
      .from(campers)
      .where(eq(campers.id, id))
    return row
  }

  it('reads write nothing until the flush, which adds every camper’s counts in one go', async () => {
    const first = await createCamper(t, ownerId, { visitCount: 5 })
    const second = await createCamper(t, ownerId)
    expect((await t.request(`/3/products/${first.id}/`)).status).toBe(200)
    expect((await t.request(`/3/products/${first.id}/`)).status).toBe(200)
    countPrints(t.db, [first.id, second.id])
    expect(await countersOf(first.id)).toEqual({ visits: 5, prints: 0 })
    await flushListingStats(t.db)
    expect(await countersOf(first.id)).toEqual({ visits: 7, prints: 1 })
    expect(await countersOf(second.id)).toEqual({ visits: 0, prints: 1 })
    // Nothing is counted twice.
    await flushListingStats(t.db)
    expect(await countersOf(first.id)).toEqual({ visits: 7, prints: 1 })
  })

  it('flushes on its own every few seconds', async () => {
    const camper = await createCamper(t, ownerId)
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    countVisit(t.db, camper.id)
    await vi.advanceTimersByTimeAsync(STATS_FLUSH_INTERVAL_MS)
    vi.useRealTimers()
    await flushListingStats(t.db) // waits for the timer's flush under way
    expect(await countersOf(camper.id)).toEqual({ visits: 1, prints: 0 })
  })

  it('keeps the counts when the write fails and adds them on the next flush', async () => {
    const camper = await createCamper(t, ownerId)
    const execute = vi.spyOn(t.db, 'execute').mockRejectedValueOnce(new Error('connection lost'))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    countVisit(t.db, camper.id)
    await flushListingStats(t.db)
    expect(warn).toHaveBeenCalledOnce()
    countVisit(t.db, camper.id)
    await flushListingStats(t.db)
    execute.mockRestore()
    warn.mockRestore()
    expect(await countersOf(camper.id)).toEqual({ visits: 2, prints: 0 })
  })
})
