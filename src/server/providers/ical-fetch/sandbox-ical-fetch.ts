import { readFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { IcalFetchError, MAX_FEED_BYTES, type IcalFetchProvider } from './ical-fetch-provider'

/**
 * The built-in stand-in for the internet: a feed URL is answered with the file of the same last path segment in
 * `directory` (https://example.com/cal/van.ics → <directory>/van.ics), so demos and tests run offline.
 */
export function createSandboxIcalFetch(directory: string): IcalFetchProvider {
  return {
    async fetchCalendar(url) {
      const name = basename(new URL(url).pathname)
      try {
        const text = await readFile(join(directory, name), 'utf8')
        if (text.length > MAX_FEED_BYTES) throw new IcalFetchError('The calendar is too large.')
        return text
      } catch (error) {
        if (error instanceof IcalFetchError) throw error
        throw new IcalFetchError('The calendar answered 404.')
      }
    },
  }
}
