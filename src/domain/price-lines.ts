import type { BookingPrices } from './booking-price-engine'
import type { BookingStatus } from './booking-status'
import { isCancelledStatus } from './booking-status'
import { PAID_BOOKING_STATUSES } from './booking-rules'

/** The engine's figures of a booking's price that make its lines, in minor units (nbDays in days). */
export const PRICE_LINE_KEYS = [
  'nbDays',
  'price',
  'priceRaw',
  'priceRental',
  'priceDiscount',
  'priceDiscountWeekly',
  'priceDiscountEarly',
  'priceKm',
  'priceOptions',
  'priceSecondDriver',
  'priceFees',
  'priceInsurance',
  'priceCancellationInsurance',
  'priceRentalCover',
  'priceCoupon',
  'priceOwner',
] as const satisfies ReadonlyArray<keyof BookingPrices>

export type PriceLines = Record<(typeof PRICE_LINE_KEYS)[number], number>

const lines = (value: (key: (typeof PRICE_LINE_KEYS)[number]) => number) =>
  Object.fromEntries(PRICE_LINE_KEYS.map((key) => [key, value(key)])) as PriceLines

export const NO_PRICE_LINES: PriceLines = lines(() => 0)

export const priceLinesOf = (prices: PriceLines): PriceLines => lines((key) => prices[key])

export const addPriceLines = (a: PriceLines, b: PriceLines): PriceLines => lines((key) => a[key] + b[key])

/**
 * Once a booking is paid (or waits for its transfer), or cancelled, its price is the one agreed: the lines stored when
 * the engine last priced its choices, grown by each paid change. The camper's prices may change afterwards; the trip,
 * the owner's booking and the invoice keep saying what was agreed and charged.
 */
export const keepsAgreedPrice = (status: BookingStatus) =>
  (PAID_BOOKING_STATUSES as readonly BookingStatus[]).includes(status) ||
  status === 'TO_COME_NOT_PAID' ||
  isCancelledStatus(status)

/**
 * What a paid change of a trip (an extension, a second driver) adds to its lines: the engine's price with the change
 * less its price without, line by line. A change never lowers the price (a longer stay can cross into the weekly
 * discount, a slide can move to cheaper days): the guest then pays nothing, the discounts grow only as far as keeps the
 * price, and the rental stays what was agreed. The owner's part is what the change adds to the owner's earnings
 * (`earnings`, never below zero), as the payouts pay it.
 */
export function tripChangeLines(before: PriceLines, after: PriceLines, earnings: number): PriceLines {
  const change = lines((key) => after[key] - before[key])
  let lowered = -change.price
  if (lowered > 0) {
    change.price += lowered
    const fromWeekly = Math.min(lowered, Math.max(0, change.priceDiscountWeekly))
    const fromEarly = Math.min(lowered - fromWeekly, Math.max(0, change.priceDiscountEarly))
    change.priceDiscountWeekly -= fromWeekly
    change.priceDiscountEarly -= fromEarly
    change.priceDiscount -= fromWeekly + fromEarly
    lowered -= fromWeekly + fromEarly
    change.priceRental += lowered
    change.priceRaw += lowered
  }
  change.priceOwner = earnings
  return change
}

/** A deductible buy-back's lines: its price goes to the insurance line. */
export const insuranceChangeLines = (price: number): PriceLines => ({
  ...NO_PRICE_LINES,
  price,
  priceRaw: price,
  priceInsurance: price,
})
