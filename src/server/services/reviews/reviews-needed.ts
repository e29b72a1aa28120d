import { sql } from 'drizzle-orm'
import { REVIEW_WINDOW_DAYS, reviewDeadline, type ReviewNeededItem } from '../../../domain/review-rules'
import type { Database } from '../../db/client'
import { ApiError } from '../../http/api-error'

type Row = Omit<ReviewNeededItem, 'review_deadline'>

/**
 * GET /3/reviews-needed/: the finished bookings the user took part in (as guest or owner) and has not reviewed
 * yet, while their review window is open; the soonest deadline first.
 */
export async function reviewsNeeded(
  db: Database,
  userId: number,
  { page, pageSize }: { page: number; pageSize: number },
  now = new Date(),
) {
  const today = now.toISOString().slice(0, 10)
  const open = sql`
    FROM bookings AS b
    JOIN campers AS c ON c.id = b.camper_id
    JOIN users AS g ON g.id = b.guest_id
    JOIN users AS o ON o.id = c.owner_id
    CROSS JOIN LATERAL (SELECT CASE WHEN b.guest_id = ${userId} THEN 'guest' ELSE 'owner' END AS side) AS s
    WHERE b.status = 'DONE' AND (b.guest_id = ${userId} OR c.owner_id = ${userId})
      AND upper(b.period) + ${REVIEW_WINDOW_DAYS}::int > ${today}::date
      AND NOT EXISTS (SELECT 1 FROM reviews AS r WHERE r.booking_id = b.id AND r.author_type::text = s.side)`
  const counted = (await db.execute(sql`SELECT count(*)::int AS total ${open}`)) as unknown as {
    rows: Array<{ total: number }>
  }
  const total = counted.rows[0]?.total ?? 0
  if (page > 1 && (page - 1) * pageSize >= total) throw ApiError.detail(404, 'Invalid page.', 'invalid_page')
  const found = (await db.execute(sql`
    SELECT b.id AS booking_id, c.id AS camper_id, c.title AS camper_title, s.side AS author_type,
      lower(b.period)::text AS date_from, b.hour_from, upper(b.period)::text AS date_to, b.hour_to,
      g.id AS guest_id, g.first_name AS guest_first_name, g.profile_picture_url AS guest_picture,
      o.id AS owner_id, o.first_name AS owner_first_name, o.profile_picture_url AS owner_picture
    ${open}
    ORDER BY upper(b.period), b.id
    LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}
  `)) as unknown as { rows: Row[] }
  return {
    count: total,
    results: found.rows.map((row): ReviewNeededItem => ({
      ...row,
      review_deadline: reviewDeadline(row.date_to).toISOString(),
    })),
  }
}
