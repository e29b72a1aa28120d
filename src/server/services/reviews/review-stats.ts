import { and, avg, count, eq, isNotNull } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { reviews } from '../../db/schema'

/** Published guest reviews across the marketplace: how many, and their mean rating (0 to 5). */
export async function marketplaceReviewTotals(db: Database): Promise<{ count: number; mean: number }> {
  const [row] = await db
    .select({ total: count(), mean: avg(reviews.rating) })
    .from(reviews)
    .where(and(eq(reviews.authorType, 'guest'), isNotNull(reviews.publishedDate)))
  return { count: row?.total ?? 0, mean: row?.mean === null || row?.mean === undefined ? 0 : Number(row.mean) }
}

/** Spec 1 §3 Stats: the aggregate rating, rounded to one decimal. */
export async function reviewStats(db: Database): Promise<{ count: number; average: number }> {
  const totals = await marketplaceReviewTotals(db)
  return { count: totals.count, average: Math.round(totals.mean * 10) / 10 }
}
