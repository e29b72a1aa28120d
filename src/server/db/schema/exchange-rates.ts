import { sql } from 'drizzle-orm'
import { check, date, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/** A day's reference rates (how much of the currency one euro buys), as the rates provider published them. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    perEuro: numeric('per_euro', { precision: 15, scale: 6 }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.currency] }),
    check('exchange_rates_positive', sql`${table.perEuro} > 0`),
    check('exchange_rates_currency_code', sql`${table.currency} ~ '^[A-Z]{3}$'`),
  ],
)
