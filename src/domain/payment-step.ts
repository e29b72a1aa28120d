// The guest's payment step (spec 2 §2, §8): the confirm call's answer read as the payment funnel's
// outcome, one Idempotency-Key per attempt, and amounts on the wire read as minor units.

/** The part of a payment call's answer (PaymentResult) that says what happens next. */
export interface PaymentAnswer {
  payment: { id: number; status: string; transaction_id: string | null }
  next_action: 'none' | 'redirect' | 'mobile'
  redirect_url: string | null
}

export type PaymentOutcome =
  | { kind: 'succeeded'; transactionId: string }
  | { kind: 'redirect'; redirectUrl: string }
  | { kind: 'mobileConfirmation'; paymentId: string }

/** Spec 2 §8 default: an answer that is neither paid nor waiting for the guest is a failure without a code of its own. */
export class PaymentAnswerError extends Error {
  constructor(readonly code: string) {
    super(`payment: ${code}`)
    this.name = 'PaymentAnswerError'
  }
}

/** What the guest must do after a confirm (or async) call: nothing (paid), follow a redirect, or confirm on the phone. */
export function paymentOutcome(answer: PaymentAnswer): PaymentOutcome {
  if (answer.next_action === 'redirect' && answer.redirect_url)
    return { kind: 'redirect', redirectUrl: answer.redirect_url }
  if (answer.next_action === 'mobile') return { kind: 'mobileConfirmation', paymentId: String(answer.payment.id) }
  if (answer.payment.status === 'SUCCEEDED' && answer.payment.transaction_id)
    return { kind: 'succeeded', transactionId: answer.payment.transaction_id }
  throw new PaymentAnswerError('default')
}

/** Whether a polled or finalised payment is settled: paid → true, still waiting → false; a failure is thrown by the API (402). */
export const isSettled = (answer: PaymentAnswer) =>
  answer.payment.status === 'SUCCEEDED' && answer.next_action === 'none'

/**
 * The Idempotency-Key of one attempt: a retry is a new attempt and gets a new key, while a replay of the
 * same attempt (a lost answer) keeps it. `run` tells apart two visits of the page, whose attempts both start at 1.
 */
/** An IBAN as banks print it, in groups of four ("FR76 3000 4000 ..."), so the guest can copy it without mistakes. */
export const formatIban = (iban: string) =>
  iban
    .replace(/\s/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ')

export const paymentIdempotencyKey = (bookingId: number, run: string, attempt: number) =>
  `pay-${bookingId}-${run}-${attempt}`

/** "598.50" (the API's two-decimal amounts) → 59850 minor units. */
export function decimalToMinor(amount: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim())
  if (!match) return Number.NaN
  const minor = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'))
  return match[1] ? -minor : minor
}

/** What the guest typed for the chosen method; kept out of the machine so card data never sits in a snapshot. */
export interface PaymentDetails {
  card?: { number: string; expiry: string; cvx: string }
  /** A saved card (payment data `cards`), instead of `card`. */
  cardId?: number
  phoneNumber?: string
}

/** The card form's fields, as the payment step names its inputs. */
export const CARD_FORM_FIELDS = ['card_number', 'card_expiry', 'card_cvx', 'card_id'] as const
export type CardFormField = (typeof CARD_FORM_FIELDS)[number]
export type CardFormErrors = Partial<Record<CardFormField, string[]>>

/** What the machine's failure carries when the card form has field errors: the step shows them next to the fields instead of a notice. */
export const CARD_FORM_INVALID = 'CARD_FORM_INVALID'

// The confirm call's 400 keys (zod paths joined with dots) → the form's inputs. A missing card belongs to its number.
const CARD_FIELD_OF: Record<string, CardFormField> = {
  card: 'card_number',
  'card.number': 'card_number',
  'card.expiry': 'card_expiry',
  'card.cvx': 'card_cvx',
  card_id: 'card_id',
}

/**
 * The field errors of a 400 from the confirm call that belong to the card form; null when the body has none
 * (then the failure is a payment error with its code, shown as a notice).
 */
export function cardFormErrors(body: unknown): CardFormErrors | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null
  const errors: CardFormErrors = {}
  for (const [key, value] of Object.entries(body)) {
    const field = CARD_FIELD_OF[key]
    const messages = Array.isArray(value)
      ? value.filter((message): message is string => typeof message === 'string')
      : []
    if (field && messages.length) errors[field] = [...(errors[field] ?? []), ...messages]
  }
  return Object.keys(errors).length ? errors : null
}
