import { and, asc, eq, gt } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { moneyboxes } from '../../db/schema'

export interface MoneyboxView {
  id: number
  /** Decimal string in the currency's major unit, e.g. "25.00". */
  amount: string
  currency: string
  expire_at: string
}

/** How many decimals a currency has (EUR 2, JPY 0), as Intl knows it. */
function fractionDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  } catch {
    return 2
  }
}

/** Minor units → decimal string with integer arithmetic only, so no float ever rounds money. */
export function formatMinorUnits(amount: number, currency: string): string {
  const digits = fractionDigits(currency)
  const sign = amount < 0 ? '-' : ''
  const units = String(Math.abs(amount)).padStart(digits + 1, '0')
  return digits === 0 ? `${sign}${units}` : `${sign}${units.slice(0, -digits)}.${units.slice(-digits)}`
}

/** The user's rental credits that can still be spent, soonest to expire first. */
export async function listActiveMoneyboxes(db: Database, userId: number): Promise<MoneyboxView[]> {
  const rows = await db
    .select()
    .from(moneyboxes)
    .where(and(eq(moneyboxes.userId, userId), gt(moneyboxes.expireAt, new Date())))
    .orderBy(asc(moneyboxes.expireAt), asc(moneyboxes.id))
  return rows.map((row) => ({
    id: row.id,
    amount: formatMinorUnits(row.amount, row.currency),
    currency: row.currency,
    expire_at: row.expireAt.toISOString(),
  }))
}
