import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'

/**
 * Recomputes campers.review_average and review_count from their published guest reviews, so the
 * two stored figures can never drift from the reviews table. Without ids, every camper is refreshed.
 */
export async function refreshCamperReviewStats(db: Database, camperIds?: number[]): Promise<void> {
  if (camperIds && camperIds.length === 0) return
  const only = camperIds
    ? sql`WHERE c.id IN (${sql.join(
        camperIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``
  await db.execute(sql`
    UPDATE campers SET review_count = s.total, review_average = s.average
    FROM (
      SELECT c.id, count(r.id)::int AS total, round(avg(r.rating)::numeric, 2) AS average
      FROM campers AS c
      LEFT JOIN reviews AS r ON r.camper_id = c.id AND r.author_type = 'guest' AND r.published_date IS NOT NULL
      ${only}
      GROUP BY c.id
    ) AS s
    WHERE campers.id = s.id
  `)
}
