import { api } from '../../../../lib/api-client'
import type { PaymentResult } from './confirm-payment'

/** GET /3/my-requests/{id}/payment/async/{paymentId}/: where a payment waiting for the guest's phone stands. */
export async function pollMobilePayment(bookingId: number, paymentId: number, signal?: AbortSignal): Promise<PaymentResult> {
  const { data } = await api.GET('/3/my-requests/{id}/payment/async/{paymentId}/', { params: { path: { id: bookingId, paymentId } }, signal })
  return data!
}
