import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { toDecimal, type KmOption } from '../../../domain/stay-price'
import {
  BOOKING_PRICE_ERRORS,
  couponProblem,
  OWNER_COMMISSION_RATE,
  priceBookingRequest,
  priceBreakdown,
  type BookingPrices as EnginePrices,
  type BookingPriceError,
  type CouponProblem,
  type PriceEngineInput,
} from '../../../domain/booking-price-engine'
import { isBuybackAvailable } from '../../../domain/booking-rules'
import {
  addPriceLines,
  keepsAgreedPrice,
  priceLinesOf,
  tripChangeLines,
  type PriceLines,
} from '../../../domain/price-lines'
import { CONFIRMED_BOOKING_STATUSES } from '../../../domain/booking-status'
import type { Database } from '../../db/client'
import {
  bookings,
  calendarPeriods,
  camperInsuranceConditions,
  camperOptions,
  campers,
  coupons,
  insurances,
  type BookingRow,
  type CalendarPeriodRow,
  type CamperOptionRow,
  type CamperRow,
  type CouponRow,
  type InsuranceRow,
} from '../../db/schema'
import { toDateRange } from '../../db/schema/date-range'
import { ApiError } from '../../http/api-error'
import {
  RentalCoverUnavailableError,
  type RentalCoverProvider,
} from '../../providers/rental-cover/rental-cover-provider'
import { secondDriverFee } from '../referential/referential'
import { assertPricesUpdatable, guestBooking, ownerBooking, rangeDays, type Actor } from './booking-access'
import { insurancePricePerDay } from '../insurance/insurances'
import { guestDocumentsValidated } from '../documents/documents'

/** The server's price of one booking: the engine's amounts (minor units) with the booking and its currency. */
export interface BookingPrices extends EnginePrices {
  bookingId: number
  currency: string
}

/** Whether the guest's mandatory documents count as validated (spec 2 §4); tests may pass their own. */
export type DocumentsCheck = (db: Database, guestId: number) => Promise<boolean>

export interface PricingDependencies {
  documentsValidated?: DocumentsCheck
  now?: () => Date
}

/** The guest's choices as the engine and the bookings row hold them. */
interface Choices {
  dateFrom: string
  dateTo: string
  hourFrom: number
  hourTo: number
  kmOption: KmOption
  secondDriver: boolean
  insuranceSlug: string | null
  cancelInsurance: boolean
  rentalCover: boolean
  rentalCoverPrice: number | null
  rentalCoverReference: string | null
  couponCode: string | null
  options: Array<{ id: number; quantity: number }>
}

const choicesOf = (booking: BookingRow): Choices => ({
  ...rangeDays(booking.period),
  hourFrom: booking.hourFrom,
  hourTo: booking.hourTo,
  kmOption: booking.kmOption as KmOption,
  secondDriver: booking.secondDriver,
  insuranceSlug: booking.insuranceSlug,
  cancelInsurance: booking.cancelInsurance,
  rentalCover: booking.rentalCover,
  rentalCoverPrice: booking.rentalCoverPrice,
  rentalCoverReference: booking.rentalCoverReference,
  couponCode: booking.couponCode,
  options: booking.options,
})

const COUPON_MESSAGES: Record<CouponProblem, string> = {
  unknown: 'This coupon code does not exist.',
  not_started: 'This coupon code is not valid yet.',
  expired: 'This coupon code has expired.',
  used_up: 'This coupon code has already been used as many times as it can be.',
  below_minimum: 'The booking does not reach this coupon’s minimum amount.',
}

const couponOf = (row: CouponRow | undefined) =>
  row
    ? {
        code: row.code,
        percentOff: row.percentOff,
        amountOff: row.amountOff,
        validFrom: row.validFrom,
        validTo: row.validTo,
        minAmount: row.minAmount,
        maxUses: row.maxUses,
        uses: row.uses,
      }
    : null

/** Spec 2 §8: price errors are the `__all__` list, most important first; 108 carries min_length in its item. */
export function priceErrors(errors: BookingPriceError[]): ApiError {
  return new ApiError(400, {
    __all__: errors.map(({ code, key, message, minLength }) => ({
      code,
      key,
      message,
      ...(minLength === undefined ? {} : { min_length: minLength }),
    })),
  })
}

/** Everything the engine needs about the booking's camper, calendar, other bookings and the guest's choices. */
/** What pricing reads of a booking: a stay nobody has asked for yet has no id (0) and no guest (0). */
type PricedBooking = Pick<BookingRow, 'id' | 'camperId' | 'guestId' | 'createdAt'>

async function engineInput(
  db: Database,
  booking: PricedBooking,
  choices: Choices,
  deps: PricingDependencies,
): Promise<{ input: PriceEngineInput; currency: string; coupon: CouponRow | undefined }> {
  const [camper] = await db.select().from(campers).where(eq(campers.id, booking.camperId))
  if (!camper) throw ApiError.notFound()
  const range = toDateRange(choices.dateFrom, choices.dateTo)
  const overlapping = sql`period && ${range}::daterange`
  const [periods, taken, options, insurance, coupon] = await Promise.all([
    db
      .select({
        period: calendarPeriods.period,
        kind: calendarPeriods.kind,
        pricePerDay: calendarPeriods.pricePerDay,
        minDays: calendarPeriods.minDays,
      })
      .from(calendarPeriods)
      .where(and(eq(calendarPeriods.camperId, camper.id), overlapping)),
    db
      .select({ period: bookings.period })
      .from(bookings)
      .where(
        and(
          eq(bookings.camperId, camper.id),
          ne(bookings.id, booking.id),
          overlapping,
          sql`(${bookings.status} IN (${sql.join(
            CONFIRMED_BOOKING_STATUSES.map((status) => sql`${status}`),
            sql`, `,
          )}) OR ${bookings.datesHeldUntil} > now())`,
        ),
      ),
    db.select().from(camperOptions).where(eq(camperOptions.camperId, camper.id)).orderBy(asc(camperOptions.id)),
    choices.insuranceSlug
      ? db
          .select()
          .from(insurances)
          .where(eq(insurances.slug, choices.insuranceSlug))
          .then((rows) => rows[0])
      : undefined,
    choices.couponCode
      ? db
          .select()
          .from(coupons)
          .where(eq(coupons.code, choices.couponCode))
          .then((rows) => rows[0])
      : undefined,
  ])
  const documentsValidated = await (deps.documentsValidated ?? guestDocumentsValidated)(db, booking.guestId)
  return {
    currency: camper.currency,
    coupon,
    input: buildEngineInput(booking, choices, camper, {
      periods,
      taken,
      options,
      insurance,
      coupon,
      documentsValidated,
      now: deps.now?.() ?? new Date(),
    }),
  }
}

/** What the engine reads besides the booking and its camper: engineInput reads it for one booking, a list for many. */
interface EngineReads {
  periods: ReadonlyArray<Pick<CalendarPeriodRow, 'period' | 'kind' | 'pricePerDay' | 'minDays'>>
  taken: ReadonlyArray<{ period: string }>
  options: ReadonlyArray<Pick<CamperOptionRow, 'id' | 'name' | 'price' | 'recurrence' | 'maxQuantity'>>
  insurance: InsuranceRow | undefined
  coupon: CouponRow | undefined
  documentsValidated: boolean
  now: Date
}

function buildEngineInput(
  booking: Pick<BookingRow, 'createdAt'>,
  choices: Choices,
  camper: CamperRow,
  read: EngineReads,
): PriceEngineInput {
  const { periods, taken, options, insurance, coupon, documentsValidated } = read
  return {
    dateFrom: choices.dateFrom,
    dateTo: choices.dateTo,
    hourFrom: choices.hourFrom,
    now: read.now,
    requestedOn: booking.createdAt.toISOString().slice(0, 10),
    camper: {
      pricePerDay: camper.pricePerDay,
      minDays: camper.minDays,
      unlimitedKmAllowed: camper.unlimitedKmAllowed,
      closedWeekdays: camper.closedWeekdays,
      options: options.map(({ id, name, price, recurrence, maxQuantity }) => ({
        id,
        name,
        price,
        recurrence,
        maxQuantity,
      })),
    },
    periods: periods.map((period) => ({
      ...rangeDays(period.period),
      kind: period.kind,
      pricePerDay: period.pricePerDay,
      minDays: period.minDays,
    })),
    takenRanges: taken.map((row) => rangeDays(row.period)),
    guestDocumentsValidated: documentsValidated,
    secondDriverFee: secondDriverFee(camper.currency),
    choices: {
      kmOption: choices.kmOption,
      secondDriver: choices.secondDriver,
      options: choices.options,
      insurance: insurance ? { slug: insurance.slug, pricePerDay: insurancePricePerDay(insurance) } : null,
      cancelInsurance: choices.cancelInsurance,
      rentalCover: choices.rentalCover ? choices.rentalCoverPrice : null,
      coupon: couponOf(coupon),
    },
  }
}

async function compute(db: Database, booking: BookingRow, choices: Choices, deps: PricingDependencies) {
  const { input, currency, coupon } = await engineInput(db, booking, choices, deps)
  const result = priceBookingRequest(input)
  if (!result.ok) throw priceErrors(result.errors)
  return { prices: { ...result.prices, bookingId: booking.id, currency }, input, coupon }
}

/**
 * The booking's price from its stored choices (the contract other slices use, e.g. payments for the amount to charge).
 * A booking whose dates can no longer be priced throws the 400 `__all__` price errors.
 */
export async function priceBooking(
  db: Database,
  bookingId: number,
  deps: PricingDependencies = {},
): Promise<BookingPrices> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId))
  if (!booking) throw ApiError.notFound()
  return agreedPrices(booking) ?? (await compute(db, booking, choicesOf(booking), deps)).prices
}

/**
 * A paid or cancelled booking's price as agreed (keepsAgreedPrice): its stored lines, not the engine's answer for the
 * camper's prices now. Null while the booking's choices are still priced by the engine, or when no lines were kept.
 */
function agreedPrices(booking: BookingRow): BookingPrices | null {
  if (!booking.priceLines || !keepsAgreedPrice(booking.status)) return null
  return { ...booking.priceLines, card2: null, cred4: [], bookingId: booking.id, currency: booking.currency }
}

/**
 * The trip's price_insurance had it `insuranceSlug` instead of its own insurance, from the booking's stored choices and the
 * engine's rules (no availability checks: the booking is already made). The deductible buy-back compares two of these.
 */
export async function tripInsurancePrice(
  db: Database,
  bookingId: number,
  insuranceSlug: string | null,
  deps: PricingDependencies = {},
): Promise<number> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId))
  if (!booking) throw ApiError.notFound()
  const { input } = await engineInput(db, booking, { ...choicesOf(booking), insuranceSlug }, deps)
  return priceBreakdown(input).priceInsurance
}

/** The wire shape of spec 2 §3 Booking prices: decimal strings, plus the choices they were computed from. */
function toWire(booking: BookingRow, choices: Choices, prices: BookingPrices, rentalCoverAvailable: boolean) {
  return {
    booking_pk: booking.id,
    currency_used: prices.currency,
    currency_owner: prices.currency,
    date_from: choices.dateFrom,
    date_to: choices.dateTo,
    hour_from: choices.hourFrom,
    hour_to: choices.hourTo,
    nb_days: prices.nbDays,
    km_option: choices.kmOption,
    second_driver: choices.secondDriver,
    insurance: choices.insuranceSlug,
    cancel_insurance: choices.cancelInsurance,
    rental_cover: choices.rentalCover,
    coupon_code: choices.couponCode,
    options: choices.options,
    price: toDecimal(prices.price),
    price_raw: toDecimal(prices.priceRaw),
    price_rental: toDecimal(prices.priceRental),
    price_discount: toDecimal(prices.priceDiscount),
    price_discount_weekly: toDecimal(prices.priceDiscountWeekly),
    price_discount_early: toDecimal(prices.priceDiscountEarly),
    price_km: toDecimal(prices.priceKm),
    price_options: toDecimal(prices.priceOptions),
    price_second_driver: toDecimal(prices.priceSecondDriver),
    price_fees: toDecimal(prices.priceFees),
    price_insurance: toDecimal(prices.priceInsurance),
    price_cancellation_insurance: toDecimal(prices.priceCancellationInsurance),
    price_rental_cover: toDecimal(prices.priceRentalCover),
    price_coupon: toDecimal(prices.priceCoupon),
    price_owner: toDecimal(prices.priceOwner),
    price_2x_first: prices.card2 ? toDecimal(prices.card2.first) : null,
    price_2x_second: prices.card2 ? toDecimal(prices.card2.second) : null,
    second_payment_date: prices.card2?.secondPaymentDate ?? null,
    price_4x: prices.cred4.map((instalment) => ({ amount: toDecimal(instalment.amount), date: instalment.date })),
    permissions: { is_rental_cover_available: rentalCoverAvailable },
  }
}

export type BookingPricesWire = ReturnType<typeof toWire>

/** The deductible a rental cover would pay back: the chosen insurance's damage deductible, or the owner's for `none`. */
async function coveredDeductible(db: Database, booking: BookingRow, insuranceSlug: string | null): Promise<number> {
  if (!insuranceSlug) return 0
  if (insuranceSlug === 'none') {
    const [own] = await db
      .select()
      .from(camperInsuranceConditions)
      .where(eq(camperInsuranceConditions.camperId, booking.camperId))
    return own?.deductible ?? 0
  }
  const [insurance] = await db.select().from(insurances).where(eq(insurances.slug, insuranceSlug))
  return insurance?.deductibles.damage_to_vehicle ?? 0
}

/** GET /3/my-requests/{id}/prices/. */
export async function getBookingPrices(db: Database, bookingId: number, actor: Actor, deps: PricingDependencies = {}) {
  const booking = await guestBooking(db, bookingId, actor)
  const choices = choicesOf(booking)
  const prices = agreedPrices(booking) ?? (await compute(db, booking, choices, deps)).prices
  return toWire(booking, choices, prices, (await coveredDeductible(db, booking, choices.insuranceSlug)) > 0)
}

/**
 * GET /3/my-bookings/{id}/prices/: the owner's side of the price (spec 2 §3, §7). What the guest pays for the owner's part
 * (rental − discounts + km + options), the platform's commission on it and what the owner earns; then what the guest pays on
 * top that goes to the platform or its partners. Priced from the stored choices without the availability checks: the dates
 * of a sent request are taken by the request itself.
 */
export async function getOwnerBookingPrices(
  db: Database,
  bookingId: number,
  actor: Actor,
  deps: PricingDependencies = {},
) {
  const booking = await ownerBooking(db, bookingId, actor)
  const choices = choicesOf(booking)
  const agreed = agreedPrices(booking)
  const { prices, currency } = agreed
    ? { prices: agreed, currency: agreed.currency }
    : await engineInput(db, booking, choices, deps).then(({ input, currency }) => ({
        prices: priceBreakdown(input),
        currency,
      }))
  const ownerPart = prices.priceRental - prices.priceDiscount + prices.priceKm + prices.priceOptions
  return {
    booking_pk: booking.id,
    currency_owner: currency,
    date_from: choices.dateFrom,
    date_to: choices.dateTo,
    hour_from: choices.hourFrom,
    hour_to: choices.hourTo,
    nb_days: prices.nbDays,
    km_option: choices.kmOption,
    price_rental: toDecimal(prices.priceRental),
    price_discount: toDecimal(prices.priceDiscount),
    price_discount_weekly: toDecimal(prices.priceDiscountWeekly),
    price_discount_early: toDecimal(prices.priceDiscountEarly),
    price_km: toDecimal(prices.priceKm),
    price_options: toDecimal(prices.priceOptions),
    price_owner_gross: toDecimal(ownerPart),
    commission_rate: OWNER_COMMISSION_RATE,
    price_commission: toDecimal(ownerPart - prices.priceOwner),
    price_owner: toDecimal(prices.priceOwner),
    price: toDecimal(prices.price),
    price_fees: toDecimal(prices.priceFees),
    price_second_driver: toDecimal(prices.priceSecondDriver),
    price_insurance: toDecimal(prices.priceInsurance),
    price_cancellation_insurance: toDecimal(prices.priceCancellationInsurance),
    price_rental_cover: toDecimal(prices.priceRentalCover),
    price_coupon: toDecimal(prices.priceCoupon),
  }
}

/**
 * What the owner earns on a booking (price_owner, minor units), priced like the owner's prices page: without the
 * request checks, so a finished trip still prices. The payouts job pays this out.
 */
export async function ownerEarnings(db: Database, booking: BookingRow): Promise<{ amount: number; currency: string }> {
  const agreed = agreedPrices(booking)
  if (agreed) return { amount: agreed.priceOwner, currency: agreed.currency }
  const { input, currency } = await engineInput(db, booking, choicesOf(booking), {})
  return { amount: priceBreakdown(input).priceOwner, currency }
}

/**
 * The booking's agreed lines grown by a paid change's (an extension, an upgrade), under the booking's row lock. Null
 * when the booking or the change kept none: the engine then prices the booking.
 */
export async function grownPriceLines(
  tx: Database,
  bookingId: number,
  change: PriceLines | null,
): Promise<PriceLines | null> {
  const [row] = await tx.select({ priceLines: bookings.priceLines }).from(bookings).where(eq(bookings.id, bookingId))
  return row?.priceLines && change ? addPriceLines(row.priceLines, change) : null
}

/** The engine's lines for the booking's stored choices, priced like ownerEarnings: without the request checks. */
export async function choicesPriceLines(db: Database, booking: BookingRow): Promise<PriceLines> {
  const { input } = await engineInput(db, booking, choicesOf(booking), {})
  return priceLinesOf(priceBreakdown(input))
}

/** The choices a booked trip can change after payment: its dates and km allowance (an extension), a second driver. */
export type TripChange = Partial<Pick<Choices, 'dateFrom' | 'dateTo' | 'kmOption' | 'secondDriver'>>

/**
 * What changing a booked trip costs, priced by the same engine as the booking itself: the engine's price with the
 * changed choices less its price with the current ones, and the same difference of the owner's earnings. Never below
 * zero: a slide to cheaper days is not refunded here. Without the request checks: the change checks its own days.
 */
export async function tripChangePrice(
  db: Database,
  bookingId: number,
  current: TripChange,
  next: TripChange,
): Promise<{ priceTotal: number; earnings: number; priceLines: PriceLines }> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId))
  if (!booking) throw ApiError.notFound()
  const choices = choicesOf(booking)
  const price = async (change: TripChange) =>
    priceBreakdown((await engineInput(db, booking, { ...choices, ...change }, {})).input)
  const [before, after] = await Promise.all([price(current), price(next)])
  const earnings = Math.max(0, after.priceOwner - before.priceOwner)
  return {
    priceTotal: Math.max(0, after.price - before.price),
    earnings,
    priceLines: tripChangeLines(before, after, earnings),
  }
}

/**
 * The engine's price of a stay nobody has asked for yet (the listing's price box): the camper's prices, discounts, the km
 * option and the service fee, without extras, as the booking request made now would be priced before any choice. So the
 * box says what the request then costs.
 */
export async function stayQuote(
  db: Database,
  camperId: number,
  stay: { dateFrom: string; dateTo: string; kmOption: KmOption },
  now: Date,
): Promise<EnginePrices> {
  const choices: Choices = {
    ...stay,
    hourFrom: 14,
    hourTo: 12,
    secondDriver: false,
    insuranceSlug: null,
    cancelInsurance: false,
    rentalCover: false,
    rentalCoverPrice: null,
    rentalCoverReference: null,
    couponCode: null,
    options: [],
  }
  const prospect = { id: 0, camperId, guestId: 0, createdAt: now }
  const { input } = await engineInput(db, prospect, choices, { documentsValidated: async () => true, now: () => now })
  return priceBreakdown(input)
}

/**
 * ownerEarnings from what a list read for its page: the camper's periods over the dates and its options. The owner's
 * share is the rental, km and options less the commission, so the guest's insurance, coupon, documents and the dates'
 * availability, which ownerEarnings also reads, do not change it.
 */
export function ownerEarningsFrom(
  booking: BookingRow,
  camper: CamperRow,
  read: Pick<EngineReads, 'periods' | 'options'>,
): number {
  const input = buildEngineInput(booking, choicesOf(booking), camper, {
    ...read,
    taken: [],
    insurance: undefined,
    coupon: undefined,
    documentsValidated: true,
    now: new Date(),
  })
  return priceBreakdown(input).priceOwner
}

export interface PricesChange {
  date_from?: string
  date_to?: string
  hour_from?: number
  hour_to?: number
  km_option?: KmOption
  second_driver?: boolean
  insurance?: string | null
  cancel_insurance?: boolean
  rental_cover?: boolean
  coupon_code?: string | null
}

/**
 * PATCH /3/my-requests/{id}/prices/: applies the guest's changes, re-prices (price errors → 400 `__all__`, a bad coupon → 400 on
 * coupon_code, an unknown insurance → 400 on insurance), asks the rental cover provider for a new quote when the cover is on and
 * its dates or deductible changed (unreachable → 503), and stores the choices and the new total.
 */
export async function updateBookingPrices(
  db: Database,
  bookingId: number,
  actor: Actor,
  change: PricesChange,
  rentalCover: RentalCoverProvider,
  deps: PricingDependencies = {},
) {
  return db.transaction(async (tx) => {
    const booking = await guestBooking(tx, bookingId, actor, 'change')
    assertPricesUpdatable(booking, deps.now?.())
    const before = choicesOf(booking)
    const choices: Choices = {
      ...before,
      dateFrom: change.date_from ?? before.dateFrom,
      dateTo: change.date_to ?? before.dateTo,
      hourFrom: change.hour_from ?? before.hourFrom,
      hourTo: change.hour_to ?? before.hourTo,
      kmOption: change.km_option ?? before.kmOption,
      secondDriver: change.second_driver ?? before.secondDriver,
      insuranceSlug: change.insurance === undefined ? before.insuranceSlug : change.insurance,
      cancelInsurance: change.cancel_insurance ?? before.cancelInsurance,
      rentalCover: change.rental_cover ?? before.rentalCover,
      couponCode:
        change.coupon_code === undefined
          ? before.couponCode
          : change.coupon_code
            ? change.coupon_code.trim().toUpperCase()
            : null,
    }
    // Inverted dates cannot even be queried as a range: 103 comes before anything else.
    if (choices.dateTo <= choices.dateFrom) throw priceErrors([{ code: 103, ...BOOKING_PRICE_ERRORS[103] }])
    await checkInsurance(tx, booking.camperId, choices.insuranceSlug)
    if (change.insurance)
      await checkBuyback(
        tx,
        { status: booking.status, dateFrom: choices.dateFrom },
        change.insurance,
        deps.now?.() ?? new Date(),
      )

    const deductible = await coveredDeductible(tx, booking, choices.insuranceSlug)
    if (!choices.rentalCover) Object.assign(choices, { rentalCoverPrice: null, rentalCoverReference: null })
    else if (deductible === 0)
      throw ApiError.fields({ rental_cover: ['Rental cover needs an insurance with a deductible to pay back.'] })
    else if (
      choices.rentalCoverPrice === null ||
      choices.dateFrom !== before.dateFrom ||
      choices.dateTo !== before.dateTo ||
      choices.insuranceSlug !== before.insuranceSlug
    ) {
      const quote = await quoteRentalCover(rentalCover, choices, deductible, booking.currency)
      Object.assign(choices, { rentalCoverPrice: quote.amount, rentalCoverReference: quote.reference })
    }

    const { prices, input, coupon } = await compute(tx, booking, choices, deps)
    if (choices.couponCode) {
      const problem = couponProblem(
        input.choices.coupon,
        input.now.toISOString().slice(0, 10),
        prices.price + prices.priceCoupon,
      )
      if (problem) throw ApiError.fields({ coupon_code: [COUPON_MESSAGES[problem]] })
      if (coupon && coupon.currency !== prices.currency && coupon.amountOff !== null) {
        throw ApiError.fields({ coupon_code: [`This coupon code is for bookings in ${coupon.currency}.`] })
      }
    }
    const [saved] = await holdingDates(
      tx
        .update(bookings)
        .set({
          period: toDateRange(choices.dateFrom, choices.dateTo),
          hourFrom: choices.hourFrom,
          hourTo: choices.hourTo,
          kmOption: choices.kmOption,
          secondDriver: choices.secondDriver,
          insuranceSlug: choices.insuranceSlug,
          cancelInsurance: choices.cancelInsurance,
          rentalCover: choices.rentalCover,
          rentalCoverPrice: choices.rentalCoverPrice,
          rentalCoverReference: choices.rentalCoverReference,
          couponCode: choices.couponCode,
          totalPrice: prices.price,
          priceLines: priceLinesOf(prices),
        })
        .where(eq(bookings.id, booking.id))
        .returning(),
    )
    return toWire(saved!, choices, prices, deductible > 0)
  })
}

/** Postgres exclusion_violation (Drizzle may wrap the driver's error). */
const isExclusionViolation = (error: unknown): boolean => {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23P01') return true
  }
  return false
}

/**
 * Moving a booking that holds its dates can race another one onto the same days: the EXCLUDE constraint
 * bookings_no_overlapping_confirmed settles it, and the loser gets 107 NOT_AVAILABLE like any taken dates.
 */
async function holdingDates<T>(update: Promise<T>): Promise<T> {
  try {
    return await update
  } catch (error) {
    if (isExclusionViolation(error)) throw priceErrors([{ code: 107, ...BOOKING_PRICE_ERRORS[107] }])
    throw error
  }
}

/** POST /3/my-requests/{id}/options/: replaces the chosen camper options (ids of the booking's camper, 0 to max_quantity each). */
export async function setBookingOptions(
  db: Database,
  bookingId: number,
  actor: Actor,
  chosen: Array<{ id: number; quantity: number }>,
  deps: PricingDependencies = {},
) {
  return db.transaction(async (tx) => {
    const booking = await guestBooking(tx, bookingId, actor, 'change')
    assertPricesUpdatable(booking, deps.now?.())
    const available = await tx.select().from(camperOptions).where(eq(camperOptions.camperId, booking.camperId))
    const errors: Record<string, string[]> = {}
    const seen = new Set<number>()
    chosen.forEach(({ id, quantity }, index) => {
      const option = available.find((candidate) => candidate.id === id)
      if (!option) errors[`options.${index}.id`] = ['This vehicle has no such option.']
      else if (seen.has(id)) errors[`options.${index}.id`] = ['This option is already in the list.']
      else if (quantity > option.maxQuantity)
        errors[`options.${index}.quantity`] = [`Ensure this value is less than or equal to ${option.maxQuantity}.`]
      seen.add(id)
    })
    if (Object.keys(errors).length > 0) throw ApiError.fields(errors)
    const choices = { ...choicesOf(booking), options: chosen.filter((option) => option.quantity > 0) }
    const { prices } = await compute(tx, booking, choices, deps)
    const [saved] = await tx
      .update(bookings)
      .set({ options: choices.options, totalPrice: prices.price, priceLines: priceLinesOf(prices) })
      .where(eq(bookings.id, booking.id))
      .returning()
    return toWire(saved!, choices, prices, (await coveredDeductible(tx, booking, choices.insuranceSlug)) > 0)
  })
}

/** An insurance the guest may choose for this camper: an active one, and `none` only when the owner registered their own. */
async function checkInsurance(db: Database, camperId: number, slug: string | null) {
  if (slug === null) return
  const [insurance] = await db
    .select()
    .from(insurances)
    .where(and(eq(insurances.slug, slug), eq(insurances.active, true)))
  if (!insurance) throw ApiError.fields({ insurance: ['Unknown insurance.'] })
  if (slug === 'none') {
    const [own] = await db
      .select({ camperId: camperInsuranceConditions.camperId })
      .from(camperInsuranceConditions)
      .where(eq(camperInsuranceConditions.camperId, camperId))
    if (!own)
      throw ApiError.fields({
        insurance: ['The owner of this vehicle has no insurance of their own: choose one of ours.'],
      })
  }
}

/**
 * Spec 2 §6: a reinforced insurance is the deductible buy-back, sold only while the booking's is_buyback_available holds
 * (before departure, on a booking going ahead); otherwise 400 on insurance.
 */
async function checkBuyback(
  db: Database,
  booking: { status: BookingRow['status']; dateFrom: string },
  slug: string,
  now: Date,
) {
  const [insurance] = await db
    .select({ isReinforced: insurances.isReinforced })
    .from(insurances)
    .where(eq(insurances.slug, slug))
  if (insurance?.isReinforced && !isBuybackAvailable(booking, now.toISOString().slice(0, 10))) {
    throw ApiError.fields({
      insurance: ['The deductible buy-back (a reinforced insurance) is no longer available for this booking.'],
    })
  }
}

async function quoteRentalCover(provider: RentalCoverProvider, choices: Choices, deductible: number, currency: string) {
  try {
    return await provider.quote({ dateFrom: choices.dateFrom, dateTo: choices.dateTo, deductible, currency })
  } catch (error) {
    if (error instanceof RentalCoverUnavailableError) throw rentalCoverUnavailable()
    throw error
  }
}

/** Spec 2 §8: 503 with code RENTAL_COVER_SERVICE_UNAVAILABLE. */
export const rentalCoverUnavailable = () =>
  ApiError.detail(
    503,
    'The rental cover service is unavailable. Try again in a few minutes, or continue without rental cover.',
    'RENTAL_COVER_SERVICE_UNAVAILABLE',
  )

/**
 * Counts one use of the booking's coupon, refusing (false) when it is used up meanwhile. The payments slice calls it in the
 * transaction that marks the booking paid.
 */
export async function redeemCoupon(db: Database, code: string): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(and(eq(coupons.code, code), sql`(${coupons.maxUses} IS NULL OR ${coupons.uses} < ${coupons.maxUses})`))
    .returning({ id: coupons.id })
  return rows.length === 1
}
