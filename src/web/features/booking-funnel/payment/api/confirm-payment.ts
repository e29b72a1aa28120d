import { api } from '../../../../lib/api-client'
import type { components } from '../../../../../../openapi/schema'

export type PaymentConfirmRequest = components['schemas']['PaymentConfirmRequest']
export type PaymentResult = components['schemas']['PaymentResult']

/** POST /3/my-requests/{id}/payment/confirm/: charges a card or opens a hosted page; the key makes a replay harmless. */
export async function confirmPayment(
  bookingId: number,
  body: PaymentConfirmRequest,
  idempotencyKey: string,
): Promise<PaymentResult> {
  const { data } = await api.POST('/3/my-requests/{id}/payment/confirm/', {
    params: { path: { id: bookingId }, header: { 'idempotency-key': idempotencyKey } },
    body,
  })
  return data!
}
