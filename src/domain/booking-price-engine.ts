// The full price of a booking (spec 2 §3 "Booking prices") and the errors that stop one (spec 2 §8, 103 to 110).
// Pure: the caller loads the camper, its calendar, the other bookings, the guest's choices and "now".
// Every amount is an integer in minor units of the camper's currency.
//
// The rules, in the order they are applied:
// - rental: each day's price is its calendar period's price, else the camper's base price (stay-price.ts);
// - weekly discount: LONG_STAY_DISCOUNT (10 %) of the rental from LONG_STAY_MIN_DAYS (7) days;
// - early-booking discount: EARLY_BOOKING_DISCOUNT (5 %) of the rental when the start is ≥ EARLY_BOOKING_MIN_DAYS (60) days after
//   the day the guest asked (so a booking keeps it as its start draws near);
//   both discounts are shares of the undiscounted rental, so their order does not matter;
// - km option per day (100 km a day included, 200: +5.00, unlimited: +15.00), camper options (per day or per booking), second driver (a flat fee from the referential);
// - service fee: SERVICE_FEE_RATE (5 %) of that trip price (rental − discounts + km + options + second driver);
// - insurance: the chosen insurance's daily price × days ('none': the owner's own insurance, free);
// - cancellation insurance: CANCEL_INSURANCE_RATE (4 %) of the trip price plus the insurance;
// - rental cover: the provider's quote, taken as it is;
// - coupon: percent or fixed, off everything above, never below zero; the platform funds it (price_owner is unchanged);
// - price_owner: what the owner earns, the owner's part of the trip (rental − discounts + km + options) minus OWNER_COMMISSION_RATE (15 %);
// - price_raw: the price before any discount or coupon (price + price_discount + price_coupon);
// - card_2 and cred_4: the instalment plans of payment-rules.ts (the one place payments also charge from).
import { instalmentPlan } from './payment-rules'
import { startsOrEndsOnClosedDay } from './stay-availability'
import {
  dailyPrices,
  daysBetween,
  KM_OPTION_DAILY_PRICE,
  LONG_STAY_DISCOUNT,
  LONG_STAY_MIN_DAYS,
  SERVICE_FEE_RATE,
  type KmOption,
} from './stay-price'

export const EARLY_BOOKING_MIN_DAYS = 60
export const EARLY_BOOKING_DISCOUNT = 0.05
export const CANCEL_INSURANCE_RATE = 0.04
export const OWNER_COMMISSION_RATE = 0.15
/** Spec 2 §9 document thresholds, in hours before the start. */
export const DOCUMENTS_DEADLINE_HOURS = 72
export const DOCUMENTS_LAST_CALL_HOURS = 24

/** Spec 2 §8 booking price errors, by code. */
export const BOOKING_PRICE_ERRORS = {
  103: { key: 'INVERTED_DATES', message: 'The end of the trip must be after its start.' },
  104: {
    key: 'INVALID_DOCUMENTS_LESS_72',
    message: 'Your documents must be validated: the trip starts in less than 72 hours.',
  },
  110: {
    key: 'INVALID_DOCUMENTS_LESS_24',
    message: 'Your documents must be validated: the trip starts in less than 24 hours.',
  },
  106: { key: 'KM_UNLIMITED_NOT_ALLOWED', message: 'This vehicle cannot be rented with unlimited kilometres.' },
  107: { key: 'NOT_AVAILABLE', message: 'The vehicle is not available on these dates.' },
  108: { key: 'MIN_DAYS_REQUIRED', message: 'This vehicle must be rented for more days.' },
  109: {
    key: 'CLOSED_DAYS',
    message: 'The owner does not hand over or take back the vehicle on this day of the week.',
  },
} as const
export type BookingPriceErrorCode = keyof typeof BOOKING_PRICE_ERRORS

export interface BookingPriceError {
  code: BookingPriceErrorCode
  key: (typeof BOOKING_PRICE_ERRORS)[BookingPriceErrorCode]['key']
  message: string
  /** 108 only: the fewest days these dates need. */
  minLength?: number
}

export interface CalendarPeriodInput {
  dateFrom: string
  dateTo: string
  kind: 'available' | 'unavailable'
  /** null keeps the camper's base price. */
  pricePerDay: number | null
  minDays: number | null
}

export interface CamperOption {
  id: number
  name: string
  price: number
  /** Spec 2 §3: an option recurs per day or once per booking. */
  recurrence: 'day' | 'booking'
  maxQuantity: number
}

export interface InsuranceChoice {
  slug: string
  /** The sum of its covers' daily prices; 0 for 'none'. */
  pricePerDay: number
}

export interface Coupon {
  code: string
  percentOff: number | null
  amountOff: number | null
  validFrom: string
  validTo: string
  /** The total (before the coupon) the booking must reach. */
  minAmount: number
  maxUses: number | null
  uses: number
}

export interface PriceEngineInput {
  /** Half-open [dateFrom, dateTo): the guest leaves on dateFrom and brings the vehicle back on dateTo. */
  dateFrom: string
  dateTo: string
  /** Departure hour (spec 2 §9: 9 or 14), for the document thresholds. */
  hourFrom: number
  /** The moment of the quote: document thresholds, coupon validity and instalment dates count from it. */
  now: Date
  /** The day the guest asked for the booking (yyyy-MM-dd): the early-booking discount counts from it. */
  requestedOn: string
  camper: {
    pricePerDay: number
    minDays: number
    unlimitedKmAllowed: boolean
    /** Days of the week (0 Sunday … 6 Saturday) the owner neither hands over nor takes back the vehicle. */
    closedWeekdays: readonly number[]
    options: readonly CamperOption[]
  }
  /** The camper's calendar periods overlapping the dates. */
  periods: readonly CalendarPeriodInput[]
  /** Other bookings that hold the camper's dates, overlapping these. */
  takenRanges: ReadonlyArray<{ dateFrom: string; dateTo: string }>
  /**
   * Whether the guest's mandatory documents are validated (spec 2 §4: all NEEDDOC or VALIDATED, id proof aside): the server reads
   * mandatoryDocumentsValidated of document-rules.ts over the guest's documents.
   */
  guestDocumentsValidated: boolean
  choices: {
    kmOption: KmOption
    secondDriver: boolean
    options: ReadonlyArray<{ id: number; quantity: number }>
    insurance: InsuranceChoice | null
    cancelInsurance: boolean
    /** The rental cover provider's quote, or null without rental cover. */
    rentalCover: number | null
    coupon: Coupon | null
  }
  /** The referential's second_driver_fees amount. */
  secondDriverFee: number
}

export interface Instalment {
  amount: number
  date: string
}

export interface BookingPrices {
  nbDays: number
  price: number
  priceRaw: number
  priceRental: number
  priceDiscount: number
  priceDiscountWeekly: number
  priceDiscountEarly: number
  priceKm: number
  priceOptions: number
  priceSecondDriver: number
  priceFees: number
  priceInsurance: number
  priceCancellationInsurance: number
  priceRentalCover: number
  priceCoupon: number
  priceOwner: number
  /** card_2, or null when the start is too close for two instalments. */
  card2: { first: number; second: number; secondPaymentDate: string } | null
  cred4: Instalment[]
}

export type PriceEngineResult = { ok: true; prices: BookingPrices } | { ok: false; errors: BookingPriceError[] }

const error = (code: BookingPriceErrorCode, minLength?: number): BookingPriceError => ({
  code,
  ...BOOKING_PRICE_ERRORS[code],
  ...(minLength === undefined ? {} : { minLength }),
})

const HOUR_MS = 3_600_000
const overlaps = (a: { dateFrom: string; dateTo: string }, from: string, to: string) =>
  a.dateFrom < to && from < a.dateTo

/**
 * Spec 2 §9: a guest whose documents are not validated cannot price nor pay a trip starting within 72 hours (104), or
 * within 24 hours (110); null when the documents are validated or the start is far enough.
 */
export function documentsDeadlineError(input: {
  guestDocumentsValidated: boolean
  dateFrom: string
  hourFrom: number
  now: Date
}): BookingPriceError | null {
  if (input.guestDocumentsValidated) return null
  const hoursToStart =
    (Date.parse(`${input.dateFrom}T00:00:00Z`) + input.hourFrom * HOUR_MS - input.now.getTime()) / HOUR_MS
  if (hoursToStart < DOCUMENTS_LAST_CALL_HOURS) return error(110)
  return hoursToStart < DOCUMENTS_DEADLINE_HOURS ? error(104) : null
}

/** The errors that stop a quote, most important first; empty when the dates can be priced. */
export function bookingPriceErrors(input: PriceEngineInput): BookingPriceError[] {
  const { dateFrom: from, dateTo: to } = input
  if (to <= from) return [error(103)]
  const errors: BookingPriceError[] = []
  const documents = documentsDeadlineError({
    guestDocumentsValidated: input.guestDocumentsValidated,
    dateFrom: from,
    hourFrom: input.hourFrom,
    now: input.now,
  })
  if (documents) errors.push(documents)
  if (input.choices.kmOption === 0 && !input.camper.unlimitedKmAllowed) errors.push(error(106))
  const periods = input.periods.filter((period) => overlaps(period, from, to))
  if (
    periods.some((period) => period.kind === 'unavailable') ||
    input.takenRanges.some((range) => overlaps(range, from, to))
  ) {
    errors.push(error(107))
  }
  const minDays = Math.max(
    input.camper.minDays,
    ...periods.filter((p) => p.kind === 'available').map((p) => p.minDays ?? 1),
  )
  if (daysBetween(from, to) < minDays) errors.push(error(108, minDays))
  if (startsOrEndsOnClosedDay(input.camper.closedWeekdays, from, to)) errors.push(error(109))
  return errors
}

/** What the chosen options cost for `nbDays`; unknown options are ignored and quantities capped at each option's maximum. */
export function optionsPrice(
  options: readonly CamperOption[],
  chosen: ReadonlyArray<{ id: number; quantity: number }>,
  nbDays: number,
) {
  return chosen.reduce((sum, { id, quantity }) => {
    const option = options.find((candidate) => candidate.id === id)
    if (!option || quantity <= 0) return sum
    return sum + option.price * Math.min(quantity, option.maxQuantity) * (option.recurrence === 'day' ? nbDays : 1)
  }, 0)
}

export type CouponProblem = 'unknown' | 'not_started' | 'expired' | 'used_up' | 'below_minimum'

/** Why a coupon cannot be used on a total of `amount` today, or null when it can. */
export function couponProblem(coupon: Coupon | null, today: string, amount: number): CouponProblem | null {
  if (!coupon) return 'unknown'
  if (today < coupon.validFrom) return 'not_started'
  if (today > coupon.validTo) return 'expired'
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return 'used_up'
  if (amount < coupon.minAmount) return 'below_minimum'
  return null
}

/** The coupon's value on `amount`, never more than it. */
export function couponDiscount(coupon: Coupon, amount: number): number {
  const off = coupon.percentOff !== null ? Math.round((amount * coupon.percentOff) / 100) : (coupon.amountOff ?? 0)
  return Math.min(off, amount)
}

/** card_2's two charges (payment-rules' plan); null when the start is too close. */
export function card2Split(total: number, dateFrom: string, today: string): BookingPrices['card2'] {
  const plan = instalmentPlan('card_2', total, today, dateFrom)
  return plan ? { first: plan[0]!.amount, second: plan[1]!.amount, secondPaymentDate: plan[1]!.dueOn } : null
}

/** cred_4's four charges (payment-rules' plan); empty when the last would not fall before the start. */
export function cred4Split(total: number, dateFrom: string, today: string): Instalment[] {
  return (instalmentPlan('cred_4', total, today, dateFrom) ?? []).map((instalment) => ({
    amount: instalment.amount,
    date: instalment.dueOn,
  }))
}

/** Prices a booking, or gives the errors that stop it. A coupon that cannot be used is left out: the caller checks it first. */
export function priceBookingRequest(input: PriceEngineInput): PriceEngineResult {
  const errors = bookingPriceErrors(input)
  if (errors.length > 0) return { ok: false, errors }
  return { ok: true, prices: priceBreakdown(input) }
}

/**
 * The amounts of a booking whatever its dates' availability today: a booking already made keeps its price (and the owner
 * their earnings) even when its dates could no longer be asked for. Inverted dates price to nothing.
 */
export function priceBreakdown(input: PriceEngineInput): BookingPrices {
  const { dateFrom: from, dateTo: to, choices } = input
  const today = input.now.toISOString().slice(0, 10)
  const pricedPeriods = input.periods.flatMap((period) =>
    period.kind === 'available' && period.pricePerDay !== null
      ? [{ dateFrom: period.dateFrom, dateTo: period.dateTo, pricePerDay: period.pricePerDay }]
      : [],
  )
  const days = dailyPrices(from, to, input.camper.pricePerDay, pricedPeriods)
  const nbDays = days.length
  const priceRental = days.reduce((sum, price) => sum + price, 0)
  const priceDiscountWeekly = nbDays >= LONG_STAY_MIN_DAYS ? Math.round(priceRental * LONG_STAY_DISCOUNT) : 0
  const priceDiscountEarly =
    daysBetween(input.requestedOn, from) >= EARLY_BOOKING_MIN_DAYS
      ? Math.round(priceRental * EARLY_BOOKING_DISCOUNT)
      : 0
  const priceDiscount = priceDiscountWeekly + priceDiscountEarly
  const priceKm = KM_OPTION_DAILY_PRICE[choices.kmOption] * nbDays
  const priceOptions = optionsPrice(input.camper.options, choices.options, nbDays)
  const priceSecondDriver = choices.secondDriver ? input.secondDriverFee : 0
  const ownerPart = priceRental - priceDiscount + priceKm + priceOptions
  const trip = ownerPart + priceSecondDriver
  const priceFees = Math.round(trip * SERVICE_FEE_RATE)
  const priceInsurance = (choices.insurance?.pricePerDay ?? 0) * nbDays
  const priceCancellationInsurance = choices.cancelInsurance
    ? Math.round((trip + priceInsurance) * CANCEL_INSURANCE_RATE)
    : 0
  const priceRentalCover = choices.rentalCover ?? 0
  const beforeCoupon = trip + priceFees + priceInsurance + priceCancellationInsurance + priceRentalCover
  const usable = choices.coupon && couponProblem(choices.coupon, today, beforeCoupon) === null ? choices.coupon : null
  const priceCoupon = usable ? couponDiscount(usable, beforeCoupon) : 0
  const price = beforeCoupon - priceCoupon
  return {
    nbDays,
    price,
    priceRaw: price + priceDiscount + priceCoupon,
    priceRental,
    priceDiscount,
    priceDiscountWeekly,
    priceDiscountEarly,
    priceKm,
    priceOptions,
    priceSecondDriver,
    priceFees,
    priceInsurance,
    priceCancellationInsurance,
    priceRentalCover,
    priceCoupon,
    priceOwner: Math.round(ownerPart * (1 - OWNER_COMMISSION_RATE)),
    card2: card2Split(price, from, today),
    cred4: cred4Split(price, from, today),
  }
}
