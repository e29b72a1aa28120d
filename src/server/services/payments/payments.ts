import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { ageOn } from '../../../domain/age-rules'
import { documentsDeadlineError } from '../../../domain/booking-price-engine'
import { isPayable } from '../../../domain/booking-rules'
import { isCancelledStatus, isConfirmedBookingStatus, type BookingStatus } from '../../../domain/booking-status'
import {
  CARD_UNUSABLE_ERROR_CODES,
  cardExpiresBeforeEnd,
  offeredCards,
  defersBookingPayment,
  instalmentPlan,
  paymentFlow,
  refundPlan,
  WAITING_METHODS,
  type Instalment,
  type PaymentMethod,
} from '../../../domain/payment-rules'
import type { Database } from '../../db/client'
import { isExclusionViolation, isUniqueViolation } from '../../db/errors'
import { bookings, campers, paymentCards, payments, users, type PaymentRow } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import type { CardData, PaymentProvider, ProviderTransaction } from '../../providers/payments/payment-provider'
import { toDecimal } from '../listings/money'
import { givenConditionsMet } from '../insurance/insurance-conditions'
import { priceErrors } from '../booking-prices/booking-prices'
import { guestDocumentsValidated } from '../documents/documents'
import { bookingsWithDatesTaken } from '../bookings/dates-taken'
import { amountToCharge } from './booking-amount'
import { cancelledRefund } from './cancellation-ledger'
import { freezeBookingOwnerShare } from './owner-shares'
import { BookingRefusedPayment, type OnBookingDeferred, type OnBookingPaid } from './booking-paid'
import { answerMove, insertRefund, movePayment, movePayments, PAYMENT_STARTS, type MoveDetails } from './payment-status'
import { bankWireView, hasBankWire, paymentView, pendingPaymentView, type PaymentResultBody } from './payment-views'
import { findGuestWallet, openGuestWallet } from './guest-wallets'
import { holdBookingDates, releaseBookingDates } from './date-holds'

export interface PaymentDeps {
  db: Database
  provider: PaymentProvider
  onBookingPaid: OnBookingPaid
  onBookingDeferred: OnBookingDeferred
  /** Where browsers reach this server: relative return URLs are resolved against it. */
  publicUrl: string
  /** Today as yyyy-MM-dd (instalment dates, refund plan). */
  today: () => string
}

export const isoToday = () => new Date().toISOString().slice(0, 10)

/** Paid bookings: a confirm on one of these is BOOKING_ALREADY_PAID. */
const PAID_STATUSES: BookingStatus[] = ['TO_COME', 'ONGOING', 'DONE']
/** The provider call may be in flight (or its process died): only reconciliation settles these. */
const IN_FLIGHT_STATES = ['select', 'unknow'] as const
/** The guest must still act (3-D Secure, hosted page, phone, transfer). */
const WAITING_STATE = 'in_prog'

/** Spec 2 §8 confirm errors, as `{ detail, code }`. */
const fail = (
  status: 400 | 402 | 409 | 422 | 502,
  code: string,
  detail: string,
  extra: { error_type?: string; payment_id?: number } = {},
) => new ApiError(status, { detail, code, ...extra })

/** The insurer's condition the server can check today: a main driver at least this old on the first day. */
export const MIN_DRIVER_AGE = 21

interface GuestBooking {
  id: number
  camperId: number
  guestId: number
  status: BookingStatus
  period: string
  hourFrom: number
  dateFrom: string
  dateTo: string
  isInstant: boolean
  guestBornOn: string | null
}

function parsePeriod(period: string) {
  const match = /^\[(\d{4}-\d{2}-\d{2}),(\d{4}-\d{2}-\d{2})\)$/.exec(period)
  if (!match) throw new Error(`unexpected booking period ${period}`)
  return { dateFrom: match[1]!, dateTo: match[2]! }
}

/** The guest's own booking (404 for anyone else's), optionally locked for the rest of the transaction. */
async function guestBooking(db: Database, userId: number, bookingId: number, lock = false): Promise<GuestBooking> {
  const query = db
    .select({
      id: bookings.id,
      camperId: bookings.camperId,
      guestId: bookings.guestId,
      status: bookings.status,
      period: bookings.period,
      hourFrom: bookings.hourFrom,
      isInstant: bookings.isInstant,
      guestBornOn: users.bornedOn,
    })
    .from(bookings)
    .innerJoin(campers, eq(campers.id, bookings.camperId))
    .innerJoin(users, eq(users.id, bookings.guestId))
    .where(eq(bookings.id, bookingId))
  const [row] = lock ? await query.for('update', { of: bookings }) : await query
  if (!row || row.guestId !== userId) throw ApiError.notFound()
  return { ...row, ...parsePeriod(row.period) }
}

const firstCharges = (bookingId: number) =>
  and(
    eq(payments.bookingId, bookingId),
    eq(payments.reason, 'booking'),
    eq(payments.instalmentNumber, 1),
    sql`${payments.extensionId} IS NULL`,
  )

/** Every confirm error that does not depend on the card, in the order the guest can fix them. */
async function assertCanPay(db: Database, booking: GuestBooking) {
  const [succeeded] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(firstCharges(booking.id), eq(payments.status, 'SUCCEEDED'), ne(payments.state, 'cancel')))
  if (PAID_STATUSES.includes(booking.status) || succeeded)
    throw fail(409, 'BOOKING_ALREADY_PAID', 'This booking is already paid.')
  if (!isPayable(booking))
    throw fail(400, 'BOOKING_IN_WRONG_STATE', `A booking in state ${booking.status} cannot be paid.`)
  // An instant booking takes its dates when paid: another booking may hold them already. A race past this check
  // is settled by the dates' hold before any charge (createPaymentRows).
  if ((await bookingsWithDatesTaken(db, [booking.id])).has(booking.id))
    throw fail(409, 'CAMPER_ALREADY_BOOKED', 'The camper is already booked for these dates.')
  // The price's document thresholds hold at payment too: the documents may have changed since the booking was priced.
  const documents = await documentsBlockingPayment(db, booking)
  if (documents) throw priceErrors([documents])
  if ((await givenConditionsMet(db, booking.id)) === false) {
    throw fail(
      400,
      'INSURANCE_CONDITIONS_NOT_MET',
      'The driver does not meet the insurance conditions given for this booking.',
    )
  }
  if (booking.guestBornOn && ageOn(booking.guestBornOn, booking.dateFrom) < MIN_DRIVER_AGE) {
    throw fail(
      400,
      'INSURANCE_CONDITIONS_NOT_MET',
      `The insurance requires the main driver to be at least ${MIN_DRIVER_AGE} on the first day.`,
    )
  }
}

/** Error 104 or 110 while the guest's mandatory documents are not validated that close to the start, else null. */
async function documentsBlockingPayment(db: Database, booking: GuestBooking, now = new Date()) {
  return documentsDeadlineError({
    guestDocumentsValidated: await guestDocumentsValidated(db, booking.guestId, now),
    dateFrom: booking.dateFrom,
    hourFrom: booking.hourFrom,
    now,
  })
}

async function bookingState(db: Database, bookingId: number) {
  const [row] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId))
  return row!.status
}

/**
 * What a confirm, return or poll answers for a payment that succeeded or waits for the guest;
 * a failed one is a 402 with its spec 2 §8 provider code (the referential has its title and description).
 */
export async function paymentOutcome(db: Database, payment: PaymentRow): Promise<PaymentResultBody> {
  if (payment.status === 'FAILED') {
    const code = payment.errorCode ?? (payment.state === 'cancel' ? 'YSC_PAYMENTS' : 'MPG_UNKNOWN')
    throw fail(402, code, 'The payment failed.', { payment_id: payment.id })
  }
  const waiting = payment.status === 'CREATED' && payment.state === WAITING_STATE
  return {
    payment: paymentView(payment),
    booking_state: await bookingState(db, payment.bookingId),
    next_action: !waiting ? 'none' : payment.providerRedirectUrl ? 'redirect' : 'mobile',
    redirect_url: waiting ? payment.providerRedirectUrl : null,
    bank_wire: hasBankWire(payment.method) ? bankWireView(payment) : null,
  }
}

/**
 * Writes what the provider said about a payment, once: only a payment still CREATED and not given up
 * changes, so a return, a poll, a retry and the reconciliation job can all report the same transaction.
 * The first successful charge of a booking makes it paid (onBookingPaid) in the same transaction.
 */
export async function recordOutcome(
  deps: PaymentDeps,
  paymentId: number,
  transaction: ProviderTransaction,
): Promise<PaymentRow> {
  const details = {
    providerPaymentId: transaction.id,
    providerRedirectUrl: transaction.redirectUrl,
    errorCode: transaction.status === 'FAILED' ? (transaction.resultCode ?? 'MPG_UNKNOWN') : null,
    // The wire details come with the pending pay-in; a later answer (settled) has none and keeps them.
    ...(transaction.bankWire ? { bankWire: transaction.bankWire } : {}),
  }
  try {
    return await deps.db.transaction(async (tx) => {
      const updated = await movePayment(tx, answerMove(transaction.status), paymentId, details)
      if (!updated) return (await tx.select().from(payments).where(eq(payments.id, paymentId)))[0]!
      if (updated.instalmentNumber === 1 && updated.status === 'SUCCEEDED' && updated.reason === 'booking') {
        // Frozen first, so the notices of the payment read the owner's earnings from the ledger.
        const frozen = await freezeBookingOwnerShare(tx, updated)
        await deps.onBookingPaid(tx, updated.bookingId)
        await releaseBookingDates(tx, updated.bookingId)
        return frozen
      }
      if (updated.instalmentNumber === 1 && updated.status === 'FAILED') {
        await cancelLaterInstalments(tx, updated.id)
        if (updated.reason === 'booking') await releaseBookingDates(tx, updated.bookingId)
      }
      if (
        updated.instalmentNumber === 1 &&
        updated.state === WAITING_STATE &&
        updated.reason === 'booking' &&
        defersBookingPayment(updated.method)
      ) {
        await deps.onBookingDeferred(tx, updated.bookingId)
        await releaseBookingDates(tx, updated.bookingId)
      }
      return updated
    })
  } catch (error) {
    if (isExclusionViolation(error)) return giveBack(deps, paymentId, transaction, 'CAMPER_ALREADY_BOOKED')
    if (error instanceof BookingRefusedPayment) return giveBack(deps, paymentId, transaction, error.code)
    throw error
  }
}

async function cancelLaterInstalments(db: Database, firstPaymentId: number) {
  await movePayments(db, 'drop', eq(payments.firstPaymentId, firstPaymentId))
}

/** A first charge given up or given back, in one transaction: its later instalments are dropped and its dates' hold ends. */
async function endAttempt(deps: PaymentDeps, move: 'abandon' | 'giveBack', paymentId: number, details?: MoveDetails) {
  return deps.db.transaction(async (tx) => {
    const row = await movePayment(tx, move, paymentId, details)
    if (row) {
      await cancelLaterInstalments(tx, row.id)
      await releaseBookingDates(tx, row.bookingId)
    }
    return row
  })
}

/**
 * The charge went through but the booking cannot take it (dates taken, or no longer payable): record it as given up and
 * refund it in full. A transfer still waiting for its wire is called off at the provider instead: no money moved yet.
 */
async function giveBack(
  deps: PaymentDeps,
  paymentId: number,
  transaction: ProviderTransaction,
  code: BookingRefusedPayment['code'],
): Promise<never> {
  if (transaction.status === 'CREATED') {
    const cancelled = await deps.provider.cancelPayIn(transaction.id)
    if (cancelled?.status !== 'SUCCEEDED') {
      await endAttempt(deps, 'abandon', paymentId, { providerPaymentId: transaction.id, errorCode: code })
      throw refusal(code)
    }
    // The wire arrived while we were calling it off: it is refunded like any charge the booking cannot take.
    transaction = cancelled
  }
  const payment = await endAttempt(deps, 'giveBack', paymentId, { providerPaymentId: transaction.id })
  if (payment) {
    const refund = await deps.provider.refund({
      idempotencyKey: `refund-${payment.providerKey}`,
      payInId: transaction.id,
      amount: payment.amount,
    })
    await insertRefund(
      deps.db,
      {
        bookingId: payment.bookingId,
        userId: payment.userId,
        method: payment.method,
        amount: payment.amount,
        currency: payment.currency,
        status: refund.status,
        providerKey: `refund-${payment.providerKey}`,
        providerPaymentId: refund.id,
        refundOfId: payment.id,
        errorCode: refund.resultCode,
      },
      'give_back',
    )
  }
  throw refusal(code, 'your payment is refunded.')
}

function refusal(code: BookingRefusedPayment['code'], outcome = 'nothing was charged.') {
  if (code === 'BOOKING_IN_WRONG_STATE') return fail(400, code, `The booking can no longer be paid; ${outcome}`)
  return fail(409, code, `The camper was booked for these dates by someone else meanwhile; ${outcome}`)
}

export interface StartPaymentInput {
  method: PaymentMethod
  card?: CardData
  cardId?: number
  returnUrl?: string
  phoneNumber?: string
  /** The referential's payment_type_available for the caller's storefront. */
  availableMethods: readonly string[]
  /**
   * Called with the new payment's id in the transaction that writes it, before the provider is asked, so an
   * interrupted request can be resumed: a process killed right after the commit leaves the link written too.
   */
  onPaymentCreated?: (paymentId: number, tx: Database) => Promise<void>
}

/** A relative return URL is ours; an absolute one must be on PUBLIC_URL's origin (no open redirect through the provider). */
function resolveReturnUrl(publicUrl: string, returnUrl: string | undefined, bookingId: number) {
  const base = new URL(publicUrl)
  const resolved = new URL(returnUrl ?? `/d/trips/${bookingId}`, base)
  if (resolved.origin !== base.origin) throw ApiError.fields({ return_url: [`Must be a path on ${base.origin}.`] })
  return resolved.toString()
}

async function resolveCard(deps: PaymentDeps, userId: number, input: StartPaymentInput) {
  if (input.card) {
    const registration = await deps.provider.registerCard(userId, input.card)
    if (!registration.ok)
      throw fail(400, 'PAYMENT_ERROR_IN_SEND_CARD_INFO', registration.message, { error_type: registration.type })
    const [card] = await deps.db
      .insert(paymentCards)
      .values({ userId, providerCardId: registration.cardId, alias: registration.alias, expiry: registration.expiry })
      .returning()
    return card!
  }
  if (input.cardId === undefined)
    throw ApiError.fields({ card: ['Send the card, or the card_id of a card you registered.'] })
  const [card] = await deps.db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.id, input.cardId), eq(paymentCards.userId, userId)))
  if (!card) throw ApiError.fields({ card_id: ['Unknown card.'] })
  const offered = offeredCards(
    await deps.db.select().from(paymentCards).where(eq(paymentCards.userId, userId)).orderBy(desc(paymentCards.id)),
    await refusedCardIds(deps.db, userId),
  )
  if (!offered.some((candidate) => candidate.id === card.id))
    throw ApiError.fields({ card_id: ['Your bank refused this card for good: use another card.'] })
  return card
}

/** The user's card registrations a payment failed on for good (CARD_UNUSABLE_ERROR_CODES). */
async function refusedCardIds(db: Database, userId: number): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ cardId: payments.cardId })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.status, 'FAILED'),
        inArray(payments.errorCode, CARD_UNUSABLE_ERROR_CODES),
      ),
    )
  return new Set(rows.flatMap((row) => (row.cardId === null ? [] : [row.cardId])))
}

/**
 * Spec 2 §7 confirm (and the asynchronous create): checks every confirm error, registers the card,
 * creates the payment rows under the booking's row lock (one live first charge per booking, also
 * enforced by a unique index), then asks the provider with the payment's own idempotency key.
 */
export async function startPayment(
  deps: PaymentDeps,
  userId: number,
  bookingId: number,
  input: StartPaymentInput,
): Promise<PaymentResultBody> {
  // Whose booking it is comes first: an outsider gets the 404, not a verdict on the method.
  const booking = await guestBooking(deps.db, userId, bookingId)
  if (!input.availableMethods.includes(input.method))
    throw ApiError.fields({ method: ['This payment method is not available here.'] })
  await assertCanPay(deps.db, booking)
  const returnUrl = resolveReturnUrl(deps.publicUrl, input.returnUrl, bookingId)
  const flow = paymentFlow(input.method)
  if (flow === 'async' && input.method === 'mbway' && !input.phoneNumber)
    throw ApiError.fields({ phone_number: ['This field is required.'] })
  const card = flow === 'card' ? await resolveCard(deps, userId, input) : null
  if (card && cardExpiresBeforeEnd(card.expiry, booking.dateTo)) {
    throw fail(400, 'PAYMENT_ERROR_CREDIT_CARD_WILL_EXPIRE', 'The card expires before the end of the booking.')
  }
  const { amount, currency } = await amountToCharge(deps.db, bookingId)
  // The wallet is opened on its first use, in the currency of the booking it first pays.
  if (input.method === 'transfer_wallet' && (await openGuestWallet(deps, userId, currency)).currency !== currency)
    throw ApiError.fields({ method: ['Your wallet holds another currency than this booking.'] })
  const plan = instalmentPlan(input.method, amount, deps.today(), booking.dateFrom)
  if (!plan) throw ApiError.fields({ method: ['This payment method is not available for these dates.'] })

  // Twice at most: a waiting attempt the guest walked away from is given up (outside the lock: the provider is slow), then we start over.
  for (let attempt = 0; ; attempt++) {
    const started = await createPaymentRows(deps, userId, bookingId, input, plan, currency, returnUrl, card?.id ?? null)
    if (started.kind === 'created') {
      return paymentOutcome(deps.db, await sendToProvider(deps, started.payment, card?.providerCardId))
    }
    const previous = started.payment.providerPaymentId
      ? await deps.provider.cancelPayIn(started.payment.providerPaymentId)
      : null
    if (previous && previous.status !== 'FAILED') {
      // The abandoned attempt went through after all.
      const recorded = await recordOutcome(deps, started.payment.id, previous)
      if (recorded.status === 'SUCCEEDED') throw fail(409, 'BOOKING_ALREADY_PAID', 'This booking is already paid.')
    }
    await endAttempt(deps, 'abandon', started.payment.id)
    if (attempt > 0) throw fail(409, 'PAYMENT_IN_PROGRESS', 'Another payment of this booking is being processed.')
  }
}

/** Under the booking's row lock: the payment rows of a new attempt, or the attempt still waiting for the guest. */
async function createPaymentRows(
  deps: PaymentDeps,
  userId: number,
  bookingId: number,
  input: StartPaymentInput,
  plan: Instalment[],
  currency: string,
  returnUrl: string,
  cardId: number | null,
) {
  return deps.db.transaction(async (tx) => {
    const locked = await guestBooking(tx, userId, bookingId, true)
    await assertCanPay(tx, locked)
    const [live] = await tx
      .select()
      .from(payments)
      .where(and(firstCharges(bookingId), ne(payments.status, 'FAILED'), ne(payments.state, 'cancel')))
    if (live && live.state !== WAITING_STATE)
      throw fail(409, 'PAYMENT_IN_PROGRESS', 'Another payment of this booking is being processed.')
    if (live) return { kind: 'waiting' as const, payment: live }
    // A booking that does not hold its dates yet (an instant one) holds them before the provider is asked to charge.
    if (!isConfirmedBookingStatus(locked.status) && !(await holdBookingDates(tx, bookingId, new Date())))
      throw refusal('CAMPER_ALREADY_BOOKED')
    const common = {
      bookingId,
      userId,
      reason: 'booking' as const,
      method: input.method,
      instalmentCount: plan.length,
      currency,
      cardId,
      returnUrl,
      phoneNumber: input.phoneNumber ?? null,
    }
    try {
      const [first] = await tx
        .insert(payments)
        .values({
          ...common,
          ...PAYMENT_STARTS.charge,
          instalmentNumber: 1,
          amount: plan[0]!.amount,
          providerKey: `booking-${bookingId}-${randomUUID()}`,
        })
        .returning()
      if (plan.length > 1) {
        await tx.insert(payments).values(
          plan.slice(1).map((instalment) => ({
            ...common,
            instalmentNumber: instalment.number,
            amount: instalment.amount,
            dueOn: instalment.dueOn,
            ...PAYMENT_STARTS.instalment,
            firstPaymentId: first!.id,
            providerKey: `booking-${bookingId}-${randomUUID()}`,
          })),
        )
      }
      await input.onPaymentCreated?.(first!.id, tx)
      return { kind: 'created' as const, payment: first! }
    } catch (error) {
      if (isUniqueViolation(error))
        throw fail(409, 'PAYMENT_IN_PROGRESS', 'Another payment of this booking is being processed.')
      throw error
    }
  })
}

/**
 * Asks the provider to charge a payment row (again: the provider answers a repeated key with the
 * first transaction) and records the answer. A network failure leaves the outcome unknown until reconciliation.
 */
async function sendToProvider(
  deps: PaymentDeps,
  payment: PaymentRow,
  providerCardId?: string,
  offSession = false,
): Promise<PaymentRow> {
  let transaction: ProviderTransaction
  try {
    const wallet = payment.method === 'transfer_wallet' ? await findGuestWallet(deps.db, payment.userId) : null
    transaction = await deps.provider.payIn({
      idempotencyKey: payment.providerKey,
      amount: payment.amount,
      currency: payment.currency,
      method: payment.method,
      cardId: providerCardId,
      returnUrl: payment.returnUrl ?? deps.publicUrl,
      phoneNumber: payment.phoneNumber ?? undefined,
      offSession,
      walletId: wallet?.providerWalletId,
    })
  } catch (error) {
    await movePayment(deps.db, 'lose', payment.id)
    console.error(`payment ${payment.id}: the provider call failed`, error)
    throw fail(
      502,
      'MPG_UNKNOWN',
      'The payment provider did not answer; retry with the same Idempotency-Key to learn the outcome.',
    )
  }
  return recordOutcome(deps, payment.id, transaction)
}

async function providerCardId(db: Database, cardId: number | null) {
  if (cardId === null) return undefined
  const [card] = await db
    .select({ id: paymentCards.providerCardId })
    .from(paymentCards)
    .where(eq(paymentCards.id, cardId))
  return card?.id
}

/**
 * Settles a payment whose request may have died: one still in flight is sent again with its key
 * (charged at most once), one waiting for the guest is asked about. Returns the payment as recorded.
 */
export async function reconcilePayment(deps: PaymentDeps, payment: PaymentRow): Promise<PaymentRow> {
  if (payment.status !== 'CREATED') return payment
  if ((IN_FLIGHT_STATES as readonly string[]).includes(payment.state)) {
    return sendToProvider(deps, payment, await providerCardId(deps.db, payment.cardId), payment.instalmentNumber > 1)
  }
  if (payment.state === WAITING_STATE && payment.providerPaymentId) {
    const transaction = await deps.provider.getTransaction(payment.providerPaymentId)
    if (transaction) return recordOutcome(deps, payment.id, transaction)
  }
  return payment
}

async function guestPayment(db: Database, userId: number, bookingId: number, where: ReturnType<typeof eq>) {
  await guestBooking(db, userId, bookingId)
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), where))
    .orderBy(desc(payments.id))
    .limit(1)
  if (!payment) throw ApiError.notFound('No such payment for this booking.')
  return payment
}

/** The return from 3-D Secure or a hosted page (spec 2 §7 payment/final/): the provider's word on the transaction. */
export async function finalizePayment(deps: PaymentDeps, userId: number, bookingId: number, transactionId: string) {
  const payment = await guestPayment(deps.db, userId, bookingId, eq(payments.providerPaymentId, transactionId))
  return paymentOutcome(deps.db, await reconcilePayment(deps, payment))
}

/** Where the guest must go to finish a waiting payment (spec 2 §7 payment/web-redirect/), e.g. after reloading the page. */
export async function pendingRedirect(
  deps: PaymentDeps,
  userId: number,
  bookingId: number,
  transactionId: string | undefined,
) {
  const payment = await guestPayment(
    deps.db,
    userId,
    bookingId,
    transactionId
      ? eq(payments.providerPaymentId, transactionId)
      : and(eq(payments.state, WAITING_STATE), sql`${payments.providerRedirectUrl} IS NOT NULL`)!,
  )
  return paymentOutcome(deps.db, await reconcilePayment(deps, payment))
}

/** Polls an asynchronous payment (mbway, transfer, transfer_wallet). */
export async function pollPayment(deps: PaymentDeps, userId: number, bookingId: number, paymentId: number) {
  const payment = await guestPayment(deps.db, userId, bookingId, eq(payments.id, paymentId))
  return paymentOutcome(deps.db, await reconcilePayment(deps, payment))
}

/** The latest asynchronous payment of the booking. */
export async function latestAsyncPayment(deps: PaymentDeps, userId: number, bookingId: number) {
  const payment = await guestPayment(deps.db, userId, bookingId, inArray(payments.method, [...WAITING_METHODS]))
  return paymentOutcome(deps.db, await reconcilePayment(deps, payment))
}

/** The guest gives up a waiting asynchronous payment; one the provider already settled keeps its outcome. */
export async function cancelAsyncPayment(deps: PaymentDeps, userId: number, bookingId: number, paymentId: number) {
  const payment = await guestPayment(deps.db, userId, bookingId, eq(payments.id, paymentId))
  if (payment.status === 'CREATED' && payment.state === WAITING_STATE && payment.providerPaymentId) {
    const transaction = await deps.provider.cancelPayIn(payment.providerPaymentId)
    if (transaction && transaction.status === 'SUCCEEDED')
      return paymentOutcome(deps.db, await recordOutcome(deps, payment.id, transaction))
    await endAttempt(deps, 'abandon', payment.id)
  }
  const [current] = await deps.db.select().from(payments).where(eq(payments.id, paymentId))
  return paymentOutcome(deps.db, current!)
}

/** Every payment of the booking, oldest first (spec 2 §7 payments/). */
export async function listPayments(db: Database, userId: number, bookingId: number) {
  await guestBooking(db, userId, bookingId)
  const rows = await db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(asc(payments.id))
  return { count: rows.length, results: rows.map(paymentView) }
}

/** What the guest has paid for the booking so far, net of refunds: the ledger's succeeded charges. */
export async function paidAmount(db: Database, bookingId: number) {
  const [row] = await db
    .select({
      paid: sql<number>`coalesce(sum(CASE WHEN ${payments.reason} = 'refund' THEN -${payments.amount} ELSE ${payments.amount} END), 0)::int`,
    })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'SUCCEEDED'), ne(payments.state, 'cancel')))
  return row!.paid
}

/** Spec 2 §7 payment/: what the booking costs, what is paid, each method available with its instalments, and the guest's saved cards. */
export async function paymentData(
  deps: PaymentDeps,
  userId: number,
  bookingId: number,
  availableMethods: readonly PaymentMethod[],
) {
  const booking = await guestBooking(deps.db, userId, bookingId)
  const { amount, currency } = await amountToCharge(deps.db, bookingId)
  const paid = await paidAmount(deps.db, bookingId)
  const today = deps.today()
  const methods = availableMethods.flatMap((method) => {
    const plan = instalmentPlan(method, amount, today, booking.dateFrom)
    return plan
      ? [
          {
            method,
            instalments: plan.map((part) => ({
              number: part.number,
              amount: toDecimal(part.amount),
              due_on: part.dueOn,
            })),
          },
        ]
      : []
  })
  const cards = offeredCards(
    await deps.db.select().from(paymentCards).where(eq(paymentCards.userId, userId)).orderBy(desc(paymentCards.id)),
    await refusedCardIds(deps.db, userId),
  )
  // Read as stored: the poll of the page that shows it asks the provider.
  const [pending] = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        inArray(payments.method, [...WAITING_METHODS]),
        eq(payments.status, 'CREATED'),
        eq(payments.state, WAITING_STATE),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1)
  // A payable booking the documents block is not payable yet: the payment step shows why instead of a form confirm would refuse.
  const datesTaken = (await bookingsWithDatesTaken(deps.db, [booking.id])).has(booking.id)
  const payable = isPayable({ ...booking, datesTaken })
  const blocking = payable ? await documentsBlockingPayment(deps.db, booking) : null
  return {
    booking_pk: booking.id,
    booking_state: booking.status,
    payable: payable && !blocking,
    unpayable_reason: blocking ? { code: blocking.code, key: blocking.key, message: blocking.message } : null,
    amount: toDecimal(amount),
    paid: toDecimal(paid),
    remaining: toDecimal(Math.max(amount - paid, 0)),
    currency,
    methods,
    cards: cards.map((card) => ({
      id: card.id,
      alias: card.alias,
      expiry: card.expiry,
      expires_before_trip_end: cardExpiresBeforeEnd(card.expiry, booking.dateTo),
    })),
    pending_payment: pending ? pendingPaymentView(pending) : null,
  }
}

/**
 * The guest's wallet as it stands for paying this booking (opened on first read): its IBAN, BIC and holder, the balance
 * the provider holds, what the booking still costs and what is missing for the wallet to cover it.
 */
export async function bookingWallet(deps: PaymentDeps, userId: number, bookingId: number) {
  await guestBooking(deps.db, userId, bookingId)
  const { amount, currency } = await amountToCharge(deps.db, bookingId)
  const remaining = Math.max(amount - (await paidAmount(deps.db, bookingId)), 0)
  const wallet = await openGuestWallet(deps, userId, currency)
  const held = await deps.provider.getWallet(wallet.providerWalletId)
  const balance = held?.balance ?? 0
  return {
    iban: wallet.iban,
    bic: wallet.bic,
    holder: wallet.holder,
    currency: wallet.currency,
    balance: toDecimal(balance),
    amount: toDecimal(remaining),
    missing: toDecimal(wallet.currency === currency ? Math.max(remaining - balance, 0) : remaining),
  }
}

/**
 * Spec 2 §7 refund/: what cancelling today gives back (see refundPlan for the policy); once the booking is cancelled,
 * what the cancellation gave back, as the ledger holds it (the charges stay paid, the refunds are on top).
 */
export async function bookingRefundPlan(deps: PaymentDeps, userId: number, bookingId: number) {
  const booking = await guestBooking(deps.db, userId, bookingId)
  const { currency } = await amountToCharge(deps.db, bookingId)
  if (isCancelledStatus(booking.status)) {
    const settled = await cancelledRefund(deps.db, booking)
    return {
      booking_pk: booking.id,
      plan: settled.plan,
      on_time_until: settled.onTimeUntil,
      paid: toDecimal(settled.paid),
      refunded: toDecimal(settled.refunded),
      kept: toDecimal(settled.kept),
      instalments_dropped: toDecimal(settled.instalmentsDropped),
      currency,
    }
  }
  const paid = await paidAmount(deps.db, bookingId)
  const plan = refundPlan(paid, deps.today(), booking.dateFrom)
  const [{ pending } = { pending: 0 }] = await deps.db
    .select({ pending: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.state, 'to_come')))
  return {
    booking_pk: booking.id,
    plan: plan.plan,
    on_time_until: plan.onTimeUntil,
    paid: toDecimal(paid),
    refunded: toDecimal(plan.refunded),
    kept: toDecimal(plan.kept),
    instalments_dropped: toDecimal(pending),
    currency,
  }
}
