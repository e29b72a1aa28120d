import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'
import { IcalFetchError, MAX_FEED_BYTES, type IcalFetchProvider } from './ical-fetch-provider'

// An owner types the address and the server fetches it: never let that reach the server's own network.
const PRIVATE = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['::ffff:0:0', 96],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6')
const MAX_REDIRECTS = 3

async function assertPublicHost(url: URL) {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await lookup(host, { all: true }).catch(() => [])
  if (addresses.length === 0) throw new IcalFetchError('The calendar could not be reached (unknown host).')
  if (addresses.some(({ address, family }) => PRIVATE.check(address, family === 6 ? 'ipv6' : 'ipv4'))) {
    throw new IcalFetchError('This address is not a public calendar.')
  }
}

/** Reads feeds over HTTP(S), giving up after `timeoutMs` so one slow calendar cannot hold the sync job. */
export function createHttpIcalFetch({ timeoutMs = 10_000 }: { timeoutMs?: number } = {}): IcalFetchProvider {
  return {
    async fetchCalendar(address) {
      let url = new URL(address)
      let response: Response | undefined
      // Redirects are followed by hand so each hop's host is checked too.
      for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
        await assertPublicHost(url)
        try {
          response = await fetch(url, {
            redirect: 'manual',
            signal: AbortSignal.timeout(timeoutMs),
            headers: { accept: 'text/calendar' },
          })
        } catch (error) {
          throw new IcalFetchError(
            `The calendar could not be reached (${error instanceof Error ? error.message : 'network error'}).`,
          )
        }
        const location = response.headers.get('location')
        if (response.status < 300 || response.status >= 400 || !location) break
        url = new URL(location, url)
        response = undefined
      }
      if (!response) throw new IcalFetchError('The calendar redirects too often.')
      if (!response.ok) throw new IcalFetchError(`The calendar answered ${response.status}.`)
      const text = await response.text()
      if (text.length > MAX_FEED_BYTES) throw new IcalFetchError('The calendar is too large.')
      return text
    },
  }
}
