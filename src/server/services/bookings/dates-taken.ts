import { sql } from 'drizzle-orm'
import { FINAL_BOOKING_STATUSES } from '../../../domain/booking-rules'
import { CONFIRMED_BOOKING_STATUSES } from '../../../domain/booking-status'
import type { Database } from '../../db/client'

const list = (values: ReadonlyArray<string | number>) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )

/**
 * Of these bookings, those that do not hold their dates yet while another booking of the camper holds some of them
 * (the loser of an instant-booking race, a request whose dates the owner gave to another guest). The trip page, the
 * payment step and the payment itself all ask this one question.
 */
export async function bookingsWithDatesTaken(db: Database, bookingIds: readonly number[]): Promise<Set<number>> {
  if (bookingIds.length === 0) return new Set()
  const result = (await db.execute(sql`
    SELECT b.id FROM bookings b
    WHERE b.id IN (${list(bookingIds)})
      AND b.status NOT IN (${list([...CONFIRMED_BOOKING_STATUSES, ...FINAL_BOOKING_STATUSES])})
      AND EXISTS (SELECT 1 FROM bookings o WHERE o.camper_id = b.camper_id AND o.id <> b.id
        AND o.status IN (${list(CONFIRMED_BOOKING_STATUSES)}) AND o.period && b.period)
  `)) as unknown as { rows: Array<{ id: number }> }
  return new Set(result.rows.map((row) => Number(row.id)))
}
