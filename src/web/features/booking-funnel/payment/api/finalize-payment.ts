import { api } from '../../../../lib/api-client'
import type { PaymentResult } from './confirm-payment'

/** GET /3/my-requests/{id}/payment/final/?transactionId=: settles a payment back from 3-D Secure or a hosted page. */
export async function finalizePayment(bookingId: number, transactionId: string): Promise<PaymentResult> {
  const { data } = await api.GET('/3/my-requests/{id}/payment/final/', {
    params: { path: { id: bookingId }, query: { transactionId } },
  })
  return data!
}
