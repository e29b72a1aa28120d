import { queryOptions } from '@tanstack/react-query'
import type { paths } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import { guestBookingKey } from '../../../api/get-guest-booking'

export type BillingDocument =
  paths['/3/my-requests/{id}/billing-documents/']['get']['responses'][200]['content']['application/json']['results'][number]

/** GET /3/my-requests/{id}/billing-documents/: the trip's invoice and credit note the guest can download now. */
export async function listBillingDocuments(id: number): Promise<BillingDocument[]> {
  const { data } = await api.GET('/3/my-requests/{id}/billing-documents/', { params: { path: { id } } })
  return data!.results
}

export function billingDocumentsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...guestBookingKey(id), 'billing-documents'] as const,
    queryFn: () => listBillingDocuments(id),
  })
}
