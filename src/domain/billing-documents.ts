import type { BookingPrices } from './booking-price-engine'
import { PAID_BOOKING_STATUSES } from './booking-rules'
import { isCancelledStatus, type BookingStatus } from './booking-status'
import type { PaymentState, PaymentStatus } from './payment-rules'

/** Money that moved: a charge or a refund that succeeded has a receipt; one pending, failed or to come has none. */
export const hasReceipt = (payment: { status: PaymentStatus; state: PaymentState }) =>
  payment.status === 'SUCCEEDED' && payment.state === 'done'

/** ROAM-2026-000042: the year of issue and the document's place in that year's gap-free sequence. */
export const billingDocumentNumber = (year: number, sequence: number) =>
  `ROAM-${year}-${String(sequence).padStart(6, '0')}`

/** The BILLING_ISSUER setting ("Roam SAS | 1 rue … | VAT FR…") as the lines a document prints. */
export const issuerLines = (setting: string) =>
  setting
    .split('|')
    .map((line) => line.trim())
    .filter(Boolean)

/** A booking can be invoiced once it is paid (in full, or its first instalment): its price is then settled. */
export const isInvoiceable = (status: BookingStatus) =>
  (PAID_BOOKING_STATUSES as readonly BookingStatus[]).includes(status)

/**
 * The BILLING_VAT_RATES setting ("FR:20,DE:19,CH:8.1"): the rate, in percent, of the VAT in Roam's service fee by the
 * country the vehicle is rented in. Null for a malformed setting.
 */
export function parseVatRates(setting: string): Map<string, number> | null {
  const rates = new Map<string, number>()
  for (const entry of setting
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([A-Z]{2}):(\d{1,2}(?:\.\d{1,2})?)$/.exec(entry)
    if (!match) return null
    rates.set(match[1]!, Number(match[2]))
  }
  return rates
}

/** The VAT inside a price that includes it at `ratePercent`, in the price's minor units. */
export const vatIncluded = (gross: number, ratePercent: number) =>
  Math.round((gross * ratePercent) / (100 + ratePercent))

/** A line of a booking's invoice, in the price's minor units; discounts and coupons are negative. */
export interface InvoiceLine {
  kind:
    | 'rental'
    | 'discount'
    | 'km'
    | 'options'
    | 'secondDriver'
    | 'insurance'
    | 'cancellationInsurance'
    | 'rentalCover'
    | 'serviceFee'
    | 'coupon'
  amount: number
  /** Who sells it: the owner (through Roam), Roam itself, or Roam's insurance partners. */
  soldBy: 'owner' | 'roam' | 'partners'
}

type InvoicedPrices = Pick<
  BookingPrices,
  | 'priceRental'
  | 'priceDiscount'
  | 'priceKm'
  | 'priceOptions'
  | 'priceSecondDriver'
  | 'priceInsurance'
  | 'priceCancellationInsurance'
  | 'priceRentalCover'
  | 'priceFees'
  | 'priceCoupon'
>

/** The engine's price of a booking as invoice lines, in the order a bill reads; lines of nothing are left out. */
export function invoiceLines(prices: InvoicedPrices): InvoiceLine[] {
  const lines: InvoiceLine[] = [
    { kind: 'rental', amount: prices.priceRental, soldBy: 'owner' },
    { kind: 'discount', amount: -prices.priceDiscount, soldBy: 'owner' },
    { kind: 'km', amount: prices.priceKm, soldBy: 'owner' },
    { kind: 'options', amount: prices.priceOptions, soldBy: 'owner' },
    { kind: 'secondDriver', amount: prices.priceSecondDriver, soldBy: 'roam' },
    { kind: 'serviceFee', amount: prices.priceFees, soldBy: 'roam' },
    { kind: 'insurance', amount: prices.priceInsurance, soldBy: 'partners' },
    { kind: 'cancellationInsurance', amount: prices.priceCancellationInsurance, soldBy: 'partners' },
    { kind: 'rentalCover', amount: prices.priceRentalCover, soldBy: 'partners' },
    { kind: 'coupon', amount: -prices.priceCoupon, soldBy: 'roam' },
  ]
  return lines.filter((line) => line.amount !== 0)
}

/** What a booking's billing documents depend on: its status, what was issued, and the refunds since its invoice. */
export interface BookingBillingFacts {
  status: BookingStatus
  invoiceIssued: boolean
  creditNoteIssued: boolean
  /** A cancelled booking's refund is settled in full (the payments job is done with it). */
  refundSettled: boolean
  /** Minor units refunded (refunds that went through) since the invoice was issued. */
  refundedSinceInvoice: number
  /** Refunds asked of the provider that have not gone through or failed yet. */
  refundsPending: number
}

/** An issued invoice stays downloadable whatever happens to the booking; one is issued once the booking is paid. */
export const invoiceAvailable = (facts: BookingBillingFacts) => facts.invoiceIssued || isInvoiceable(facts.status)

/**
 * A cancellation refunds part or all of an invoiced price: once that refund is settled, a credit note cancels what was
 * refunded, so the invoice (never rewritten) minus its credit note is what the guest paid in the end. A cancellation
 * that refunds nothing, or one before any invoice, needs none.
 */
export const creditNoteAvailable = (facts: BookingBillingFacts) =>
  facts.creditNoteIssued ||
  (facts.invoiceIssued &&
    isCancelledStatus(facts.status) &&
    facts.refundSettled &&
    facts.refundsPending === 0 &&
    facts.refundedSinceInvoice > 0)
