import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMonths } from '../../../src/domain/stay-price'
import { createUser } from '../support/accounts'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'
import { SEA, book, createCamper, createOwner, inDays, today } from './fixtures'

/** The first Sunday at least `days` from today. */
function sundayFrom(days: number) {
  let offset = days
  while (new Date(`${inDays(offset)}T00:00:00Z`).getUTCDay() !== 0) offset++
  return offset
}

interface Item {
  id: number
}

describe.each(TEST_DATABASES)('search and the listing ask one availability rule on %s', (kind) => {
  let t: TestApp
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    t = await createTestApp(kind)
    const owner = await createOwner(t)
    const guest = await createUser(t)
    ids.open = (await createCamper(t, owner.id, { pricePerDay: 9000 })).id
    // The cheapest, but closed on Sundays: no hand-over nor return that day.
    ids.closedSundays = (await createCamper(t, owner.id, { eastKm: 2, pricePerDay: 3000, closedWeekdays: [0] })).id
    ids.shortWindow = (await createCamper(t, owner.id, { eastKm: 4, pricePerDay: 4000, maxMonthsFutureRental: 2 })).id
    ids.booked = (await createCamper(t, owner.id, { eastKm: 6, pricePerDay: 5000 })).id
    await book(t, ids.booked!, guest.id, inDays(30), inDays(60), 'TO_COME')
  })
  afterAll(() => t.close())

  const search = async (query: string, around = true) => {
    const where = around ? `latitude=${SEA.latitude}&longitude=${SEA.longitude}&radius=30&` : ''
    const response = await t.request(`/3/products/?${where}${query}`)
    expect(response.status, await response.clone().text()).toBe(200)
    return (await response.json()) as { count: number; results: Item[] }
  }
  const quote = async (id: number, from: string, to: string) =>
    (await (await t.request(`/3/products/${id}/price/?date_from=${from}&date_to=${to}`)).json()) as {
      available: boolean
      reasons: string[]
    }

  it('lists for a date search only campers whose own listing calls the dates available', async () => {
    const sunday = sundayFrom(10)
    const stays: Array<[number, number]> = [
      [sunday, sunday + 4],
      [sunday - 3, sunday],
      [sunday + 1, sunday + 5],
      [40, 44],
      [70, 75],
    ]
    for (const [from, to] of stays) {
      for (const around of [true, false]) {
        const query = `date_from=${inDays(from)}&date_to=${inDays(to)}&sort=price`
        const found = (await search(query, around)).results.map((item) => item.id)
        for (const id of Object.values(ids)) {
          const { available } = await quote(id, inDays(from), inDays(to))
          expect(found.includes(id), `camper ${id} from day ${from} to ${to}, around: ${around}`).toBe(available)
        }
      }
    }
    // The cheapest camper is not the first result of a search starting on a Sunday, and the broad count agrees.
    const sundaySearch = await search(`date_from=${inDays(sunday)}&date_to=${inDays(sunday + 4)}&sort=price`)
    expect(sundaySearch.results[0]!.id).not.toBe(ids.closedSundays)
    const everywhere = await search(`date_from=${inDays(sunday)}&date_to=${inDays(sunday + 4)}`, false)
    expect(everywhere.results.map((item) => item.id)).not.toContain(ids.closedSundays)
    expect(everywhere.count).toBe(everywhere.results.length)
  })

  it('reports the days beyond max_months_future_rental as unavailable', async () => {
    const horizon = addMonths(today(), 2)
    const to = addMonths(today(), 4)
    const response = await t.request(
      `/3/products/${ids.shortWindow}/availabilities/?date_from=${today()}&date_to=${to}`,
    )
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.unavailable).toEqual([{ date_from: horizon, date_to: to, reason: 'too_far_in_future' }])
    // A window entirely beyond the horizon is closed from its first day.
    const later = await (
      await t.request(`/3/products/${ids.shortWindow}/availabilities/?date_from=${addMonths(today(), 3)}&date_to=${to}`)
    ).json()
    expect(later.unavailable).toEqual([{ date_from: addMonths(today(), 3), date_to: to, reason: 'too_far_in_future' }])
    // Inside the window nothing changes.
    const open = await (
      await t.request(`/3/products/${ids.open}/availabilities/?date_from=${today()}&date_to=${inDays(60)}`)
    ).json()
    expect(open.unavailable).toEqual([])
  })
})
