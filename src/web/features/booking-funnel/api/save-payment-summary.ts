import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import type { PaymentSummary } from './get-payment-summary'

export type BillingDetails = components['schemas']['PaymentSummaryRequest']

/** POST /3/my-requests/{id}/payment/summary/: saves the billing details (400 field → messages). */
export async function savePaymentSummary(id: number, details: BillingDetails): Promise<PaymentSummary> {
  const { data } = await api.POST('/3/my-requests/{id}/payment/summary/', { params: { path: { id } }, body: details })
  return data!
}
