import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import type { components } from '../../../../../../openapi/schema'

export type PaymentErrorTexts = components['schemas']['Referential']['payment_errors']

/** The referential's title and description for each payment error code (and `default`), in the page's language. */
export async function getPaymentErrors(lang: string): Promise<PaymentErrorTexts> {
  const { data } = await api.GET('/api/internals/referential', { params: { query: { lang } } })
  return data!.payment_errors
}

export function paymentErrorsQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['referential', lang, 'payment_errors'] as const,
    queryFn: () => getPaymentErrors(lang),
    staleTime: 10 * 60_000,
  })
}
