import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { campers, type CamperRow } from '../../db/schema'
import { photosByCamper } from '../listings/camper-cards'
import { toDecimal } from '../listings/money'

/** How many of the host's other listings the listing page links to. */
export const OTHER_LISTINGS_LIMIT = 6

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )

/**
 * The share of the requests an owner received that they answered (accepted or refused) rather than let expire,
 * in percent; null before their first answered or expired request.
 */
export async function answerRates(db: Database, ownerIds: number[]): Promise<Map<number, number | null>> {
  if (ownerIds.length === 0) return new Map()
  const result = (await db.execute(sql`
    SELECT c.owner_id AS owner_id,
      count(*) FILTER (WHERE h.event IN ('owner.accept', 'owner.refuse'))::int AS answered,
      count(*)::int AS asked
    FROM booking_status_history h JOIN bookings b ON b.id = h.booking_id JOIN campers c ON c.id = b.camper_id
    WHERE c.owner_id IN (${idList(ownerIds)}) AND h.from_status = 'VALIDATED' AND NOT b.is_instant
      AND h.event IN ('owner.accept', 'owner.refuse', 'timer.acceptance_expired')
    GROUP BY c.owner_id
  `)) as unknown as { rows: Array<{ owner_id: number; answered: number; asked: number }> }
  return new Map(
    result.rows.map((row) => [row.owner_id, row.asked === 0 ? null : Math.round((100 * row.answered) / row.asked)]),
  )
}

/**
 * The median time, in whole minutes, an owner took to answer a request: from the guest sending it to the owner's
 * first move, whichever came first of accepting or refusing it and writing in its conversation. Requests left
 * unanswered count in the answer rate, not here; null before a first answer.
 */
export async function responseTimes(db: Database, ownerIds: number[]): Promise<Map<number, number | null>> {
  if (ownerIds.length === 0) return new Map()
  const result = (await db.execute(sql`
    WITH requests AS (
      SELECT b.id AS booking_id, c.owner_id, h.at AS asked_at
      FROM booking_status_history h JOIN bookings b ON b.id = h.booking_id JOIN campers c ON c.id = b.camper_id
      WHERE c.owner_id IN (${idList(ownerIds)}) AND h.to_status = 'VALIDATED' AND h.event = 'guest.validate'
        AND NOT b.is_instant
    ), answers AS (
      SELECT r.owner_id, r.asked_at, least(
        (SELECT min(a.at) FROM booking_status_history a
          WHERE a.booking_id = r.booking_id AND a.from_status = 'VALIDATED' AND a.at >= r.asked_at
            AND a.event IN ('owner.accept', 'owner.refuse')),
        (SELECT min(m.sent_at) FROM chats ch JOIN chat_messages m ON m.chat_id = ch.id
          WHERE ch.booking_id = r.booking_id AND m.sender_id = r.owner_id AND m.sent_at >= r.asked_at)
      ) AS answered_at
      FROM requests r
    )
    SELECT owner_id,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM answered_at - asked_at))::float8 AS seconds
    FROM answers WHERE answered_at IS NOT NULL
    GROUP BY owner_id
  `)) as unknown as { rows: Array<{ owner_id: number; seconds: number | string }> }
  return new Map(result.rows.map((row) => [row.owner_id, Math.round(Number(row.seconds) / 60)]))
}

/** The owner's other listings in `statuses` (those the public sees), newest published first, with a photo and a price. */
export async function otherListings(
  db: Database,
  ownerId: number,
  exceptCamperId: number,
  statuses: ReadonlyArray<CamperRow['status']>,
) {
  const rows = await db
    .select()
    .from(campers)
    .where(and(eq(campers.ownerId, ownerId), ne(campers.id, exceptCamperId), inArray(campers.status, [...statuses])))
    .orderBy(sql`${campers.publishedAt} DESC NULLS LAST`, desc(campers.id))
    .limit(OTHER_LISTINGS_LIMIT)
  const photos = await photosByCamper(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((camper) => ({
    id: camper.id,
    title: camper.title,
    vehicle_type: camper.vehicleType,
    city: camper.addressCity,
    price_per_day: toDecimal(camper.pricePerDay),
    currency: camper.currency,
    photo: photos.get(camper.id)?.[0]?.url ?? null,
    review_average: camper.reviewAverage,
    review_count: camper.reviewCount,
  }))
}
