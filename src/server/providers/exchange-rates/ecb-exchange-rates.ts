import { XMLParser } from 'fast-xml-parser'
import { ExchangeRatesError, type ExchangeRateProvider } from './exchange-rate-provider'

/** The European Central Bank's reference rates of the last working day, published around 16:00 CET. */
export const ECB_DAILY_RATES_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'

interface EcbCube {
  '@_currency'?: string
  '@_rate'?: string
}

const parser = new XMLParser({
  ignoreAttributes: false,
  // Rates stay the decimal strings the bank wrote: converting goes through exact integers, never floats.
  parseAttributeValue: false,
  removeNSPrefix: true,
  isArray: (name) => name === 'Cube',
})

/** Reads the bank's daily XML file (gesmes envelope, one `Cube time=…` holding a `Cube currency=… rate=…` each). */
export function parseEcbDailyRates(xml: string) {
  let document: unknown
  try {
    document = parser.parse(xml)
  } catch {
    throw new ExchangeRatesError('The reference rates are not XML.')
  }
  const envelope = (
    document as { Envelope?: { Cube?: Array<{ Cube?: Array<{ '@_time'?: string; Cube?: EcbCube[] }> }> } }
  ).Envelope
  const daily = envelope?.Cube?.[0]?.Cube?.[0]
  const day = daily?.['@_time']
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new ExchangeRatesError('The reference rates carry no day.')
  const perEuro: Record<string, string> = {}
  for (const cube of daily.Cube ?? []) {
    const currency = cube['@_currency']
    const rate = cube['@_rate']
    if (currency && /^[A-Z]{3}$/.test(currency) && rate && /^\d{1,9}(\.\d{1,6})?$/.test(rate) && Number(rate) > 0)
      perEuro[currency] = rate
  }
  if (Object.keys(perEuro).length === 0) throw new ExchangeRatesError('The reference rates list no currency.')
  return { day, perEuro }
}

export function createEcbExchangeRates({
  url = ECB_DAILY_RATES_URL,
  timeoutMs = 10_000,
}: { url?: string; timeoutMs?: number } = {}): ExchangeRateProvider {
  return {
    async latestRates() {
      let response: Response
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/xml' } })
      } catch (error) {
        throw new ExchangeRatesError(
          `The reference rates could not be reached (${error instanceof Error ? error.message : 'network error'}).`,
        )
      }
      if (!response.ok) throw new ExchangeRatesError(`The reference rates answered ${response.status}.`)
      return parseEcbDailyRates(await response.text())
    },
  }
}
