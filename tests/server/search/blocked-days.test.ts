import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, calendarPeriods } from '../../../src/server/db/schema'
import { toDateRange } from '../../../src/server/db/schema/date-range'
import { createUser } from '../support/accounts'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'
import { blockDays, createCamper, createOwner, inDays, priceDays, rows, SEA } from './fixtures'

// campers.blocked_from / blocked_days are written by the statement triggers of migration 0009 only: every change to a
// booking or a calendar period must show in a search at once, on each of its three ways of reading calendars.
describe.each(TEST_DATABASES)('blocked days kept by the calendar triggers on %s', (kind) => {
  let t: TestApp
  let guestId: number
  let camperId: number
  let otherId: number

  const bits = async (id: number) =>
    (
      await rows<{ blocked_from: string | null; blocked_days: string | null }>(
        t,
        sql`
      SELECT blocked_from::text, blocked_days::text FROM campers WHERE id = ${id}`,
      )
    )[0]
  /** Whether the camper is found for the dates around a point (calendars per camper), everywhere, and everywhere by price. */
  const found = async (from: number, to: number) => {
    const dates = `date_from=${inDays(from)}&date_to=${inDays(to)}&page_size=100`
    const answers = []
    for (const query of [
      `latitude=${SEA.latitude}&longitude=${SEA.longitude}&radius=30&${dates}`,
      dates,
      `${dates}&sort=price`,
    ]) {
      const response = await t.request(`/3/products/?${query}`)
      expect(response.status, await response.clone().text()).toBe(200)
      const body = (await response.json()) as { results: Array<{ id: number }> }
      answers.push(body.results.some((item) => item.id === camperId))
    }
    expect(new Set(answers).size, `the three ways agree on ${from}–${to}`).toBe(1)
    return answers[0]
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    const owner = await createOwner(t)
    guestId = (await createUser(t)).id
    camperId = (await createCamper(t, owner.id)).id
    otherId = (await createCamper(t, owner.id, { eastKm: 5 })).id
  }, 120_000)
  afterAll(() => t.close())

  it('sets a bit per blocked day from the first one, and none without blocked days', async () => {
    expect(await bits(camperId)).toEqual({ blocked_from: null, blocked_days: null })
    // One statement for two campers: each gets its own days.
    await t.db.insert(bookings).values([
      { camperId, guestId, period: toDateRange(inDays(31), inDays(33)), status: 'TO_COME', totalPrice: 1000 },
      { camperId: otherId, guestId, period: toDateRange(inDays(40), inDays(41)), status: 'ACCEPTED', totalPrice: 1000 },
    ])
    await blockDays(t, camperId, inDays(35), inDays(36))
    expect(await bits(camperId)).toEqual({ blocked_from: inDays(31), blocked_days: '11001' })
    expect(await bits(otherId)).toEqual({ blocked_from: inDays(40), blocked_days: '1' })
  })

  it('hides the camper on a confirmed booking and shows it again once cancelled', async () => {
    expect(await found(30, 34)).toBe(false)
    expect(await found(28, 31)).toBe(true)
    expect(await found(33, 35)).toBe(true)
    await t.db.update(bookings).set({ status: 'CANCELLED_GUEST' }).where(eq(bookings.camperId, camperId))
    expect(await found(30, 34)).toBe(true)
    expect(await bits(camperId)).toEqual({ blocked_from: inDays(35), blocked_days: '1' })
  })

  it('follows an unavailable period that moves, then goes', async () => {
    expect(await found(34, 37)).toBe(false)
    await t.db
      .update(calendarPeriods)
      .set({ period: toDateRange(inDays(50), inDays(52)) })
      .where(eq(calendarPeriods.camperId, camperId))
    expect(await found(34, 37)).toBe(true)
    expect(await found(51, 53)).toBe(false)
    await t.db.delete(calendarPeriods).where(eq(calendarPeriods.camperId, camperId))
    expect(await found(51, 53)).toBe(true)
    expect(await bits(camperId)).toEqual({ blocked_from: null, blocked_days: null })
  })

  it('leaves blocked days alone for available periods, whose minimum stay still applies', async () => {
    await priceDays(t, camperId, inDays(60), inDays(70), 9000, { minDays: 6 })
    expect(await bits(camperId)).toEqual({ blocked_from: null, blocked_days: null })
    expect(await found(61, 64)).toBe(false)
    expect(await found(61, 68)).toBe(true)
  })
})
