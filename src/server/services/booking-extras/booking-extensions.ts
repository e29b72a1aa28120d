import { and, eq, inArray, sql } from 'drizzle-orm'
import { transition } from 'xstate'
import { extensionAt, extensionMachine } from '../../../../machines/extension.machine'
import { extensionNoticesFor } from '../../../../machines/extension.notifications'
import type { ExtensionEvent } from '../../../../machines/extension.machine'
import {
  addedRanges,
  extendedKmOption,
  extendedPeriod,
  extensionRules,
  isExtendableBookingStatus,
  isExtensionDeletable,
  OPEN_EXTENSION_STATES,
} from '../../../domain/booking-extras'
import type { ExtensionExtras, ExtensionState } from '../../../domain/booking-extras'
import type { Database } from '../../db/client'
import { isExclusionViolation, isUniqueViolation } from '../../db/errors'
import { bookingExtensions, bookings } from '../../db/schema'
import type { BookingExtensionRow } from '../../db/schema'
import { toDateRange } from '../../db/schema/date-range'
import { ApiError } from '../../http/api-error'
import { grownPriceLines } from '../booking-prices/booking-prices'
import {
  addedDaysAvailability,
  camperAlreadyBooked,
  loadBooking,
  notAvailable,
  notInValidState,
  priceExtension,
} from './extras-bookings'
import type { ExtrasBooking, ExtrasViewer } from './extras-bookings'
import type { ExtrasPayment } from './extras-payment'
import { guestExtensionView, ownerExtensionView } from './extras-views'
import { bookingNoticeFacts, writeBookingNotice } from '../notifications/booking-notifications'

const ALREADY_OPEN = 'An extension request is already open for this booking.'

/** The booking's open extension request, row-locked; 405 when there is none (nothing to validate, pay or cancel). */
async function lockOpenExtension(tx: Database, bookingId: number) {
  const [row] = await tx
    .select()
    .from(bookingExtensions)
    .where(and(eq(bookingExtensions.bookingId, bookingId), inArray(bookingExtensions.state, OPEN_EXTENSION_STATES)))
    .for('update')
  if (!row) throw notInValidState('This booking has no open extension request.')
  return row
}

/** The state the extension chart moves to on `event`; the spec's 405 when the chart has no such transition. */
function nextState(state: ExtensionState, event: ExtensionEvent['type']): ExtensionState {
  const snapshot = extensionAt(state)
  if (!snapshot.can({ type: event })) throw notInValidState(`An extension in state ${state} does not allow ${event}.`)
  return transition(extensionMachine, snapshot, { type: event })[0].value as ExtensionState
}

/** Writes the chart's next state and, in the same transaction, tells the other side (extension.notifications.ts). */
async function writeState(
  tx: Database,
  row: BookingExtensionRow,
  state: ExtensionState,
  event: ExtensionEvent['type'],
) {
  const now = new Date()
  const [updated] = await tx
    .update(bookingExtensions)
    .set({ state, updatedAt: now })
    .where(eq(bookingExtensions.id, row.id))
    .returning()
  const notices = extensionNoticesFor(row.state, event, state)
  const facts = notices.length > 0 ? await bookingNoticeFacts(tx, row.bookingId) : undefined
  // The notice names the days the request asks for, not the booking's present ones.
  if (facts)
    for (const notice of notices)
      await writeBookingNotice(tx, { ...facts, from: row.dateFrom, to: row.dateTo }, notice, {
        event: `extension:${row.id}:${state}`,
        deadline: null,
        message: null,
        now,
      })
  return updated!
}

function requireExtendable(booking: ExtrasBooking) {
  if (!isExtendableBookingStatus(booking.status))
    throw notInValidState(`A booking in state ${booking.status} cannot be extended.`)
}

/** The extra days must be free when the guest asks, sends and the owner accepts: 107 otherwise. */
async function requireDaysFree(
  tx: Database,
  booking: ExtrasBooking,
  row: Pick<BookingExtensionRow, 'dateFrom' | 'dateTo'>,
  today: string,
) {
  const ranges = addedRanges(booking, { dateFrom: row.dateFrom, dateTo: row.dateTo })
  if ((await addedDaysAvailability(tx, booking, ranges, today)) !== 'free') throw notAvailable()
}

/** Field errors for extras that cannot apply to this trip (spec 2 §5: bad input is a 400 on the field). */
function checkExtras(booking: ExtrasBooking, extras: ExtensionExtras, today: string) {
  if (booking.status === 'ONGOING') {
    const started = 'The trip has started: only days after it can be added.'
    if (extras.dayBefore > 0) throw ApiError.fields({ day_before: [started] })
    if (extras.daySlide !== 0) throw ApiError.fields({ day_slide: [started] })
  }
  // Only a start that moves must not be past (a started trip keeps its own).
  const startMoves = extras.dayBefore > 0 || extras.daySlide !== 0
  if (startMoves && extendedPeriod(booking, extras).dateFrom < today) {
    throw ApiError.fields({
      [extras.dayBefore > 0 ? 'day_before' : 'day_slide']: ['The trip cannot start in the past.'],
    })
  }
  // The same rules the Booking shows as extensions.rules.
  const rules = extensionRules(booking, today)
  if (extras.km200 && !rules.km200) throw ApiError.fields({ km_200: ['The trip already has 200 km a day or more.'] })
  if (extras.kmUnlimited && !rules.kmUnlimited) {
    throw ApiError.fields({
      km_unlimited: [
        booking.unlimitedKmAllowed
          ? 'The trip already has unlimited km.'
          : 'This vehicle cannot be rented with unlimited kilometres.',
      ],
    })
  }
}

/** POST /v4/bookings-guest/{id}/extensions/: a priced draft (CREATED) the guest then sends to the owner. */
export async function createExtension(
  db: Database,
  bookingId: number,
  guestId: number,
  extras: ExtensionExtras,
  today: string,
) {
  try {
    return await db.transaction(async (tx) => {
      const booking = await loadBooking(tx, bookingId, { side: 'guest', userId: guestId }, true)
      requireExtendable(booking)
      const [open] = await tx
        .select({ id: bookingExtensions.id })
        .from(bookingExtensions)
        .where(and(eq(bookingExtensions.bookingId, bookingId), inArray(bookingExtensions.state, OPEN_EXTENSION_STATES)))
      if (open) throw notInValidState(ALREADY_OPEN)
      checkExtras(booking, extras, today)
      const next = extendedPeriod(booking, extras)
      await requireDaysFree(tx, booking, next, today)
      const price = await priceExtension(tx, booking, next, extras)
      const [row] = await tx
        .insert(bookingExtensions)
        .values({
          bookingId,
          ...extras,
          dateFrom: next.dateFrom,
          dateTo: next.dateTo,
          ...price,
          currency: booking.currency,
        })
        .returning()
      return guestExtensionView(row!)
    })
  } catch (error) {
    // Two drafts racing past the check: the one-open-request index keeps one.
    if (isUniqueViolation(error)) throw notInValidState(ALREADY_OPEN)
    throw error
  }
}

/** A guest or owner decision that only moves the chart: validate (to the owner), cancel, accept, refuse. */
async function decide(
  db: Database,
  bookingId: number,
  viewer: ExtrasViewer,
  event: ExtensionEvent['type'],
  today: string,
) {
  return db.transaction(async (tx) => {
    const booking = await loadBooking(tx, bookingId, viewer, true)
    const row = await lockOpenExtension(tx, bookingId)
    const state = nextState(row.state, event)
    // Sending it and accepting it promise the days: the booking must still be extendable and the days free.
    if (event === 'guest.validate' || event === 'owner.accept') {
      requireExtendable(booking)
      await requireDaysFree(tx, booking, row, today)
    }
    return writeState(tx, row, state, event)
  })
}

/** PATCH .../extensions/validate/: the guest sends the draft to the owner (GUEST_ASK). */
export const validateExtension = async (db: Database, bookingId: number, guestId: number, today: string) =>
  guestExtensionView(await decide(db, bookingId, { side: 'guest', userId: guestId }, 'guest.validate', today))

/** PATCH .../extensions/cancel/: the guest withdraws the open request (CANCEL_GUEST). */
export const cancelExtension = async (db: Database, bookingId: number, guestId: number, today: string) =>
  guestExtensionView(await decide(db, bookingId, { side: 'guest', userId: guestId }, 'guest.cancel', today))

/** PATCH /v4/bookings-owner/{id}/extensions/accept/ (ACCEPTED: the guest can now pay). */
export const acceptExtension = async (db: Database, bookingId: number, ownerId: number, today: string) =>
  ownerExtensionView(await decide(db, bookingId, { side: 'owner', userId: ownerId }, 'owner.accept', today))

/** PATCH /v4/bookings-owner/{id}/extensions/refuse/ (CANCEL_OWNER). */
export const refuseExtension = async (db: Database, bookingId: number, ownerId: number, today: string) =>
  ownerExtensionView(await decide(db, bookingId, { side: 'owner', userId: ownerId }, 'owner.refuse', today))

/**
 * GET .../extensions/confirm/: pays the accepted extension and moves the booking to its new dates, all in
 * one transaction: the payment hook charges, the booking's EXCLUDE constraint guards the dates, and any
 * refusal leaves the extension ACCEPTED and the booking as it was.
 */
export async function confirmExtension(
  db: Database,
  bookingId: number,
  guestId: number,
  payment: ExtrasPayment,
  today: string,
) {
  try {
    return await db.transaction(async (tx) => {
      const booking = await loadBooking(tx, bookingId, { side: 'guest', userId: guestId }, true)
      const row = await lockOpenExtension(tx, bookingId)
      const state = nextState(row.state, 'payment.succeeded')
      requireExtendable(booking)
      const availability = await addedDaysAvailability(tx, booking, addedRanges(booking, row), today)
      if (availability === 'booked') throw camperAlreadyBooked()
      if (availability === 'unavailable') throw notAvailable()
      await tx
        .update(bookings)
        .set({
          period: toDateRange(row.dateFrom, row.dateTo),
          kmOption: extendedKmOption(booking.kmOption, row),
          totalPrice: sql`${bookings.totalPrice} + ${row.priceTotal}`,
          priceLines: await grownPriceLines(tx, bookingId, row.priceLines),
        })
        .where(eq(bookings.id, bookingId))
      await payment.onExtensionPaid(tx, {
        reason: 'extension',
        bookingId,
        guestId,
        requestId: row.id,
        amount: row.priceTotal,
        ownerShare: row.earnings,
        currency: row.currency,
      })
      return guestExtensionView(await writeState(tx, row, state, 'payment.succeeded'))
    })
  } catch (error) {
    if (isExclusionViolation(error)) throw camperAlreadyBooked()
    throw error
  }
}

/** DELETE .../extensions/{extId}/: removes a draft the owner never saw; anything later is cancelled instead. */
export async function deleteExtension(db: Database, bookingId: number, guestId: number, extensionId: number) {
  await db.transaction(async (tx) => {
    await loadBooking(tx, bookingId, { side: 'guest', userId: guestId }, true)
    const [row] = await tx
      .select()
      .from(bookingExtensions)
      .where(and(eq(bookingExtensions.id, extensionId), eq(bookingExtensions.bookingId, bookingId)))
      .for('update')
    if (!row) throw ApiError.notFound()
    if (!isExtensionDeletable(row.state))
      throw notInValidState(`An extension in state ${row.state} cannot be deleted; cancel it instead.`)
    await tx.delete(bookingExtensions).where(eq(bookingExtensions.id, row.id))
  })
}
