import { convertMinor, unitRate, type DisplayCurrency } from '../../../domain/currencies'
import { toDecimal } from '../../../domain/stay-price'
import type { Database } from '../../db/client'
import { currentExchangeRates } from './exchange-rates'

/**
 * Figures in the owner's currency `from`, also shown in the visitor's `to` at the day's rates: each one converted
 * exactly on its own. Null when no conversion is asked, needed or possible: the figures then stand as they are.
 */
export async function convertedFigures<K extends string>(
  db: Database,
  from: string,
  to: DisplayCurrency | undefined,
  figures: Record<K, number>,
) {
  if (to === undefined || to === from) return null
  const rates = await currentExchangeRates(db)
  const rate = unitRate(from, to, rates)
  if (rates === null || rate === null) return null
  const converted = Object.fromEntries(
    Object.entries<number>(figures).map(([key, minor]) => [key, toDecimal(convertMinor(minor, from, to, rates)!)]),
  ) as Record<K, string>
  return { currency: to, rate_day: rates.day, rate: Math.round(rate * 1e6) / 1e6, ...converted }
}
