import type { Env } from '../../env'
import { createEcbExchangeRates } from './ecb-exchange-rates'
import type { ExchangeRateProvider } from './exchange-rate-provider'
import { createSandboxExchangeRates } from './sandbox-exchange-rates'

/** The adapter EXCHANGE_RATES_PROVIDER names; the sandbox (a fixed table) is the default. */
export function exchangeRateProvider(env: Env): ExchangeRateProvider {
  switch (env.EXCHANGE_RATES_PROVIDER) {
    case 'sandbox':
      return createSandboxExchangeRates()
    case 'ecb':
      return createEcbExchangeRates({ url: env.ECB_RATES_URL })
  }
}
