import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import type { PaymentResult } from './confirm-payment'

/** GET /3/my-requests/{id}/payment/async/{paymentId}/: where a payment waiting for the guest (mbway, transfer) stands. */
export async function pollMobilePayment(
  bookingId: number,
  paymentId: number,
  signal?: AbortSignal,
): Promise<PaymentResult> {
  const { data } = await api.GET('/3/my-requests/{id}/payment/async/{paymentId}/', {
    params: { path: { id: bookingId, paymentId } },
    signal,
  })
  return data!
}

/** The latest answer for a waiting payment: the funnel's poll keeps it fresh, the transfer's bank wire details read it. */
export function asyncPaymentQueryOptions(bookingId: number, paymentId: number) {
  return queryOptions({
    queryKey: ['bookings', bookingId, 'payment', 'async', paymentId] as const,
    queryFn: ({ signal }) => pollMobilePayment(bookingId, paymentId, signal),
  })
}
