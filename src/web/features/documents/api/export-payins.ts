import { api } from '../../../lib/api-client'
import { downloadedFile, type DownloadedFile } from '../../../lib/downloaded-file'

/** GET /3/mangopay/payin/export/?year=: the lines of the year's pay-ins list as a CSV file. */
export async function exportPayins(year: number): Promise<DownloadedFile> {
  const { data, response } = await api.GET('/3/mangopay/payin/export/', {
    params: { query: { year: String(year) } },
    parseAs: 'blob',
  })
  return downloadedFile(data, response, `roam-payins-${year}.csv`)
}
