import { api } from '../../../lib/api-client'
import { downloadedFile, type DownloadedFile } from '../../../lib/downloaded-file'

/** GET /3/mangopay/payout/export/?year=: the lines of the year's payouts list as a CSV file. */
export async function exportPayouts(year: number): Promise<DownloadedFile> {
  const { data, response } = await api.GET('/3/mangopay/payout/export/', {
    params: { query: { year: String(year) } },
    parseAs: 'blob',
  })
  return downloadedFile(data, response, `roam-payouts-${year}.csv`)
}
