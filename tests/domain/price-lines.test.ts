import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { priceBreakdown, type PriceEngineInput } from '../../src/domain/booking-price-engine'
import { BOOKING_STATUSES } from '../../src/domain/booking-status'
import {
  addPriceLines,
  insuranceChangeLines,
  keepsAgreedPrice,
  priceLinesOf,
  tripChangeLines,
  type PriceLines,
} from '../../src/domain/price-lines'
import { engineInput } from './support/engine-inputs'

/** The engine's identities, which the lines the trip page shows must keep. */
function expectConsistent(lines: PriceLines) {
  expect(lines.price).toBe(
    lines.priceRental -
      lines.priceDiscount +
      lines.priceKm +
      lines.priceOptions +
      lines.priceSecondDriver +
      lines.priceFees +
      lines.priceInsurance +
      lines.priceCancellationInsurance +
      lines.priceRentalCover -
      lines.priceCoupon,
  )
  expect(lines.priceRaw).toBe(lines.price + lines.priceDiscount + lines.priceCoupon)
  expect(lines.priceDiscount).toBe(lines.priceDiscountWeekly + lines.priceDiscountEarly)
}

const day = (iso: string, offset: number) => {
  const date = new Date(`${iso}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString().slice(0, 10)
}

/** A paid change of a trip: days added at either end or a slide, more km, a second driver, and cheaper days ahead. */
const tripChange = fc.record({
  before: fc.nat({ max: 3 }),
  after: fc.nat({ max: 8 }),
  slide: fc.integer({ min: -3, max: 10 }),
  kmOption: fc.constantFrom(0 as const, 100 as const, 200 as const),
  secondDriver: fc.boolean(),
  cheaperFrom: fc.nat({ max: 30 }),
})

type TripChange = typeof tripChange extends fc.Arbitrary<infer T> ? T : never

function changed(input: PriceEngineInput, change: TripChange): PriceEngineInput {
  const from = day(input.dateFrom, change.slide - change.before)
  const to = day(input.dateTo, change.slide + change.after)
  const cheaper = { dateFrom: day(input.dateFrom, change.cheaperFrom), dateTo: day(input.dateFrom, 60) }
  return {
    ...input,
    dateFrom: from,
    dateTo: to,
    periods: [{ ...cheaper, kind: 'available', pricePerDay: 500, minDays: null }],
    choices: {
      ...input.choices,
      kmOption: Math.max(input.choices.kmOption, change.kmOption) as 0 | 100 | 200,
      secondDriver: input.choices.secondDriver || change.secondDriver,
    },
  }
}

describe('agreed price lines', () => {
  it('a paid change adds what the guest is charged, never lowers the price, and the lines still add up', () => {
    fc.assert(
      fc.property(engineInput, tripChange, (input, change) => {
        const before = priceLinesOf(priceBreakdown(input))
        const after = priceLinesOf(priceBreakdown(changed(input, change)))
        const charged = Math.max(0, after.price - before.price)
        const earnings = Math.max(0, after.priceOwner - before.priceOwner)
        const grown = addPriceLines(before, tripChangeLines(before, after, earnings))
        expectConsistent(before)
        expectConsistent(grown)
        expect(grown.price).toBe(before.price + charged)
        expect(grown.priceOwner).toBe(before.priceOwner + earnings)
        expect(grown.nbDays).toBe(after.nbDays)
        // Where the change costs something, the trip's lines are the engine's for the changed trip.
        if (after.price >= before.price) expect(grown).toEqual({ ...after, priceOwner: grown.priceOwner })
      }),
    )
  })

  it('a buy-back adds its price to the insurance line', () => {
    fc.assert(
      fc.property(engineInput, fc.integer({ min: 1, max: 50_000 }), (input, price) => {
        const before = priceLinesOf(priceBreakdown(input))
        const grown = addPriceLines(before, insuranceChangeLines(price))
        expectConsistent(grown)
        expect(grown.priceInsurance).toBe(before.priceInsurance + price)
        expect(grown.price).toBe(before.price + price)
      }),
    )
  })

  it('keeps the agreed price once paid, waiting for a transfer, or cancelled; the engine prices requests', () => {
    const kept = BOOKING_STATUSES.filter(keepsAgreedPrice)
    expect(kept).toEqual(
      expect.arrayContaining(['TO_COME', 'ONGOING', 'DONE', 'TO_COME_NOT_PAID', 'CANCELLED_GUEST', 'CANCELLED_OWNER']),
    )
    for (const status of ['CREATED', 'VALIDATED', 'ACCEPTED'] as const) expect(keepsAgreedPrice(status)).toBe(false)
  })
})
