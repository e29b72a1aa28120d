import { api } from '../../../lib/api-client'
import { downloadedFile, type DownloadedFile } from '../../../lib/downloaded-file'

/** GET /3/my-requests/{id}/payments/{paymentId}/receipt/: a payment's receipt (PDF), named after its number. */
export async function getPaymentReceipt(id: number, paymentId: number): Promise<DownloadedFile> {
  const { data, response } = await api.GET('/3/my-requests/{id}/payments/{paymentId}/receipt/', {
    params: { path: { id, paymentId } },
    parseAs: 'blob',
  })
  return downloadedFile(data, response, `roam-receipt-${id}-${paymentId}.pdf`)
}
