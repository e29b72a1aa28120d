import { describe, expect, it } from 'vitest'
import {
  activeFilterCount,
  cardPrice,
  clearSearchFilters,
  DEFAULT_SEARCH_SORT,
  normalizeSearchDate,
  sanitizeSearchQuery,
  SEARCH_SORTS,
  searchQueryToParams,
  vehicleTypeKey,
} from '../../src/domain/search-query'

const today = new Date(2027, 5, 15) // 2027-06-15, local
const run = (raw: string | Record<string, string | string[]>) =>
  sanitizeSearchQuery(typeof raw === 'string' ? new URLSearchParams(raw) : raw, today)

describe('sanitizeSearchQuery: numbers', () => {
  it('keeps beds and seatbelts from 2 to 6 and drops anything else', () => {
    expect(run('beds=2&seatbelts=6')).toEqual({ query: { beds: 2, seatbelts: 6 }, changed: false })
    for (const bad of ['1', '7', '0', '-3', 'abc', '2.5', '']) {
      expect(run(`beds=${bad}`)).toEqual({ query: {}, changed: true })
    }
  })

  it('gives beds the seatbelts value when seatbelts comes without beds', () => {
    expect(run('seatbelts=4')).toEqual({ query: { beds: 4, seatbelts: 4 }, changed: true })
    expect(run('seatbelts=4&beds=9').query).toEqual({ beds: 4, seatbelts: 4 })
    expect(run('seatbelts=9').query).toEqual({})
  })

  it('keeps min_price and max_price of at least 0', () => {
    expect(run('min_price=0&max_price=120.5')).toEqual({ query: { min_price: 0, max_price: 120.5 }, changed: false })
    expect(run('min_price=-1&max_price=cheap')).toEqual({ query: {}, changed: true })
  })

  it('limits types to 1..7, deduplicated and sorted', () => {
    expect(run('types=4&types=1')).toEqual({ query: { types: [1, 4] }, changed: false }) // order alone is not a fix
    expect(run('types=1&types=4')).toEqual({ query: { types: [1, 4] }, changed: false })
    expect(run('types=1&types=1&types=8&types=0&types=x')).toEqual({ query: { types: [1] }, changed: true })
    expect(run('types=2,3').query.types).toEqual([2, 3])
    expect(run({ types: ['7', '7'] }).query.types).toEqual([7])
  })

  it('reads page, page_size, latitude, longitude and radius as numbers', () => {
    expect(run('page=2&page_size=20&latitude=45.76&longitude=-4.83&radius=50')).toEqual({
      query: { page: 2, page_size: 20, latitude: 45.76, longitude: -4.83, radius: 50 },
      changed: false,
    })
    expect(run('page=two&page_size=0&latitude=north&longitude=&radius=far')).toEqual({ query: {}, changed: true })
  })
})

describe('sanitizeSearchQuery: dates', () => {
  it('keeps a valid future range', () => {
    expect(run('date_from=2027-07-01&date_to=2027-07-08')).toEqual({
      query: { date_from: '2027-07-01', date_to: '2027-07-08' },
      changed: false,
    })
  })

  it('accepts today as the first day', () => {
    expect(run('date_from=2027-06-15&date_to=2027-06-16').changed).toBe(false)
  })

  it('(1) converts day-month-year forms', () => {
    expect(run('date_from=01-07-2027&date_to=08/07/2027')).toEqual({
      query: { date_from: '2027-07-01', date_to: '2027-07-08' },
      changed: true,
    })
  })

  it('(2) drops both when only one is given', () => {
    expect(run('date_from=2027-07-01')).toEqual({ query: {}, changed: true })
    expect(run('date_to=2027-07-01&beds=3')).toEqual({ query: { beds: 3 }, changed: true })
    expect(run('date_from=2027-07-01&date_to=')).toEqual({ query: {}, changed: true })
  })

  it('(3) drops both when one is invalid', () => {
    expect(run('date_from=2027-02-31&date_to=2027-03-04').query).toEqual({})
    expect(run('date_from=tomorrow&date_to=2027-07-04').query).toEqual({})
    expect(run('date_from=2027/07/01&date_to=2027-07-04').query).toEqual({})
  })

  it('(4) swaps a reversed range', () => {
    expect(run('date_from=2027-07-08&date_to=2027-07-01')).toEqual({
      query: { date_from: '2027-07-01', date_to: '2027-07-08' },
      changed: true,
    })
    expect(run('date_from=08-07-2027&date_to=01-07-2027').query).toEqual({
      date_from: '2027-07-01',
      date_to: '2027-07-08',
    })
  })

  it('(5) drops a range still invalid after the swap (same day)', () => {
    expect(run('date_from=2027-07-01&date_to=2027-07-01')).toEqual({ query: {}, changed: true })
  })

  it('(6) drops both when a date is in the past, including after a swap', () => {
    expect(run('date_from=2027-06-14&date_to=2027-06-20').query).toEqual({})
    expect(run('date_from=2027-06-20&date_to=2027-06-14').query).toEqual({})
    expect(run('date_from=2020-01-01&date_to=2020-01-05').query).toEqual({})
  })

  it('normalizeSearchDate reads the three forms and rejects the rest', () => {
    expect(normalizeSearchDate('2027-07-01')).toBe('2027-07-01')
    expect(normalizeSearchDate('01-07-2027')).toBe('2027-07-01')
    expect(normalizeSearchDate('01/07/2027')).toBe('2027-07-01')
    expect(normalizeSearchDate('2028-02-29')).toBe('2028-02-29')
    expect(normalizeSearchDate('2027-02-29')).toBeNull()
    expect(normalizeSearchDate('1/7/2027')).toBeNull()
  })
})

describe('sanitizeSearchQuery: other parameters', () => {
  it('keeps unknown parameters untouched', () => {
    expect(run('utm_source=news&utm_source=mail&beds=3')).toEqual({
      query: { beds: 3, extra: { utm_source: ['news', 'mail'] } },
      changed: false,
    })
  })

  it('validates place, sort and the booleans', () => {
    expect(run('place=lyon&sort=-price&instant_booking=true&pets=true').changed).toBe(false)
    expect(run('sort=cheapest').query).toEqual({})
    for (const sort of SEARCH_SORTS) expect(run(`sort=${sort}`).query, sort).toEqual({ sort })
    expect(SEARCH_SORTS).toContain(DEFAULT_SEARCH_SORT)
    expect(run('instant_booking=1&pets=yes').query).toEqual({})
    expect(run('place=').changed).toBe(true)
  })

  it('combines fixes', () => {
    const { query, changed } = run(
      'seatbelts=3&types=9&types=2&date_from=10/07/2027&date_to=2027-07-02&min_price=-4&page=3&ref=x',
    )
    expect(changed).toBe(true)
    expect(query).toEqual({
      seatbelts: 3,
      beds: 3,
      types: [2],
      date_from: '2027-07-02',
      date_to: '2027-07-10',
      page: 3,
      extra: { ref: ['x'] },
    })
  })

  it('is idempotent: a sanitised query does not change again', () => {
    const inputs = [
      'seatbelts=3&types=9&types=2&date_from=10/07/2027&date_to=2027-07-02&min_price=-4&page=3&ref=x',
      'beds=1&place=lyon&latitude=45.7&longitude=4.8&radius=20&sort=distance',
      'date_from=2027-07-01&types=1,2,3&max_price=100&pets=true&instant_booking=true&page_size=20',
      '',
    ]
    for (const input of inputs) {
      const once = run(input)
      const again = sanitizeSearchQuery(searchQueryToParams(once.query), today)
      expect(again).toEqual({ query: once.query, changed: false })
    }
  })

  it('reads a plain object as well as URLSearchParams', () => {
    expect(run({ beds: '3', types: ['1', '2'] })).toEqual({ query: { beds: 3, types: [1, 2] }, changed: false })
  })
})

describe('search rules', () => {
  it('counts active filters and clears them, keeping where and sort', () => {
    const query = {
      place: 'lyon',
      sort: 'price' as const,
      beds: 3,
      types: [1],
      pets: true as const,
      page: 2,
      date_from: '2027-07-01',
      date_to: '2027-07-05',
    }
    expect(activeFilterCount(query)).toBe(4)
    expect(clearSearchFilters(query)).toEqual({ place: 'lyon', sort: 'price' })
    expect(activeFilterCount({})).toBe(0)
  })

  it('names vehicle types', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(vehicleTypeKey)).toEqual([
      'lowprofile',
      'coachbuilt',
      'a_class',
      'campervan',
      'van',
      'caravan',
      'other',
    ])
    expect(vehicleTypeKey(42)).toBe('other')
  })

  it('shows the total for the dates only when dates are set and priced', () => {
    const item = { price_per_day: '89.00', final_booking_price: '623.00', nb_days: 7 }
    expect(cardPrice(item, true)).toEqual({ kind: 'total', amount: 623, perDay: 89, nbDays: 7 })
    expect(cardPrice(item, false)).toEqual({ kind: 'per_day', amount: 89 })
    expect(cardPrice({ ...item, final_booking_price: null }, true)).toEqual({ kind: 'per_day', amount: 89 })
  })

  it('gives the average price per day over the dates before the long-stay discount, not the base price', () => {
    // A week of high season at 190 a day on a camper whose base price is 95, with 10% off for the week.
    const item = {
      price_per_day: '95.00',
      final_booking_price: '1197.00',
      original_booking_price: '1330.00',
      nb_days: 7,
    }
    expect(cardPrice(item, true)).toEqual({ kind: 'total', amount: 1197, perDay: 190, nbDays: 7 })
    expect(cardPrice(item, false)).toEqual({ kind: 'per_day', amount: 95 })
    expect(
      cardPrice({ ...item, final_booking_price: '1000.00', original_booking_price: null, nb_days: 3 }, true),
    ).toEqual({ kind: 'total', amount: 1000, perDay: 333.33, nbDays: 3 })
  })
})
