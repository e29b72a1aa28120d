import { inArray, sql } from 'drizzle-orm'
import { bookingLedger, type BookingLedger, type LedgerEntry } from '../../../domain/ledger'
import type { Database } from '../../db/client'
import { ledgerEntries } from '../../db/schema'

/** The ledger figures of each booking in `bookingIds` (a booking no money moved for has all zero). */
export async function bookingLedgers(
  db: Pick<Database, 'select'>,
  bookingIds: readonly number[],
): Promise<Map<number, BookingLedger>> {
  const ids = [...new Set(bookingIds)]
  if (ids.length === 0) return new Map()
  const sums = await db
    .select({
      bookingId: ledgerEntries.bookingId,
      movement: ledgerEntries.movement,
      account: ledgerEntries.account,
      amount: sql<number>`sum(${ledgerEntries.amount})::int`,
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.bookingId, ids))
    .groupBy(ledgerEntries.bookingId, ledgerEntries.movement, ledgerEntries.account)
  const entries = new Map<number, LedgerEntry[]>(ids.map((id) => [id, []]))
  for (const { bookingId, ...entry } of sums) entries.get(bookingId)!.push(entry)
  return new Map([...entries].map(([id, list]) => [id, bookingLedger(list)]))
}

/** One booking's ledger figures. */
export async function bookingLedgerOf(db: Pick<Database, 'select'>, bookingId: number): Promise<BookingLedger> {
  return (await bookingLedgers(db, [bookingId])).get(bookingId)!
}
