// Spec 2 §4 and §9: payment statuses, states, reasons, instalment plans, card expiry and the refund plan.

export const PAYMENT_STATUSES = ['CREATED', 'SUCCEEDED', 'FAILED'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/**
 * Spec 2 §4 payment states, as this server uses them:
 * - `suggest`: unused by the server (the funnel's suggested method before the guest picks one);
 * - `select`: the payment row exists, the provider call is about to be made or is in flight;
 * - `unknow`: the provider call failed on the network: only reconciliation can tell what happened;
 * - `in_prog`: the provider waits for the guest (3-D Secure, a hosted page, a mobile confirmation, a transfer);
 * - `to_come`: a later instalment, charged on `due_on` by the payments job;
 * - `done`, `failed`, `cancel` (superseded by a new attempt, or an instalment dropped by a cancellation).
 */
export const PAYMENT_STATES = ['unknow', 'suggest', 'select', 'to_come', 'in_prog', 'done', 'failed', 'cancel'] as const
export type PaymentState = (typeof PAYMENT_STATES)[number]

/** Spec 2 §9: why money moves ("include": upgrade is ours, a second driver added to a trip). */
export const PAYMENT_REASONS = [
  'booking',
  'extension',
  'upgrade',
  'sinister',
  'gift_card',
  'deposit',
  'goodwill',
  'refund',
  'moneybox',
  'tolls_and_fines',
] as const
export type PaymentReason = (typeof PAYMENT_REASONS)[number]

/** Spec 2 §9 payment methods (the referential's payment_type_available values). */
export const PAYMENT_METHODS = [
  'card',
  'card_2',
  'cred_4',
  'ho_vou',
  'transfer',
  'transfer_wallet',
  'sofort',
  'paypal',
  'klarna',
  'ideal',
  'mbway',
] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** How the guest completes a method: a card form, a provider-hosted page, or an outside confirmation we poll. */
export type PaymentFlow = 'card' | 'hosted' | 'async'
const FLOWS: Record<PaymentMethod, PaymentFlow> = {
  card: 'card',
  card_2: 'card',
  cred_4: 'card',
  ho_vou: 'hosted',
  sofort: 'hosted',
  paypal: 'hosted',
  klarna: 'hosted',
  ideal: 'hosted',
  mbway: 'async',
  transfer: 'async',
  transfer_wallet: 'async',
}
export const paymentFlow = (method: PaymentMethod): PaymentFlow => FLOWS[method]

/**
 * A bank transfer takes days to arrive: once it is started the booking waits for it with its dates held and its price
 * frozen (TO_COME_NOT_PAID), so the wire the guest sends always matches what the booking costs. So does a payment from
 * the guest's wallet (`transfer_wallet`) that its balance does not cover yet: it waits for a wire to the wallet's IBAN.
 */
export const defersBookingPayment = (method: string) => method === 'transfer' || method === 'transfer_wallet'

/** The methods whose payment may wait for the guest outside our pages (an app, a wire): the funnel polls them. */
export const WAITING_METHODS = ['mbway', 'transfer', 'transfer_wallet'] as const
export type WaitingMethod = (typeof WAITING_METHODS)[number]

export interface Instalment {
  number: number
  /** Minor units. */
  amount: number
  /** ISO date the instalment is charged on; the first is today. */
  dueOn: string
}

/** card_2: the second half is charged this many days before the trip starts. */
export const CARD_2_DAYS_BEFORE_START = 30
/** card_2 is offered only when its two charges are at least this many days apart (the start is ≥ 45 days away). */
export const CARD_2_MIN_DAYS_BETWEEN_CHARGES = 15
/**
 * An instant booking's dates are held this long for the payment under way (a 3-D Secure or wallet page included);
 * after it, the next payer of the same dates may take them.
 */
export const DATE_HOLD_MINUTES = 30
/** cred_4: the instalments are this many days apart. */
export const CRED_4_INTERVAL_DAYS = 30

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** `total` in `parts` whole minor units; the first part takes the remainder so the sum is exact. */
function split(total: number, parts: number): number[] {
  const base = Math.floor(total / parts)
  return Array.from({ length: parts }, (_, index) => (index === 0 ? total - base * (parts - 1) : base))
}

/**
 * The charges of a method for a booking: one for every method but card_2 (two: half now, the rest
 * CARD_2_DAYS_BEFORE_START days before the start) and cred_4 (four, every CRED_4_INTERVAL_DAYS days).
 * Null when the method cannot be used for these dates: card_2 when its second date is less than
 * CARD_2_MIN_DAYS_BETWEEN_CHARGES days after today,
 * cred_4 when its last instalment would fall after the start of the trip.
 */
export function instalmentPlan(
  method: PaymentMethod,
  total: number,
  today: string,
  dateFrom: string,
): Instalment[] | null {
  if (method === 'card_2') {
    const secondOn = addDays(dateFrom, -CARD_2_DAYS_BEFORE_START)
    if (addDays(today, CARD_2_MIN_DAYS_BETWEEN_CHARGES) > secondOn) return null
    const [first, second] = split(total, 2)
    return [
      { number: 1, amount: first!, dueOn: today },
      { number: 2, amount: second!, dueOn: secondOn },
    ]
  }
  if (method === 'cred_4') {
    if (addDays(today, 3 * CRED_4_INTERVAL_DAYS) >= dateFrom) return null
    return split(total, 4).map((amount, index) => ({
      number: index + 1,
      amount,
      dueOn: addDays(today, index * CRED_4_INTERVAL_DAYS),
    }))
  }
  return [{ number: 1, amount: total, dueOn: today }]
}

/** A card's expiry as MMYY; it is valid until the last day of that month. */
export function cardValidUntil(expiry: string): string | null {
  const match = /^(0[1-9]|1[0-2])(\d{2})$/.exec(expiry)
  if (!match) return null
  const year = 2000 + Number(match[2])
  const month = Number(match[1])
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10)
}

/**
 * Spec 2 §8 PAYMENT_ERROR_CREDIT_CARD_WILL_EXPIRE: the deposit is held on the card until the end of
 * the trip, so the card must still be valid on the last day (`dateTo` is the exclusive end).
 */
export function cardExpiresBeforeEnd(expiry: string, dateTo: string): boolean {
  const validUntil = cardValidUntil(expiry)
  return validUntil === null || validUntil < addDays(dateTo, -1)
}

/** Refusals that trying again will not change: the bank blocked or retired the card. Such a card is not offered again. */
export const CARD_UNUSABLE_ERROR_CODES = ['MPG_CARD_FRAUD', 'MPG_CARD_EXPIRED', 'MPG_CARD_LOST', 'MPG_CARD_INACTIVE']

export interface SavedCard {
  id: number
  alias: string
  expiry: string
}

/**
 * The saved cards the payment step offers: one entry per card (the same number and expiry typed twice is one card,
 * its newest registration) and none the bank refused for good. `refused` holds the registrations a payment failed on
 * with one of CARD_UNUSABLE_ERROR_CODES; `cards` come newest first.
 */
export function offeredCards<T extends SavedCard>(cards: readonly T[], refused: ReadonlySet<number>): T[] {
  const cardOf = (card: SavedCard) => `${card.alias}|${card.expiry}`
  const dead = new Set(cards.filter((card) => refused.has(card.id)).map(cardOf))
  const seen = new Set<string>()
  return cards.filter((card) => {
    const key = cardOf(card)
    if (dead.has(key) || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** The cancellation policy: cancelling at least this many days before the start is on time. */
export const ON_TIME_CANCELLATION_DAYS = 30
/** Cancelling late still refunds this share of what was paid, up to LAST_MINUTE_DAYS before the start. */
export const LATE_REFUND_PERCENT = 50
export const LAST_MINUTE_DAYS = 7

export interface RefundPlan {
  plan: 'ON_TIME' | 'TOO_LATE'
  /** The last day a cancellation is still ON_TIME. */
  onTimeUntil: string
  refunded: number
  kept: number
}

/**
 * What a guest cancelling `today` gets back of `paid` (minor units): everything up to
 * ON_TIME_CANCELLATION_DAYS before the start, LATE_REFUND_PERCENT up to LAST_MINUTE_DAYS before, then nothing.
 * Instalments not charged yet are never charged once the booking is cancelled.
 */
export function refundPlan(paid: number, today: string, dateFrom: string): RefundPlan {
  const onTimeUntil = addDays(dateFrom, -ON_TIME_CANCELLATION_DAYS)
  if (today <= onTimeUntil) return { plan: 'ON_TIME', onTimeUntil, refunded: paid, kept: 0 }
  const refunded = today <= addDays(dateFrom, -LAST_MINUTE_DAYS) ? Math.floor((paid * LATE_REFUND_PERCENT) / 100) : 0
  return { plan: 'TOO_LATE', onTimeUntil, refunded, kept: paid - refunded }
}

/**
 * The owner's part of what a guest who cancelled does not get back: the owner lost the dates, so of the `kept` part of
 * `paid` they receive the share their frozen `ownerShare` was of the whole, and the platform keeps the rest in the same
 * proportion (its commission and the guest's fees). Rounded down, so the parts never add up to more than was kept.
 * An owner's or staff's cancellation refunds everything: nothing is kept, so the owner receives nothing.
 */
export function ownerShareOfKept(ownerShare: number, paid: number, kept: number): number {
  if (paid <= 0 || kept <= 0 || ownerShare <= 0) return 0
  return Math.min(ownerShare, Math.floor((ownerShare * Math.min(kept, paid)) / paid))
}

/**
 * How the booking itself was paid: its charges done or still to come (a later instalment), first to last. Failed,
 * cancelled and in-flight attempts are left out; none means the booking is not paid, one a payment in full, more a
 * plan in instalments.
 */
export function bookingPaymentPlan<T extends { reason: string; state: string; instalment_number: number }>(
  payments: readonly T[],
): T[] {
  return payments
    .filter((payment) => payment.reason === 'booking' && (payment.state === 'done' || payment.state === 'to_come'))
    .sort((a, b) => a.instalment_number - b.instalment_number)
}
