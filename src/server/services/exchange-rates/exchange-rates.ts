import { sql } from 'drizzle-orm'
import type { ExchangeRates } from '../../../domain/currencies'
import type { Database } from '../../db/client'
import { exchangeRates } from '../../db/schema'
import type { ExchangeRateProvider } from '../../providers/exchange-rates/exchange-rate-provider'

/** Searches read the rates on every call: a process keeps them this long, so a refresh shows within a minute. */
const CACHE_MS = 60_000
const cache = new WeakMap<Database, { at: number; rates: ExchangeRates | null }>()

/** Reads the provider's latest rates and stores them as that day's; the day's earlier copy is replaced. */
export async function refreshExchangeRates(db: Database, provider: ExchangeRateProvider): Promise<ExchangeRates> {
  const rates = await provider.latestRates()
  const rows = Object.entries(rates.perEuro).map(([currency, perEuro]) => ({ day: rates.day, currency, perEuro }))
  if (rows.length > 0)
    await db
      .insert(exchangeRates)
      .values(rows)
      .onConflictDoUpdate({
        target: [exchangeRates.day, exchangeRates.currency],
        set: { perEuro: sql`excluded.per_euro`, fetchedAt: sql`now()` },
      })
  cache.delete(db)
  return rates
}

/** The newest day's rates, or null before any were read (prices then show in the owner's currency). */
export async function currentExchangeRates(db: Database): Promise<ExchangeRates | null> {
  const cached = cache.get(db)
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.rates
  const { rows } = (await db.execute(sql`
    SELECT day::text AS day, currency, per_euro::text AS per_euro FROM exchange_rates
    WHERE day = (SELECT max(day) FROM exchange_rates)`)) as unknown as {
    rows: Array<{ day: string; currency: string; per_euro: string }>
  }
  const rates =
    rows.length === 0
      ? null
      : { day: rows[0]!.day, perEuro: Object.fromEntries(rows.map((row) => [row.currency, row.per_euro])) }
  cache.set(db, { at: Date.now(), rates })
  return rates
}
