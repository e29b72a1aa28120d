import { IcalFetchError, MAX_FEED_BYTES, type IcalFetchProvider } from './ical-fetch-provider'

/** Reads feeds over HTTP(S), giving up after `timeoutMs` so one slow calendar cannot hold the sync job. */
export function createHttpIcalFetch({ timeoutMs = 10_000 }: { timeoutMs?: number } = {}): IcalFetchProvider {
  return {
    async fetchCalendar(url) {
      let response: Response
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'text/calendar' } })
      } catch (error) {
        throw new IcalFetchError(`The calendar could not be reached (${error instanceof Error ? error.message : 'network error'}).`)
      }
      if (!response.ok) throw new IcalFetchError(`The calendar answered ${response.status}.`)
      const text = await response.text()
      if (text.length > MAX_FEED_BYTES) throw new IcalFetchError('The calendar is too large.')
      return text
    },
  }
}
