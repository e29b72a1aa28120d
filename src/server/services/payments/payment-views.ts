import { WAITING_METHODS, type WaitingMethod } from '../../../domain/payment-rules'
import type { PaymentRow } from '../../db/schema'
import { toDecimal } from '../listings/money'

/** A payment as the API shows it (spec 2 §4 status and state, amounts as '85.50'). */
export function paymentView(payment: PaymentRow) {
  return {
    id: payment.id,
    reason: payment.reason,
    method: payment.method,
    instalment_number: payment.instalmentNumber,
    instalment_count: payment.instalmentCount,
    amount: toDecimal(payment.amount),
    currency: payment.currency,
    status: payment.status,
    state: payment.state,
    error_code: payment.errorCode,
    due_on: payment.dueOn,
    transaction_id: payment.providerPaymentId,
    created_at: payment.createdAt.toISOString(),
    updated_at: payment.updatedAt.toISOString(),
  }
}
export type PaymentView = ReturnType<typeof paymentView>

/** The methods whose waiting payment shows where to wire: the escrow account, or the guest's wallet IBAN. */
export const hasBankWire = (method: string) => method === 'transfer' || method === 'transfer_wallet'

/** Where a transfer goes, for the guest who sends it; null until the provider gave the details. */
export function bankWireView(payment: PaymentRow) {
  if (!payment.bankWire) return null
  const { iban, bic, holder, reference, expiresAt } = payment.bankWire
  return {
    iban,
    bic,
    holder,
    reference,
    amount: toDecimal(payment.amount),
    currency: payment.currency,
    expires_at: expiresAt,
  }
}

/** An mbway, transfer or wallet payment still waiting for the guest: enough to show it again and poll it. */
export function pendingPaymentView(payment: PaymentRow) {
  const bankWire = hasBankWire(payment.method) ? bankWireView(payment) : null
  if (!(WAITING_METHODS as readonly string[]).includes(payment.method))
    throw new Error(`payment ${payment.id} (${payment.method}) does not wait for the guest`)
  return {
    id: payment.id,
    method: payment.method as WaitingMethod,
    status: payment.status,
    amount: toDecimal(payment.amount),
    currency: payment.currency,
    bank_wire: bankWire,
    expires_at: bankWire?.expires_at ?? null,
  }
}

/** A payment that succeeded or waits for the guest: what to do next. */
export interface PaymentResultBody {
  payment: PaymentView
  booking_state: string
  /** redirect: send the browser to redirect_url (3-D Secure, hosted page); mobile: poll payment/async/{id}/. */
  next_action: 'none' | 'redirect' | 'mobile'
  redirect_url: string | null
  /** A transfer: the account, reference and amount the guest wires; a waiting wallet payment: the wallet's IBAN. */
  bank_wire: ReturnType<typeof bankWireView>
}
