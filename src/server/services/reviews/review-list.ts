import { and, avg, count, desc, eq, gte, isNotNull, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { campers, reviews, users } from '../../db/schema'
import { ApiError } from '../../http/api-error'

export type AuthorType = 'guest' | 'owner'

export interface ReviewFilter {
  target_id?: number
  booking_id?: number
  camper_id?: number
  author_type?: AuthorType
  /** Only reviews carrying a traveller's photo. */
  with_photos?: boolean
  min_rating?: number
}

const FILTER_REQUIRED = 'Give target_id and author_type, booking_id and author_type, or camper_id.'
const FEED_IS_GUEST_ONLY = 'Without target_id, booking_id or camper_id the list holds guest reviews only.'

/**
 * Only published reviews are public. A target or a booking needs its author_type; with no target, booking
 * or camper at all the list is the marketplace's feed of guest reviews (the community pages).
 */
function whereOf(filter: ReviewFilter): SQL {
  const scoped = filter.target_id !== undefined || filter.booking_id !== undefined || filter.camper_id !== undefined
  const byTarget = filter.target_id !== undefined && filter.author_type !== undefined
  const byBooking = filter.booking_id !== undefined && filter.author_type !== undefined
  if (scoped && !byTarget && !byBooking && filter.camper_id === undefined)
    throw ApiError.fields({ non_field_errors: [FILTER_REQUIRED] })
  if (!scoped && filter.author_type === 'owner') throw ApiError.fields({ author_type: [FEED_IS_GUEST_ONLY] })
  const conditions: SQL[] = [isNotNull(reviews.publishedDate)]
  if (!scoped) conditions.push(eq(reviews.authorType, 'guest'))
  if (filter.with_photos) conditions.push(isNotNull(reviews.photoUrl))
  if (filter.min_rating !== undefined) conditions.push(gte(reviews.rating, filter.min_rating))
  if (filter.target_id !== undefined) conditions.push(eq(reviews.targetId, filter.target_id))
  if (filter.booking_id !== undefined) conditions.push(eq(reviews.bookingId, filter.booking_id))
  if (filter.camper_id !== undefined) conditions.push(eq(reviews.camperId, filter.camper_id))
  if (filter.author_type !== undefined) conditions.push(eq(reviews.authorType, filter.author_type))
  return and(...conditions)!
}

/** One page of reviews, newest first; a page past the last one is the spec's 404 invalid_page. */
export async function listReviews(
  db: Database,
  filter: ReviewFilter,
  { page, pageSize }: { page: number; pageSize: number },
) {
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
      photoUrl: reviews.photoUrl,
      publishedDate: reviews.publishedDate,
      camperId: reviews.camperId,
      camperTitle: campers.title,
      authorType: reviews.authorType,
      authorId: users.id,
      authorFirstName: users.firstName,
      authorPicture: users.profilePictureUrl,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .innerJoin(campers, eq(campers.id, reviews.camperId))
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
      photo: row.photoUrl === null ? null : { url: row.photoUrl },
      published_date: row.publishedDate!.toISOString(),
      author: { id: row.authorId, first_name: row.authorFirstName, profile_picture: { url: row.authorPicture } },
      camper_id: row.camperId,
      camper_title: row.camperTitle,
      author_type: row.authorType,
    })),
  }
}

/** The criteria a review rates, by field: the trip as a whole, the return of the camper, the other party. */
export const REVIEW_CRITERIA = ['rating', 'end_rating', 'target_rating'] as const
export type ReviewCriterion = (typeof REVIEW_CRITERIA)[number]

const oneDecimal = (mean: unknown) => (mean == null ? 0 : Math.round(Number(mean) * 10) / 10)

/**
 * Count and mean rating (one decimal, 0 without reviews) of the published reviews about a user
 * (`target_id`) or of the guest reviews of a camper (`camper_id`), the figures the listing shows, with the same
 * two figures for each criterion: reviews written before a criterion was asked leave it out of its count.
 */
export async function reviewStatsFor(db: Database, filter: { target_id?: number; camper_id?: number }) {
  const conditions: SQL[] = [isNotNull(reviews.publishedDate)]
  if (filter.target_id !== undefined) conditions.push(eq(reviews.targetId, filter.target_id))
  if (filter.camper_id !== undefined)
    conditions.push(eq(reviews.camperId, filter.camper_id), eq(reviews.authorType, 'guest'))
  if (conditions.length === 1) throw ApiError.fields({ non_field_errors: ['Give target_id or camper_id.'] })
  const [row] = await db
    .select({
      total: count(),
      mean: avg(reviews.rating),
      endTotal: count(reviews.endRating),
      endMean: avg(reviews.endRating),
      targetTotal: count(reviews.targetRating),
      targetMean: avg(reviews.targetRating),
    })
    .from(reviews)
    .where(and(...conditions))
  const total = row?.total ?? 0
  return {
    count: total,
    average: oneDecimal(row?.mean),
    criteria: {
      rating: { count: total, average: oneDecimal(row?.mean) },
      end_rating: { count: row?.endTotal ?? 0, average: oneDecimal(row?.endMean) },
      target_rating: { count: row?.targetTotal ?? 0, average: oneDecimal(row?.targetMean) },
    } satisfies Record<ReviewCriterion, { count: number; average: number }>,
  }
}
