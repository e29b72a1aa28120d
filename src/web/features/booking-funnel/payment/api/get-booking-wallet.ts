import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import type { components } from '../../../../../../openapi/schema'

export type GuestWallet = components['schemas']['GuestWallet']

/** GET /3/my-requests/{id}/payment/wallet/: the guest's wallet (opened on first read), its IBAN, balance and what is missing. */
export async function getBookingWallet(bookingId: number, signal?: AbortSignal): Promise<GuestWallet> {
  const { data } = await api.GET('/3/my-requests/{id}/payment/wallet/', {
    params: { path: { id: bookingId } },
    signal,
  })
  return data!
}

export function bookingWalletQueryOptions(bookingId: number) {
  return queryOptions({
    queryKey: ['bookings', bookingId, 'payment', 'wallet'] as const,
    queryFn: ({ signal }) => getBookingWallet(bookingId, signal),
  })
}
