import { describe, expect, it } from 'vitest'
import {
  bookingPriceErrors,
  card2Split,
  couponDiscount,
  couponProblem,
  cred4Split,
  optionsPrice,
  priceBookingRequest,
  type Coupon,
  type PriceEngineInput,
} from '../../src/domain/booking-price-engine'

const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  code: 'SUMMER10',
  percentOff: 10,
  amountOff: null,
  validFrom: '2027-01-01',
  validTo: '2027-12-31',
  minAmount: 0,
  maxUses: null,
  uses: 0,
  ...overrides,
})

const OPTIONS = [
  { id: 1, name: 'Bike rack', price: 1000, recurrence: 'booking' as const, maxQuantity: 1 },
  { id: 2, name: 'Child seat', price: 300, recurrence: 'day' as const, maxQuantity: 2 },
]

/** Seven days from Thursday 2027-07-01, 122 days after "now"; the last three days are in a 120.00 high season. */
function input(
  overrides: Partial<PriceEngineInput> = {},
  choices: Partial<PriceEngineInput['choices']> = {},
): PriceEngineInput {
  return {
    dateFrom: '2027-07-01',
    dateTo: '2027-07-08',
    hourFrom: 14,
    now: new Date('2027-03-01T10:00:00Z'),
    requestedOn: '2027-03-01',
    camper: { pricePerDay: 10000, minDays: 2, unlimitedKmAllowed: true, closedWeekdays: [], options: OPTIONS },
    periods: [{ dateFrom: '2027-07-05', dateTo: '2027-08-01', kind: 'available', pricePerDay: 12000, minDays: null }],
    takenRanges: [],
    guestDocumentsValidated: true,
    secondDriverFee: 1500,
    ...overrides,
    choices: {
      kmOption: 100,
      secondDriver: false,
      options: [],
      insurance: null,
      cancelInsurance: false,
      rentalCover: null,
      coupon: null,
      ...choices,
    },
  }
}

const pricesOf = (engineInput: PriceEngineInput) => {
  const result = priceBookingRequest(engineInput)
  if (!result.ok) throw new Error(`unexpected errors ${JSON.stringify(result.errors)}`)
  return result.prices
}

describe('booking price engine', () => {
  it('prices every part of a fully optioned booking to the cent', () => {
    const prices = pricesOf(
      input(
        {},
        {
          kmOption: 200,
          secondDriver: true,
          options: [
            { id: 1, quantity: 1 },
            { id: 2, quantity: 2 },
          ],
          insurance: { slug: 'serenity', pricePerDay: 2500 },
          cancelInsurance: true,
          rentalCover: 4900,
          coupon: coupon(),
        },
      ),
    )
    expect(prices).toEqual({
      nbDays: 7,
      priceRental: 76000, // 4 × 100.00 + 3 × 120.00
      priceDiscountWeekly: 7600,
      priceDiscountEarly: 3800,
      priceDiscount: 11400,
      priceKm: 3500,
      priceOptions: 5200, // 10.00 once + 2 × 3.00 × 7 days
      priceSecondDriver: 1500,
      priceFees: 3740, // 5 % of 748.00
      priceInsurance: 17500,
      priceCancellationInsurance: 3692, // 4 % of 748.00 + 175.00
      priceRentalCover: 4900,
      priceCoupon: 10463, // 10 % of 1046.32
      price: 94169,
      priceRaw: 116032,
      priceOwner: 62305, // 85 % of 733.00
      card2: { first: 47085, second: 47084, secondPaymentDate: '2027-06-01' },
      cred4: [
        { amount: 23543, date: '2027-03-01' },
        { amount: 23542, date: '2027-03-31' },
        { amount: 23542, date: '2027-04-30' },
        { amount: 23542, date: '2027-05-30' },
      ],
    })
    expect(prices.card2!.first + prices.card2!.second).toBe(prices.price)
    expect(prices.cred4.reduce((sum, instalment) => sum + instalment.amount, 0)).toBe(prices.price)
  })

  it('gives no weekly discount under 7 days and no early discount under 60 days ahead, and no card_2 under 45 days', () => {
    const prices = pricesOf(
      input({ dateTo: '2027-07-04', now: new Date('2027-05-20T08:00:00Z'), requestedOn: '2027-05-20' }),
    )
    expect(prices.priceRental).toBe(30000)
    expect(prices.priceDiscount).toBe(0)
    expect(prices.priceFees).toBe(1500)
    expect(prices.price).toBe(31500)
    expect(prices.priceRaw).toBe(31500)
    expect(prices.card2).toBeNull()
    const early = pricesOf(
      input({ dateTo: '2027-07-04', now: new Date('2027-05-02T08:00:00Z'), requestedOn: '2027-05-02' }),
    )
    expect(early.priceDiscountEarly).toBe(1500)
    expect(early.priceDiscountWeekly).toBe(0)
    // Asked for early, priced later: the booking keeps its early discount.
    expect(
      pricesOf(input({ dateTo: '2027-07-04', now: new Date('2027-06-25T08:00:00Z'), requestedOn: '2027-05-02' }))
        .priceDiscountEarly,
    ).toBe(1500)
  })

  it('charges the unlimited km option, or refuses it with 106 when the listing does not allow it', () => {
    expect(pricesOf(input({}, { kmOption: 0 })).priceKm).toBe(10500)
    const refused = priceBookingRequest(
      input({ camper: { ...input().camper, unlimitedKmAllowed: false } }, { kmOption: 0 }),
    )
    expect(refused).toEqual({
      ok: false,
      errors: [expect.objectContaining({ code: 106, key: 'KM_UNLIMITED_NOT_ALLOWED' })],
    })
  })

  it('refuses inverted or empty dates with 103 alone', () => {
    expect(bookingPriceErrors(input({ dateTo: '2027-06-28' })).map((error) => error.code)).toEqual([103])
    expect(bookingPriceErrors(input({ dateTo: '2027-07-01' })).map((error) => error.code)).toEqual([103])
  })

  it('asks for validated documents 72 h (104) and 24 h (110) before the start', () => {
    const noDocuments = { guestDocumentsValidated: false }
    // The start is 2027-07-01 14:00 UTC.
    expect(bookingPriceErrors(input({ ...noDocuments, now: new Date('2027-06-28T13:59:00Z') }))).toEqual([])
    expect(
      bookingPriceErrors(input({ ...noDocuments, now: new Date('2027-06-28T14:01:00Z') })).map((e) => e.key),
    ).toEqual(['INVALID_DOCUMENTS_LESS_72'])
    expect(
      bookingPriceErrors(input({ ...noDocuments, now: new Date('2027-06-30T14:01:00Z') })).map((e) => e.code),
    ).toEqual([110])
    expect(bookingPriceErrors(input({ now: new Date('2027-06-30T14:01:00Z') }))).toEqual([])
  })

  it('refuses dates an unavailable period or another booking holds with 107', () => {
    const blocked = input({
      periods: [
        { dateFrom: '2027-07-07', dateTo: '2027-07-10', kind: 'unavailable', pricePerDay: null, minDays: null },
      ],
    })
    expect(bookingPriceErrors(blocked).map((error) => error.code)).toEqual([107])
    expect(
      bookingPriceErrors(input({ takenRanges: [{ dateFrom: '2027-06-25', dateTo: '2027-07-02' }] })).map((e) => e.code),
    ).toEqual([107])
    // Half-open: a booking ending the day this one starts leaves it free.
    expect(bookingPriceErrors(input({ takenRanges: [{ dateFrom: '2027-06-25', dateTo: '2027-07-01' }] }))).toEqual([])
  })

  it('asks for the longest minimum of the camper and its periods with 108 and min_length', () => {
    const seasonal = input({
      dateTo: '2027-07-06',
      periods: [{ dateFrom: '2027-07-05', dateTo: '2027-08-01', kind: 'available', pricePerDay: 12000, minDays: 7 }],
    })
    expect(bookingPriceErrors(seasonal)).toEqual([
      { code: 108, key: 'MIN_DAYS_REQUIRED', message: expect.any(String), minLength: 7 },
    ])
    expect(bookingPriceErrors(input({ dateTo: '2027-07-02' }))).toEqual([
      expect.objectContaining({ code: 108, minLength: 2 }),
    ])
  })

  it('refuses a start or an end on a closed day of the week with 109', () => {
    const closedOnThursdays = { camper: { ...input().camper, closedWeekdays: [4] } }
    expect(bookingPriceErrors(input(closedOnThursdays)).map((error) => error.code)).toEqual([109])
    expect(bookingPriceErrors(input({ ...closedOnThursdays, dateFrom: '2027-07-02', dateTo: '2027-07-09' }))).toEqual(
      [],
    )
  })

  it('lists every error, most important first', () => {
    const errors = bookingPriceErrors(
      input(
        {
          dateTo: '2027-07-02',
          guestDocumentsValidated: false,
          now: new Date('2027-06-30T20:00:00Z'),
          takenRanges: [{ dateFrom: '2027-07-01', dateTo: '2027-07-03' }],
          camper: { ...input().camper, unlimitedKmAllowed: false, closedWeekdays: [5] },
        },
        { kmOption: 0 },
      ),
    )
    expect(errors.map((error) => error.code)).toEqual([110, 106, 107, 108, 109])
  })

  it('prices options per day or per booking, capped at their maximum, ignoring unknown ones', () => {
    expect(
      optionsPrice(
        OPTIONS,
        [
          { id: 2, quantity: 5 },
          { id: 9, quantity: 1 },
          { id: 1, quantity: 0 },
        ],
        3,
      ),
    ).toBe(1800)
  })

  it('checks a coupon’s dates, uses and minimum, and never discounts below zero', () => {
    expect(couponProblem(null, '2027-03-01', 1000)).toBe('unknown')
    expect(couponProblem(coupon({ validFrom: '2027-04-01' }), '2027-03-01', 1000)).toBe('not_started')
    expect(couponProblem(coupon({ validTo: '2027-02-28' }), '2027-03-01', 1000)).toBe('expired')
    expect(couponProblem(coupon({ maxUses: 3, uses: 3 }), '2027-03-01', 1000)).toBe('used_up')
    expect(couponProblem(coupon({ minAmount: 50000 }), '2027-03-01', 49999)).toBe('below_minimum')
    expect(couponProblem(coupon({ validTo: '2027-03-01', minAmount: 50000 }), '2027-03-01', 50000)).toBeNull()
    expect(couponDiscount(coupon({ percentOff: null, amountOff: 5000 }), 3000)).toBe(3000)
    expect(couponDiscount(coupon({ percentOff: 15 }), 33333)).toBe(5000)
  })

  it('leaves a coupon that cannot be used out of the price, and keeps a fixed one off price_owner', () => {
    expect(pricesOf(input({}, { coupon: coupon({ validTo: '2027-02-01' }) })).priceCoupon).toBe(0)
    const plain = pricesOf(input())
    const fixed = pricesOf(input({}, { coupon: coupon({ percentOff: null, amountOff: 2000 }) }))
    expect(fixed.price).toBe(plain.price - 2000)
    expect(fixed.priceOwner).toBe(plain.priceOwner)
    expect(fixed.priceRaw).toBe(plain.priceRaw)
  })

  it('splits any amount into two or four instalments that add up to the cent', () => {
    for (const total of [0, 1, 3, 99999, 123457]) {
      const two = card2Split(total, '2027-07-01', '2027-03-01')!
      expect(two.first + two.second).toBe(total)
      expect(two.first - two.second).toBeLessThanOrEqual(1)
      expect(
        cred4Split(total, '2027-07-01', '2027-03-01').reduce((sum, instalment) => sum + instalment.amount, 0),
      ).toBe(total)
    }
    expect(card2Split(10000, '2027-04-14', '2027-03-01')).toBeNull()
    expect(card2Split(10000, '2027-04-15', '2027-03-01')).toEqual({
      first: 5000,
      second: 5000,
      secondPaymentDate: '2027-03-16',
    })
    expect(cred4Split(10000, '2027-05-30', '2027-03-01')).toEqual([])
    expect(cred4Split(10000, '2027-05-31', '2027-03-01').map((instalment) => instalment.date)).toEqual([
      '2027-03-01',
      '2027-03-31',
      '2027-04-30',
      '2027-05-30',
    ])
  })
})
