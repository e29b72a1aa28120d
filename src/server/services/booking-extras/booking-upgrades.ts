import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { transition } from 'xstate'
import { upgradeAt, upgradeMachine } from '../../../../machines/upgrade.machine'
import { upgradeNoticesFor } from '../../../../machines/upgrade.notifications'
import type { UpgradeEvent } from '../../../../machines/upgrade.machine'
import {
  buybackPrice,
  canAddSecondDriver,
  canBuyBack,
  isUpgradeDeletable,
  OPEN_UPGRADE_STATES,
} from '../../../domain/booking-extras'
import type { LicenceCategory, UpgradeFacts, UpgradeKind, UpgradeState } from '../../../domain/booking-extras'
import { isBuybackAvailable } from '../../../domain/booking-rules'
import type { BookingStatus } from '../../../domain/booking-status'
import { toDecimal } from '../../../domain/stay-price'
import { deductibleReductions } from '../../../domain/insurance-rules'
import { insuranceChangeLines } from '../../../domain/price-lines'
import type { Database } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { bookings, bookingUpgrades, insurances } from '../../db/schema'
import type { BookingUpgradeRow } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { grownPriceLines, tripChangePrice, tripInsurancePrice } from '../booking-prices/booking-prices'
import { bookingNoticeFacts, writeBookingNotice } from '../notifications/booking-notifications'
import { loadBooking, notInValidState } from './extras-bookings'
import type { ExtrasBooking } from './extras-bookings'
import type { ExtrasPayment } from './extras-payment'
import { upgradesSummary, upgradeView } from './extras-views'

export interface SecondDriver {
  first_name: string
  last_name: string
  licence_number: string
  licence_category: LicenceCategory
}

/** POST .../upgrades/: one kind per request. */
export type UpgradeRequest =
  { second_driver: SecondDriver; buyback?: undefined } | { buyback: { insurance: string }; second_driver?: undefined }

const NOT_PERMITTED: Record<UpgradeKind, string> = {
  second_driver: 'A second driver cannot be added to this booking.',
  buyback:
    'The deductible cannot be bought back on this booking: only before departure, on a paid trip whose insurance is not reinforced yet.',
}

const upgradesOf = (db: Database, bookingId: number) =>
  db
    .select()
    .from(bookingUpgrades)
    .where(eq(bookingUpgrades.bookingId, bookingId))
    .orderBy(desc(bookingUpgrades.createdAt), desc(bookingUpgrades.id))

const todayOf = (now: Date) => now.toISOString().slice(0, 10)

/** The booking's insurance as the buy-back permission reads it. */
async function tripOf(db: Database, booking: ExtrasBooking, now: Date) {
  const [row] = await db
    .select({ slug: bookings.insuranceSlug, reinforced: insurances.isReinforced })
    .from(bookings)
    .leftJoin(insurances, eq(insurances.slug, bookings.insuranceSlug))
    .where(eq(bookings.id, booking.id))
  return {
    status: booking.status,
    buybackAvailable: isBuybackAvailable(
      { status: booking.status as BookingStatus, dateFrom: booking.dateFrom },
      todayOf(now),
    ),
    insuranceSlug: row?.slug ?? null,
    insuranceReinforced: row?.reinforced ?? false,
  }
}

type Trip = Awaited<ReturnType<typeof tripOf>>

/**
 * What buying back the deductible would cost with each active reinforced insurance, and the deductibles it lowers;
 * empty unless the trip may buy it back now.
 */
async function buybackOffers(db: Database, booking: ExtrasBooking, trip: Trip, upgrades: readonly UpgradeFacts[]) {
  if (!canBuyBack(trip, upgrades)) return []
  const [current] = await db.select().from(insurances).where(eq(insurances.slug, trip.insuranceSlug!))
  const reinforced = await db
    .select()
    .from(insurances)
    .where(and(eq(insurances.active, true), eq(insurances.isReinforced, true)))
    .orderBy(asc(insurances.position))
  const paid = await tripInsurancePrice(db, booking.id, trip.insuranceSlug)
  return Promise.all(
    reinforced.map(async (insurance) => ({
      insurance: insurance.slug,
      name: insurance.name,
      price: toDecimal(buybackPrice(await tripInsurancePrice(db, booking.id, insurance.slug), paid)),
      currency: booking.currency,
      deductibles_before: decimals(current!.deductibles),
      deductibles_after: decimals(insurance.deductibles),
      deductible_reductions: decimals(deductibleReductions(current!.deductibles, insurance.deductibles)),
    })),
  )
}

const decimals = <K extends string>(amounts: Record<K, number>) =>
  Object.fromEntries(Object.entries<number>(amounts).map(([cover, amount]) => [cover, toDecimal(amount)])) as Record<
    K,
    string
  >

/** GET /v4/bookings-guest/{id}/upgrades/: the permissions, the requests, and the buy-back offers the trip may take now. */
export async function getUpgrades(db: Database, bookingId: number, guestId: number, now = new Date()) {
  const booking = await loadBooking(db, bookingId, { side: 'guest', userId: guestId }, false)
  const rows = await upgradesOf(db, bookingId)
  const trip = await tripOf(db, booking, now)
  return { ...upgradesSummary(trip, rows), buyback_offers: await buybackOffers(db, booking, trip, rows) }
}

async function lockOpenUpgrade(tx: Database, bookingId: number) {
  const [row] = await tx
    .select()
    .from(bookingUpgrades)
    .where(and(eq(bookingUpgrades.bookingId, bookingId), inArray(bookingUpgrades.state, OPEN_UPGRADE_STATES)))
    .for('update')
  if (!row) throw notInValidState('This booking has no open upgrade request.')
  return row
}

function nextState(row: BookingUpgradeRow, event: UpgradeEvent['type']) {
  const snapshot = upgradeAt(row.state, row.kind)
  if (!snapshot.can({ type: event })) throw notInValidState(`An upgrade in state ${row.state} does not allow ${event}.`)
  return transition(upgradeMachine, snapshot, { type: event })[0]
}

/** Writes the chart's next state and, in the same transaction, tells whom upgrade.notifications.ts names. */
async function writeState(tx: Database, row: BookingUpgradeRow, state: UpgradeState, event: UpgradeEvent['type']) {
  const now = new Date()
  const [updated] = await tx
    .update(bookingUpgrades)
    .set({ state, updatedAt: now })
    .where(eq(bookingUpgrades.id, row.id))
    .returning()
  const notices = upgradeNoticesFor(row.kind, event, state)
  const facts = notices.length > 0 ? await bookingNoticeFacts(tx, row.bookingId) : undefined
  if (facts)
    for (const notice of notices)
      await writeBookingNotice(tx, facts, notice, {
        event: `upgrade:${row.id}:${state}`,
        deadline: null,
        message: null,
        secondDriver:
          row.kind === 'second_driver' ? `${row.secondDriverFirstName} ${row.secondDriverLastName}`.trim() : undefined,
        money: { currency: row.currency, reader: notice.to, paid: row.price },
        now,
      })
  return updated!
}

/** The booking still takes an upgrade of `kind`, not counting the request `exceptId` itself. */
async function requirePermitted(tx: Database, booking: ExtrasBooking, kind: UpgradeKind, now: Date, exceptId?: number) {
  const others = await tx
    .select({ kind: bookingUpgrades.kind, state: bookingUpgrades.state })
    .from(bookingUpgrades)
    .where(
      and(
        eq(bookingUpgrades.bookingId, booking.id),
        exceptId === undefined ? undefined : ne(bookingUpgrades.id, exceptId),
      ),
    )
  const permitted =
    kind === 'second_driver'
      ? canAddSecondDriver(booking.status, others)
      : canBuyBack(await tripOf(tx, booking, now), others)
  if (!permitted) throw notInValidState(NOT_PERMITTED[kind])
}

/**
 * The new row of a request: a second driver at what the price engine adds for one (the referential's fee and its service
 * fee), or a buy-back at its price for this trip now.
 */
async function draftOf(tx: Database, booking: ExtrasBooking, request: UpgradeRequest, now: Date) {
  if (request.second_driver) {
    const driver = request.second_driver
    return {
      kind: 'second_driver' as const,
      secondDriverFirstName: driver.first_name,
      secondDriverLastName: driver.last_name,
      secondDriverLicenceNumber: driver.licence_number,
      secondDriverLicenceCategory: driver.licence_category,
      ...(await tripChangePrice(tx, booking.id, { secondDriver: false }, { secondDriver: true }).then((change) => ({
        price: change.priceTotal,
        priceLines: change.priceLines,
      }))),
    }
  }
  const slug = request.buyback.insurance
  const [target] = await tx
    .select()
    .from(insurances)
    .where(and(eq(insurances.slug, slug), eq(insurances.active, true)))
  if (!target?.isReinforced)
    throw ApiError.fields({ 'buyback.insurance': ['Choose one of the reinforced insurances.'] })
  const trip = await tripOf(tx, booking, now)
  const price = buybackPrice(
    await tripInsurancePrice(tx, booking.id, slug),
    await tripInsurancePrice(tx, booking.id, trip.insuranceSlug),
  )
  return {
    kind: 'buyback' as const,
    insuranceSlug: slug,
    previousInsuranceSlug: trip.insuranceSlug!,
    price,
    priceLines: insuranceChangeLines(price),
  }
}

/** POST /v4/bookings-guest/{id}/upgrades/: a draft second driver or deductible buy-back. */
export async function createUpgrade(
  db: Database,
  bookingId: number,
  guestId: number,
  request: UpgradeRequest,
  now = new Date(),
) {
  const kind: UpgradeKind = request.second_driver ? 'second_driver' : 'buyback'
  try {
    return await db.transaction(async (tx) => {
      const booking = await loadBooking(tx, bookingId, { side: 'guest', userId: guestId }, true)
      await requirePermitted(tx, booking, kind, now)
      const [row] = await tx
        .insert(bookingUpgrades)
        .values({ bookingId, currency: booking.currency, ...(await draftOf(tx, booking, request, now)) })
        .returning()
      return upgradeView(row!)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw notInValidState(NOT_PERMITTED[kind])
    throw error
  }
}

/** PATCH .../upgrades/validate/ (ACCEPTED, when the booking still allows it) and .../upgrades/cancel/. */
async function decide(
  db: Database,
  bookingId: number,
  guestId: number,
  event: 'guest.validate' | 'guest.cancel',
  now: Date,
) {
  return db.transaction(async (tx) => {
    const booking = await loadBooking(tx, bookingId, { side: 'guest', userId: guestId }, true)
    const row = await lockOpenUpgrade(tx, bookingId)
    const next = nextState(row, event)
    if (event === 'guest.validate') await requirePermitted(tx, booking, row.kind, now, row.id)
    return upgradeView(await writeState(tx, row, next.value as UpgradeState, event))
  })
}

export const validateUpgrade = (db: Database, bookingId: number, guestId: number, now = new Date()) =>
  decide(db, bookingId, guestId, 'guest.validate', now)
export const cancelUpgrade = (db: Database, bookingId: number, guestId: number, now = new Date()) =>
  decide(db, bookingId, guestId, 'guest.cancel', now)

/**
 * GET .../upgrades/confirm/: pays the accepted upgrade and applies what the chart says it changes, in one transaction: a
 * second driver is added to the booking's choices, a buy-back switches its insurance, and either adds its price to the total.
 */
export async function confirmUpgrade(
  db: Database,
  bookingId: number,
  guestId: number,
  payment: ExtrasPayment,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const booking = await loadBooking(tx, bookingId, { side: 'guest', userId: guestId }, true)
    const row = await lockOpenUpgrade(tx, bookingId)
    const next = nextState(row, 'payment.succeeded')
    await requirePermitted(tx, booking, row.kind, now, row.id)
    const change =
      next.output?.effect === 'switch_insurance' ? { insuranceSlug: row.insuranceSlug } : { secondDriver: true }
    await tx
      .update(bookings)
      .set({
        totalPrice: sql`${bookings.totalPrice} + ${row.price}`,
        priceLines: await grownPriceLines(tx, bookingId, row.priceLines),
        ...change,
        updatedAt: new Date(),
      })
      .where(eq(bookings.id, bookingId))
    // A second driver's fee and a buy-back go to Roam and the insurer: the owner's share of an upgrade is nothing.
    await payment.onUpgradePaid(tx, {
      reason: 'upgrade',
      bookingId,
      guestId,
      requestId: row.id,
      amount: row.price,
      ownerShare: 0,
      currency: row.currency,
    })
    return upgradeView(await writeState(tx, row, next.value as UpgradeState, 'payment.succeeded'))
  })
}

/** DELETE .../upgrades/{upId}/: removes a draft; a validated upgrade is cancelled instead. */
export async function deleteUpgrade(db: Database, bookingId: number, guestId: number, upgradeId: number) {
  await db.transaction(async (tx) => {
    await loadBooking(tx, bookingId, { side: 'guest', userId: guestId }, true)
    const [row] = await tx
      .select()
      .from(bookingUpgrades)
      .where(and(eq(bookingUpgrades.id, upgradeId), eq(bookingUpgrades.bookingId, bookingId)))
      .for('update')
    if (!row) throw ApiError.notFound()
    if (!isUpgradeDeletable(row.state))
      throw notInValidState(`An upgrade in state ${row.state} cannot be deleted; cancel it instead.`)
    await tx.delete(bookingUpgrades).where(eq(bookingUpgrades.id, row.id))
  })
}
