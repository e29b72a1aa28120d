import { api } from '../../../lib/api-client'

/**
 * GET /3/my-requests/{id}/payments/{paymentId}/receipt/: a payment's receipt (PDF) and the file name the server gives it
 * (after its number). It needs the guest's token, so no plain link can fetch it: the page downloads it and hands it on.
 */
export async function getPaymentReceipt(id: number, paymentId: number): Promise<{ file: Blob; name: string }> {
  const { data, response } = await api.GET('/3/my-requests/{id}/payments/{paymentId}/receipt/', {
    params: { path: { id, paymentId } },
    parseAs: 'blob',
  })
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')
  return { file: data!, name: named?.[1] ?? `roam-receipt-${id}-${paymentId}.pdf` }
}
