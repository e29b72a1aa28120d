import { api } from '../../../../lib/api-client'
import type { components } from '../../../../../../openapi/schema'
import type { PaymentResult } from './confirm-payment'

export type AsyncPaymentRequest = components['schemas']['AsyncPaymentRequest']

/** POST /3/my-requests/{id}/payment/async/: sends an mbway request to the guest's phone. */
export async function startMobilePayment(
  bookingId: number,
  body: AsyncPaymentRequest,
  idempotencyKey: string,
): Promise<PaymentResult> {
  const { data } = await api.POST('/3/my-requests/{id}/payment/async/', {
    params: { path: { id: bookingId }, header: { 'idempotency-key': idempotencyKey } },
    body,
  })
  return data!
}
