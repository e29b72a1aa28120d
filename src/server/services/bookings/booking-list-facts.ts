import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm'
import {
  DRAFT_BOOKING_STATUSES,
  FINAL_BOOKING_STATUSES,
  type BookingSide,
  type MetaState,
} from '../../../domain/booking-rules'
import { CONFIRMED_BOOKING_STATUSES } from '../../../domain/booking-status'
import type { Database } from '../../db/client'
import { bookings, campers } from '../../db/schema'

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )

/** bookingsWithDatesTaken's question, asked of each row of a query on `bookings`. */
export const datesTakenSql = sql`(${bookings.status} NOT IN (${list([...CONFIRMED_BOOKING_STATUSES, ...FINAL_BOOKING_STATUSES])})
  AND EXISTS (SELECT 1 FROM bookings o WHERE o.camper_id = ${bookings.camperId} AND o.id <> ${bookings.id}
    AND o.status IN (${list(CONFIRMED_BOOKING_STATUSES)}) AND o.period && ${bookings.period}))`

/**
 * The domain's metaState (booking-rules.ts) in SQL, so that a list filters, sorts and pages where its rows are; the
 * booking-lists server test holds the two to the same answers.
 */
function metaStateSql(side: BookingSide, now: Date): SQL<MetaState> {
  const status = bookings.status
  const final = sql`${status} IN (${list(FINAL_BOOKING_STATUSES)})`
  const confirmed = sql`${status} IN ('TO_COME', 'ONGOING')`
  if (side === 'owner')
    return sql<MetaState>`CASE WHEN ${final} THEN 'archived' WHEN ${confirmed} THEN 'confirmed'
      WHEN ${status} = 'VALIDATED' AND NOT ${bookings.isInstant} THEN 'todo' ELSE 'waiting' END`
  // Past the dates-taken test, a payable booking is ACCEPTED, TO_COME_NOT_PAID or an instant VALIDATED one.
  const guestMoves = sql`(${status} IN (${list(DRAFT_BOOKING_STATUSES)}) OR ${status} IN ('ACCEPTED', 'TO_COME_NOT_PAID')
    OR (${status} = 'VALIDATED' AND ${bookings.isInstant}))`
  return sql<MetaState>`CASE WHEN ${final} THEN 'archived' WHEN ${datesTakenSql} THEN 'archived'
    WHEN ${confirmed} THEN 'confirmed' WHEN NOT ${guestMoves} THEN 'waiting'
    WHEN ${bookings.snoozedUntil} > ${now.toISOString()}::timestamptz THEN 'waiting' ELSE 'todo' END`
}

/** The user's bookings on `side` (the owner never sees drafts), joined to their campers. */
export function sideBookings(side: BookingSide, userId: number) {
  return side === 'guest'
    ? eq(bookings.guestId, userId)
    : and(eq(campers.ownerId, userId), notInArray(bookings.status, [...DRAFT_BOOKING_STATUSES]))
}

/** Whether the owner refused the booking (owner.refuse), asked of each row of a query on `bookings`. */
export const refusedByOwner = sql<boolean>`EXISTS (SELECT 1 FROM booking_status_history h
  WHERE h.booking_id = ${bookings.id} AND h.event = 'owner.refuse')`

/** Each of the user's bookings on `side` with what a list filters and sorts it by: meta state, start, answer deadline. */
export function bookingFacts(db: Database, side: BookingSide, userId: number, now: Date) {
  return db
    .select({
      id: sql<number>`${bookings.id}`.as('fact_id'),
      metaState: metaStateSql(side, now).as('meta_state'),
      dateFrom: sql<string>`lower(${bookings.period})`.as('fact_date_from'),
      deadline: sql<Date | null>`${bookings.ownerAcceptExpireOn}`.as('fact_deadline'),
      status: sql<string>`${bookings.status}`.as('fact_status'),
    })
    .from(bookings)
    .innerJoin(campers, eq(campers.id, bookings.camperId))
    .where(sideBookings(side, userId))
    .as('facts')
}

export type BookingFactsQuery = ReturnType<typeof bookingFacts>
