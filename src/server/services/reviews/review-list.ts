import { and, avg, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { reviews, users } from '../../db/schema'
import { ApiError } from '../../http/api-error'

export type AuthorType = 'guest' | 'owner'

export interface ReviewFilter {
  target_id?: number
  booking_id?: number
  camper_id?: number
  author_type?: AuthorType
}

const FILTER_REQUIRED = 'Give target_id and author_type, booking_id and author_type, or camper_id.'

/** Only published reviews are public; the filter must name who or what they are about. */
function whereOf(filter: ReviewFilter): SQL {
  const byTarget = filter.target_id !== undefined && filter.author_type !== undefined
  const byBooking = filter.booking_id !== undefined && filter.author_type !== undefined
  if (!byTarget && !byBooking && filter.camper_id === undefined) throw ApiError.fields({ non_field_errors: [FILTER_REQUIRED] })
  const conditions: SQL[] = [isNotNull(reviews.publishedDate)]
  if (filter.target_id !== undefined) conditions.push(eq(reviews.targetId, filter.target_id))
  if (filter.booking_id !== undefined) conditions.push(eq(reviews.bookingId, filter.booking_id))
  if (filter.camper_id !== undefined) conditions.push(eq(reviews.camperId, filter.camper_id))
  if (filter.author_type !== undefined) conditions.push(eq(reviews.authorType, filter.author_type))
  return and(...conditions)!
}

/** One page of reviews, newest first; a page past the last one is the spec's 404 invalid_page. */
export async function listReviews(db: Database, filter: ReviewFilter, { page, pageSize }: { page: number; pageSize: number }) {
  const where = whereOf(filter)
  const [total] = await db.select({ value: count() }).from(reviews).where(where)
  const totalCount = total?.value ?? 0
  if (page > 1 && (page - 1) * pageSize >= totalCount) throw ApiError.detail(404, 'Invalid page.', 'invalid_page')
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      language: reviews.language,
      publishedDate: reviews.publishedDate,
      camperId: reviews.camperId,
      authorType: reviews.authorType,
      authorId: users.id,
      authorFirstName: users.firstName,
      authorPicture: users.profilePictureUrl,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .where(where)
    .orderBy(desc(reviews.publishedDate), desc(reviews.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  return {
    count: totalCount,
    results: rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      comment: row.comment,
      language: row.language,
      published_date: row.publishedDate!.toISOString(),
      author: { id: row.authorId, first_name: row.authorFirstName, profile_picture: { url: row.authorPicture } },
      camper_id: row.camperId,
      author_type: row.authorType,
    })),
  }
}

/**
 * Count and mean rating (one decimal, 0 without reviews) of the published reviews about a user
 * (`target_id`) or of the guest reviews of a camper (`camper_id`), the figures the listing shows.
 */
export async function reviewStatsFor(db: Database, filter: { target_id?: number; camper_id?: number }) {
  const conditions: SQL[] = [isNotNull(reviews.publishedDate)]
  if (filter.target_id !== undefined) conditions.push(eq(reviews.targetId, filter.target_id))
  if (filter.camper_id !== undefined) conditions.push(eq(reviews.camperId, filter.camper_id), eq(reviews.authorType, 'guest'))
  if (conditions.length === 1) throw ApiError.fields({ non_field_errors: ['Give target_id or camper_id.'] })
  const [row] = await db.select({ total: count(), mean: avg(reviews.rating) }).from(reviews).where(and(...conditions))
  const mean = row?.mean == null ? 0 : Number(row.mean)
  return { count: row?.total ?? 0, average: Math.round(mean * 10) / 10 }
}
