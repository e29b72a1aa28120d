import { and, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { reviews } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { reviewView } from './review-writing'

export type ReviewBox = 'received' | 'sent'

/**
 * The dashboard's reviews (/d/reviews): received ones only once published, sent ones always (the author sees
 * their review waiting for the other side). Newest first.
 */
export async function myReviews(
  db: Database,
  userId: number,
  box: ReviewBox,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const where: SQL =
    box === 'sent' ? eq(reviews.authorId, userId) : and(eq(reviews.targetId, userId), isNotNull(reviews.publishedDate))!
  const [total] = await db.select({ value: count() }).from(reviews).where(where)
  const totalCount = total?.value ?? 0
  if (page > 1 && (page - 1) * pageSize >= totalCount) throw ApiError.detail(404, 'Invalid page.', 'invalid_page')
  const ids = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  return { count: totalCount, results: await Promise.all(ids.map(({ id }) => reviewView(db, id, userId))) }
}
