import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, calendarPeriods } from '../../../src/server/db/schema'
import { toDateRange } from '../../../src/server/db/schema/date-range'
import { seedDemoData } from '../../../src/server/db/seed/seed'
import { createUser } from '../support/accounts'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'
import { blockDays, book, createCamper, createOwner, inDays, priceDays, SEA } from './fixtures'

/** Whether the statement fails with Postgres exclusion_violation (Drizzle may wrap the driver error). */
async function exclusionViolation(statement: Promise<unknown>) {
  try {
    await statement
    return false
  } catch (error) {
    for (let current: unknown = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
      if ((current as { code?: unknown }).code === '23P01') return true
    }
    throw error
  }
}

interface Item {
  id: number
  price_per_day: string
  final_booking_price: string | null
  original_booking_price: string | null
  nb_days: number | null
  distance_km: number | null
  [key: string]: unknown
}
interface Page {
  count: number
  next: string | null
  previous: string | null
  results: Item[]
}

describe.each(TEST_DATABASES)('camper search on %s', (kind) => {
  let t: TestApp
  let guestId: number
  const ids: Record<string, number> = {}
  const around = `latitude=${SEA.latitude}&longitude=${SEA.longitude}`
  const search = async (query: string) => {
    const radius = query.includes('radius=') ? '' : '&radius=30'
    const response = await t.request(`/3/products/?${around}${radius}&${query}`)
    expect(response.status, await response.clone().text()).toBe(200)
    return (await response.json()) as Page
  }
  const found = async (query: string) => (await search(query)).results.map((item) => item.id).sort((a, b) => a - b)
  const idsOf = (...names: string[]) => names.map((name) => ids[name]!).sort((a, b) => a - b)

  beforeAll(async () => {
    t = await createTestApp(kind)
    await seedDemoData(t.db)
    const owner = await createOwner(t)
    guestId = (await createUser(t)).id
    // Fixtures at sea, 0 to 20 km east of SEA, each one different in one respect.
    ids.plain = (await createCamper(t, owner.id, { eastKm: 0 })).id
    ids.van = (await createCamper(t, owner.id, { eastKm: 2, vehicleType: 5, beds: 2, seats: 2, pricePerDay: 5000 })).id
    ids.big = (
      await createCamper(t, owner.id, {
        eastKm: 4,
        vehicleType: 2,
        beds: 6,
        seats: 6,
        pricePerDay: 15000,
        instantBooking: true,
      })
    ).id
    ids.pets = (await createCamper(t, owner.id, { eastKm: 6, petsAllowed: 'ALLOWED', pricePerDay: 9000 })).id
    ids.petsAsk = (await createCamper(t, owner.id, { eastKm: 8, petsAllowed: 'ON_DEMAND', pricePerDay: 9500 })).id
    ids.noPets = (await createCamper(t, owner.id, { eastKm: 10, petsAllowed: 'NOT_ALLOWED', pricePerDay: 10000 })).id
    ids.booked = (await createCamper(t, owner.id, { eastKm: 12, pricePerDay: 7000 })).id
    ids.cancelled = (await createCamper(t, owner.id, { eastKm: 14, pricePerDay: 7500 })).id
    ids.blocked = (await createCamper(t, owner.id, { eastKm: 16, pricePerDay: 6500 })).id
    ids.longStay = (await createCamper(t, owner.id, { eastKm: 18, minDays: 7, pricePerDay: 6000 })).id
    ids.seasonal = (await createCamper(t, owner.id, { eastKm: 20, pricePerDay: 10000, maxMonthsFutureRental: 3 })).id
    await createCamper(t, owner.id, { eastKm: 1, status: 'unpublished_owner' })
    await createCamper(t, owner.id, { eastKm: 45 })
    await book(t, ids.booked!, guestId, inDays(20), inDays(25), 'TO_COME')
    await book(t, ids.cancelled!, guestId, inDays(20), inDays(25), 'CANCELLED_GUEST')
    await book(t, ids.cancelled!, guestId, inDays(21), inDays(23), 'VALIDATED')
    await blockDays(t, ids.blocked!, inDays(18), inDays(21))
    await priceDays(t, ids.seasonal!, inDays(22), inDays(24), 20000)
  }, 120_000)
  afterAll(() => t.close())

  const all = [
    'plain',
    'van',
    'big',
    'pets',
    'petsAsk',
    'noPets',
    'booked',
    'cancelled',
    'blocked',
    'longStay',
    'seasonal',
  ]

  it('finds published and bookable campers within the radius only', async () => {
    expect(await found('')).toEqual(idsOf(...all))
    expect(await found('radius=5')).toEqual(idsOf('plain', 'van', 'big'))
    const page = await search('')
    expect(page).toMatchObject({ count: all.length, next: null, previous: null })
  })

  it('answers the documented item shape', async () => {
    const [item] = (await search('sort=distance&page_size=1')).results
    expect(item).toEqual({
      id: ids.plain,
      title: 'Sea camper',
      vehicle_type: 4,
      seats: 4,
      beds: 4,
      price_per_day: '80.00',
      currency: 'EUR',
      currency_owner: 'EUR',
      final_booking_price: null,
      original_booking_price: null,
      nb_days: null,
      hour_from: 14,
      hour_to: 12,
      instant_booking: false,
      pets_allowed: null,
      photos: [{ url: '/api/media/campers/4-1.svg', position: 0 }],
      owner: {
        id: expect.any(Number),
        first_name: 'Olga',
        profile_picture: { url: '/api/media/avatars/olga-1.svg' },
        is_pro: true,
      },
      review_average: null,
      review_count: 0,
      location: { city: 'Atlantis', country_code: 'FR', latitude: SEA.latitude, longitude: SEA.longitude },
      distance_km: 0,
    })
  })

  it('filters by types (one or repeated), beds, seatbelts, instant booking and pets', async () => {
    expect(await found('types=5')).toEqual(idsOf('van'))
    expect(await found('types=5&types=2')).toEqual(idsOf('van', 'big'))
    expect(await found('beds=5')).toEqual(idsOf('big'))
    expect(await found('seatbelts=5')).toEqual(idsOf('big'))
    expect(await found('instant_booking=true')).toEqual(idsOf('big'))
    const pets = await found('pets=true')
    expect(pets).toContain(ids.pets)
    expect(pets).toContain(ids.petsAsk)
    expect(pets).not.toContain(ids.noPets)
  })

  it('filters by price per day, and by the average for the dates when given', async () => {
    expect(await found('min_price=100')).toEqual(idsOf('big', 'noPets', 'seasonal'))
    expect(await found('max_price=60')).toEqual(idsOf('van', 'longStay'))
    // 2 days at 200 and 1 at 100: an average of 166.67.
    const dates = `date_from=${inDays(21)}&date_to=${inDays(24)}`
    expect(await found(`${dates}&min_price=160&max_price=170`)).toEqual(idsOf('seasonal'))
    // Bounds finer than a cent are rounded to one, never sent to the database as a fraction of a minor unit.
    expect(await found('max_price=60.004')).toEqual(idsOf('van', 'longStay'))
    expect(await found('max_price=1e-167')).toEqual([])
    expect(await found(`${dates}&min_price=159.995&max_price=170.001`)).toEqual(idsOf('seasonal'))
  })

  it('prices the dates with calendar prices and the long-stay discount', async () => {
    const short = (await search(`date_from=${inDays(21)}&date_to=${inDays(24)}&types=4&sort=-price`)).results
    expect(short[0]).toMatchObject({
      id: ids.seasonal,
      price_per_day: '100.00',
      final_booking_price: '500.00',
      original_booking_price: null,
      nb_days: 3,
    })
    const week = (await search(`date_from=${inDays(30)}&date_to=${inDays(37)}&radius=1`)).results
    expect(week[0]).toMatchObject({
      id: ids.plain,
      final_booking_price: '504.00',
      original_booking_price: '560.00',
      nb_days: 7,
    })
  })

  it('leaves out a confirmed booking or an unavailable period on the dates, not a cancelled or unconfirmed booking', async () => {
    const during = await found(`date_from=${inDays(19)}&date_to=${inDays(22)}`)
    expect(during).not.toContain(ids.booked)
    expect(during).not.toContain(ids.blocked)
    expect(during).toContain(ids.cancelled)
    // Half-open ranges: leaving on the day the booking starts is fine.
    const before = await found(`date_from=${inDays(15)}&date_to=${inDays(20)}`)
    expect(before).toContain(ids.booked)
    expect(await found(`date_from=${inDays(25)}&date_to=${inDays(27)}`)).toContain(ids.booked)
  })

  it('leaves out stays shorter than min_days and dates beyond the booking horizon', async () => {
    expect(await found(`date_from=${inDays(40)}&date_to=${inDays(43)}`)).not.toContain(ids.longStay)
    expect(await found(`date_from=${inDays(40)}&date_to=${inDays(47)}`)).toContain(ids.longStay)
    const late = await found(`date_from=${inDays(120)}&date_to=${inDays(124)}`)
    expect(late).not.toContain(ids.seasonal)
    expect(late).toContain(ids.plain)
  })

  it('answers dates the same around a point and everywhere (calendars read per camper, or all at once)', async () => {
    const fixtures = new Set(Object.values(ids))
    const everywhere = async (query: string) => {
      const items: Item[] = []
      for (let page = 1; ; page++) {
        const response = await t.request(`/3/products/?${query}&page_size=100&page=${page}`)
        expect(response.status, await response.clone().text()).toBe(200)
        const body = (await response.json()) as Page
        items.push(...body.results.filter((item) => fixtures.has(item.id)))
        if (!body.next) return items
      }
    }
    const priced = (items: Item[]) =>
      items.map(({ id, final_booking_price }) => ({ id, final_booking_price })).sort((a, b) => a.id - b.id)
    for (const [from, to] of [
      [19, 22],
      [15, 20],
      [21, 24],
      [30, 37],
      [40, 43],
      [40, 47],
      [120, 124],
    ] as const) {
      const dates = `date_from=${inDays(from)}&date_to=${inDays(to)}`
      const near = priced((await search(`${dates}&page_size=100`)).results)
      expect(near.length).toBeGreaterThan(0)
      expect(priced(await everywhere(dates))).toEqual(near)
    }
  })

  it('sorts by distance and by price both ways', async () => {
    const byDistance = (await search('sort=distance')).results
    expect(byDistance.map((item) => item.id)).toEqual(
      [
        'plain',
        'van',
        'big',
        'pets',
        'petsAsk',
        'noPets',
        'booked',
        'cancelled',
        'blocked',
        'longStay',
        'seasonal',
      ].map((name) => ids[name]),
    )
    expect(byDistance[1]!.distance_km).toBeCloseTo(2, 0)
    const prices = (await search('sort=price')).results.map((item) => Number(item.price_per_day))
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const descending = (await search('sort=-price')).results.map((item) => Number(item.price_per_day))
    expect(descending).toEqual([...descending].sort((a, b) => b - a))
  })

  it('searches around a place, and /3/campers/search answers the same', async () => {
    const products = await (await t.request('/3/products/?place=lyon&sort=distance')).json()
    expect(products.count).toBeGreaterThan(0)
    for (const item of products.results) expect(item.distance_km).toBeLessThanOrEqual(30)
    const campers = await (await t.request('/3/campers/search?place=lyon&sort=distance')).json()
    expect(campers).toEqual({ ...products, next: campers.next })
  })

  it('takes a country as that country, not a circle that spills over its borders', async () => {
    const france = await (await t.request('/3/products/?place=france&page_size=100')).json()
    expect(france.count).toBeGreaterThan(0)
    for (const item of france.results) expect(item.location.country_code).toBe('FR')
    const byDistance = await (await t.request('/3/products/?place=france&sort=distance&page_size=5')).json()
    expect(byDistance.results[0].distance_km).not.toBeNull()
  })

  it('pages with links, and answers invalid_page past the end', async () => {
    const first = await search('page_size=4&sort=distance')
    expect(first.results).toHaveLength(4)
    expect(first.next).toContain('page=2')
    const last = await search('page_size=4&sort=distance&page=3')
    expect(last.results).toHaveLength(3)
    expect(last.next).toBeNull()
    expect(last.previous).toContain('page=2')
    const past = await t.request(`/3/products/?${around}&radius=30&page_size=4&page=4`)
    expect(past.status).toBe(404)
    expect(await past.json()).toEqual({ detail: 'Invalid page.', code: 'invalid_page' })
  })

  it('answers 400 with field messages on bad input, never a 500', async () => {
    const cases: Array<[string, string]> = [
      ['date_from=2027-13-01&date_to=2027-13-05', 'date_from'],
      ['date_from=2027-02-30&date_to=2027-03-05', 'date_from'],
      [`date_from=${inDays(5)}`, 'date_to'],
      [`date_from=${inDays(5)}&date_to=${inDays(2)}`, 'date_to'],
      ['types=8', 'types.0'],
      ['types=1&types=x', 'types.1'],
      ['beds=ten', 'beds'],
      ['min_price=-1', 'min_price'],
      ['min_price=100&max_price=50', 'max_price'],
      // Found by the bad-input fuzz on PostgreSQL: in minor units this overflowed the integer column.
      ['max_price=900719925474099200', 'max_price'],
      ['latitude=95&longitude=2', 'latitude'],
      ['latitude=45', 'longitude'],
      ['sort=cheapest', 'sort'],
      ['page=0', 'page'],
      ['page_size=101', 'page_size'],
      ['instant_booking=yes', 'instant_booking'],
      ['sort=distance', 'sort'],
      ['place=atlantis', 'place'],
    ]
    for (const [query, field] of cases) {
      const response = await t.request(`/3/products/?${query}`)
      expect(response.status, query).toBe(400)
      const body = await response.json()
      expect(body[field], `${query} → ${JSON.stringify(body)}`).toEqual([expect.any(String)])
    }
  })

  it('refuses an overlapping confirmed booking in the database itself, but not a cancelled one', async () => {
    expect(
      await exclusionViolation(
        t.db.insert(bookings).values({
          camperId: ids.booked!,
          guestId,
          period: toDateRange(inDays(24), inDays(26)),
          status: 'ACCEPTED',
          totalPrice: 1,
        }),
      ),
    ).toBe(true)
    await t.db.insert(bookings).values({
      camperId: ids.booked!,
      guestId,
      period: toDateRange(inDays(24), inDays(26)),
      status: 'CANCELLED_OWNER',
      totalPrice: 1,
    })
    expect(
      await exclusionViolation(
        t.db
          .insert(calendarPeriods)
          .values({ camperId: ids.blocked!, period: toDateRange(inDays(20), inDays(22)), kind: 'unavailable' }),
      ),
    ).toBe(true)
  })

  it('answers an empty list of sister-platform listings by default', async () => {
    const response = await t.request('/3/sister-listings/?latitude=45&longitude=4')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ count: 0, results: [] })
  })
})
