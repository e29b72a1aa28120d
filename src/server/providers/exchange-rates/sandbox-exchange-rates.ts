import type { ExchangeRateProvider } from './exchange-rate-provider'

/** A fixed table in the shape of the European Central Bank's daily reference rates, dated the day it is asked. */
export const SANDBOX_RATES: Readonly<Record<string, string>> = {
  USD: '1.0830',
  GBP: '0.8420',
  CHF: '0.9390',
  SEK: '11.2450',
  NOK: '11.7800',
  DKK: '7.4590',
  PLN: '4.2730',
  CZK: '25.1200',
}

export function createSandboxExchangeRates(now: () => Date = () => new Date()): ExchangeRateProvider {
  return {
    latestRates: () => Promise.resolve({ day: now().toISOString().slice(0, 10), perEuro: { ...SANDBOX_RATES } }),
  }
}
