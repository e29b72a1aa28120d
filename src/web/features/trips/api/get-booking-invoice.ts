import { api } from '../../../lib/api-client'
import { downloadedFile, type DownloadedFile } from '../../../lib/downloaded-file'

/** GET /3/my-requests/{id}/invoice/: the paid trip's invoice (PDF), named after its number. */
export async function getBookingInvoice(id: number): Promise<DownloadedFile> {
  const { data, response } = await api.GET('/3/my-requests/{id}/invoice/', {
    params: { path: { id } },
    parseAs: 'blob',
  })
  return downloadedFile(data, response, `roam-invoice-${id}.pdf`)
}
