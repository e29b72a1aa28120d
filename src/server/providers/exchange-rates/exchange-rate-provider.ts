import type { ExchangeRates } from '../../../domain/currencies'

/** The rates could not be read: the last stored ones stay in use. */
export class ExchangeRatesError extends Error {}

/** An adapter to a source of daily reference rates against the euro; rejects with ExchangeRatesError. */
export interface ExchangeRateProvider {
  latestRates(): Promise<ExchangeRates>
}
