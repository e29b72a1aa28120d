// Spec 1 §9: the footer's payment icons from the referential's payment_type_available.

export type PaymentIcon =
  'mastercard' | 'visa' | 'cb2x' | 'floa4x' | 'ancv' | 'klarna' | 'paypal' | 'ideal' | 'mbway' | 'sepa'

const ICONS_BY_TYPE: Record<string, PaymentIcon[]> = {
  card: ['mastercard', 'visa'],
  card_2: ['cb2x'],
  cred_4: ['floa4x'],
  ho_vou: ['ancv'],
  sofort: ['klarna'],
  paypal: ['paypal'],
  klarna: ['klarna'],
  ideal: ['ideal'],
  mbway: ['mbway'],
  // A bank transfer and the bank transfer wallet are both paid by a SEPA wire.
  transfer: ['sepa'],
  transfer_wallet: ['sepa'],
}

const EASY_PAYMENT: ReadonlySet<PaymentIcon> = new Set(['cb2x', 'floa4x'])

export interface FooterPaymentIcons {
  /** Instalment icons, shown under "easy payment". */
  easyPayment: PaymentIcon[]
  /** Every other icon, shown under "payment means". */
  paymentMeans: PaymentIcon[]
}

/** Maps payment types to icons, skips unknown types and duplicates, and splits them into the two groups. */
export function footerPaymentIcons(paymentTypes: readonly string[]): FooterPaymentIcons {
  const seen = new Set<PaymentIcon>()
  const result: FooterPaymentIcons = { easyPayment: [], paymentMeans: [] }
  for (const type of paymentTypes) {
    for (const icon of ICONS_BY_TYPE[type] ?? []) {
      if (seen.has(icon)) continue
      seen.add(icon)
      ;(EASY_PAYMENT.has(icon) ? result.easyPayment : result.paymentMeans).push(icon)
    }
  }
  return result
}
