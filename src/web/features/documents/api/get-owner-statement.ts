import { api } from '../../../lib/api-client'
import { downloadedFile, type DownloadedFile } from '../../../lib/downloaded-file'

/** GET /3/mangopay/statement/?year=: the owner's yearly statement of pay-ins and payouts (PDF). */
export async function getOwnerStatement(year: number): Promise<DownloadedFile> {
  const { data, response } = await api.GET('/3/mangopay/statement/', {
    params: { query: { year: String(year) } },
    parseAs: 'blob',
  })
  return downloadedFile(data, response, `roam-statement-${year}.pdf`)
}
