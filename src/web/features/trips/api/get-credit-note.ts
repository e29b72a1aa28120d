import { api } from '../../../lib/api-client'
import { downloadedFile, type DownloadedFile } from '../../../lib/downloaded-file'

/** GET /3/my-requests/{id}/credit-note/: the cancelled trip's credit note (PDF), named after its number. */
export async function getCreditNote(id: number): Promise<DownloadedFile> {
  const { data, response } = await api.GET('/3/my-requests/{id}/credit-note/', {
    params: { path: { id } },
    parseAs: 'blob',
  })
  return downloadedFile(data, response, `roam-credit-note-${id}.pdf`)
}
