import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { toDecimal } from '../../../domain/stay-price'
import type { Database } from '../../db/client'
import { bookings, campers, payments, payouts } from '../../db/schema'

/** The payments a payin statement counts: money guests paid for a booking, and what was given back to them. */
const PAYIN_REASONS = ['booking', 'extension', 'upgrade', 'refund'] as const

const inYear = (column: typeof payments.createdAt | typeof payouts.createdAt, year: number) =>
  sql`${column} >= make_timestamptz(${year}, 1, 1, 0, 0, 0, 'UTC') AND ${column} < make_timestamptz(${year + 1}, 1, 1, 0, 0, 0, 'UTC')`

/** Sums per currency in minor units, in the order currencies first appear. */
export function sumsByCurrency(lines: Array<{ amount: number; currency: string }>) {
  const sums = new Map<string, number>()
  for (const line of lines) sums.set(line.currency, (sums.get(line.currency) ?? 0) + line.amount)
  return [...sums].map(([currency, amount]) => ({ currency, amount }))
}

const totals = (lines: Array<{ amount: number; currency: string }>) =>
  sumsByCurrency(lines).map((sum) => ({ currency: sum.currency, amount: toDecimal(sum.amount) }))

/** What guests paid (and got back, negative) that year for the owner's bookings, by payment, in minor units. */
export async function payinLines(db: Database, ownerId: number, year: number) {
  const rows = await db
    .select({
      id: payments.id,
      bookingId: payments.bookingId,
      camperTitle: campers.title,
      reason: payments.reason,
      method: payments.method,
      amount: payments.amount,
      currency: payments.currency,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(campers, eq(campers.id, bookings.camperId))
    .where(
      and(
        eq(campers.ownerId, ownerId),
        eq(payments.status, 'SUCCEEDED'),
        inArray(payments.reason, [...PAYIN_REASONS]),
        inYear(payments.createdAt, year),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id))
  // A refund leaves the owner's books: it counts against the year's pay-ins.
  return rows.map((row) => ({ ...row, amount: row.reason === 'refund' ? -row.amount : row.amount }))
}

/** GET /3/mangopay/payin/: what guests paid (and got back) that year for the owner's bookings, by payment. */
export async function ownerPayins(db: Database, ownerId: number, year: number) {
  const lines = await payinLines(db, ownerId, year)
  return {
    year,
    count: lines.length,
    totals: totals(lines),
    results: lines.map((line) => ({
      id: line.id,
      booking_id: line.bookingId,
      camper_title: line.camperTitle,
      reason: line.reason,
      method: line.method,
      amount: toDecimal(line.amount),
      currency: line.currency,
      paid_at: line.createdAt.toISOString(),
    })),
  }
}

/** What the owner was paid that year, one line per booking, in minor units. */
export function payoutLines(db: Database, ownerId: number, year: number) {
  return db
    .select({
      id: payouts.id,
      bookingId: payouts.bookingId,
      camperTitle: campers.title,
      dateFrom: sql<string>`lower(${bookings.period})::text`,
      dateTo: sql<string>`upper(${bookings.period})::text`,
      amount: payouts.amount,
      currency: payouts.currency,
      status: payouts.status,
      createdAt: payouts.createdAt,
    })
    .from(payouts)
    .innerJoin(bookings, eq(bookings.id, payouts.bookingId))
    .innerJoin(campers, eq(campers.id, bookings.camperId))
    .where(and(eq(payouts.ownerId, ownerId), inYear(payouts.createdAt, year)))
    .orderBy(asc(payouts.createdAt), asc(payouts.id))
}

/** GET /3/mangopay/payout/: what the owner was paid that year, one line per booking; totals count paid lines only. */
export async function ownerPayouts(db: Database, ownerId: number, year: number) {
  const rows = await payoutLines(db, ownerId, year)
  return {
    year,
    count: rows.length,
    totals: totals(rows.filter((row) => row.status === 'SUCCEEDED')),
    results: rows.map((row) => ({
      id: row.id,
      booking_id: row.bookingId,
      camper_title: row.camperTitle,
      date_from: row.dateFrom,
      date_to: row.dateTo,
      amount: toDecimal(row.amount),
      currency: row.currency,
      status: row.status,
      paid_at: row.createdAt.toISOString(),
    })),
  }
}
