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
