import { and, eq, sql } from 'drizzle-orm'
import {
  isReviewEditable,
  publicationDate,
  REVIEW_WINDOW_DAYS,
  reviewDeadline,
  reviewRefusal,
  reviewSideOf,
  type ReviewRefusal,
  type ReviewReportReason,
} from '../../../domain/review-rules'
import type { Database } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { bookings, campers, reviewPhotos, reviewReports, reviews, users } from '../../db/schema'
import type { ReviewRow } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { paths } from '../../../domain/app-paths'
import { bookingNoticeFacts, writeBookingNotice } from '../notifications/booking-notifications'
import { refreshCamperReviewStats } from './camper-review-stats'

export interface ReviewInput {
  rating: number
  comment: string
  end_rating: number
  target_rating: number
  private_comment?: string | null
  language?: string | null
}

const REFUSALS: Record<ReviewRefusal, () => ApiError> = {
  not_a_party: () => ApiError.detail(403, 'Only the guest and the owner of this booking can review it.', 'forbidden'),
  booking_not_finished: () => ApiError.detail(400, 'Only a finished booking can be reviewed.', 'booking_not_finished'),
  review_window_closed: () => ApiError.detail(400, 'The time to review this booking is over.', 'review_window_closed'),
  already_reviewed: () => ApiError.detail(409, 'You have already reviewed this booking.', 'already_reviewed'),
}

const notFound = () => ApiError.notFound('No such review.')

/** The booking with its camper's owner and its last day, for the review rules. */
async function bookingParties(db: Database, bookingId: number) {
  const [row] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      guestId: bookings.guestId,
      ownerId: campers.ownerId,
      camperId: bookings.camperId,
      dateTo: sql<string>`upper(${bookings.period})::text`,
    })
    .from(bookings)
    .innerJoin(campers, eq(campers.id, bookings.camperId))
    .where(eq(bookings.id, bookingId))
  return row ?? null
}

/**
 * POST /3/review/create/{idBooking}/: a party of a finished booking reviews the other (and, for the guest, the
 * camper), once per side, within the review window. When the other side has already reviewed, both go public.
 */
export async function createReview(
  db: Database,
  userId: number,
  bookingId: number,
  input: ReviewInput,
  now = new Date(),
) {
  const booking = await bookingParties(db, bookingId)
  if (!booking) throw ApiError.notFound('No such booking.')
  const side = reviewSideOf(userId, booking)
  const existing = await db
    .select({ id: reviews.id, authorType: reviews.authorType })
    .from(reviews)
    .where(eq(reviews.bookingId, bookingId))
  const refusal = reviewRefusal({
    side,
    status: booking.status,
    dateTo: booking.dateTo,
    alreadyReviewed: existing.some((row) => row.authorType === side),
    now,
  })
  if (refusal) throw REFUSALS[refusal]()
  if (side === 'owner' && input.private_comment)
    throw ApiError.fields({ private_comment: ['Only a guest leaves a private note to the owner.'] })
  const publishedDate = publicationDate({ otherSideReviewed: existing.length > 0, now })
  let created: ReviewRow
  try {
    created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reviews)
        .values({
          camperId: booking.camperId,
          bookingId,
          authorId: userId,
          targetId: side === 'guest' ? booking.ownerId : booking.guestId,
          authorType: side!,
          rating: input.rating,
          comment: input.comment,
          endRating: input.end_rating,
          targetRating: input.target_rating,
          privateComment: input.private_comment ?? null,
          language: input.language ?? null,
          publishedDate,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      // The other side's review waited for this one: both go public together.
      if (publishedDate) {
        await tx
          .update(reviews)
          .set({ publishedDate })
          .where(and(eq(reviews.bookingId, bookingId), sql`${reviews.publishedDate} IS NULL`))
        await tellReviewsPublished(tx, bookingId, now)
      } else {
        const facts = await bookingNoticeFacts(tx, bookingId)
        const target = side === 'guest' ? 'owner' : 'guest'
        if (facts)
          await writeBookingNotice(
            tx,
            facts,
            { to: target, kind: 'review_received' },
            {
              event: `review:${row!.id}`,
              deadline: reviewDeadline(booking.dateTo),
              message: null,
              path: target === 'guest' ? paths.reviewTrip.href(bookingId) : paths.reviewBooking.href(bookingId),
              now,
            },
          )
      }
      return row!
    })
  } catch (error) {
    // Two submissions of the same side at once: the unique index on (booking, side) decides.
    if (isUniqueViolation(error)) throw REFUSALS.already_reviewed()
    throw error
  }
  if (publishedDate) await refreshCamperReviewStats(db, [booking.camperId])
  return reviewView(db, created.id, userId)
}

/**
 * The reviews whose window has closed without the other side's review go public on their own (the timers
 * job runs this). Returns how many were published.
 */
export async function publishDueReviews(db: Database, now = new Date()): Promise<number> {
  const due = await db.transaction(async (tx) => {
    const published = (await tx.execute(sql`
      UPDATE reviews AS r SET published_date = ${now.toISOString()}
      FROM bookings AS b
      WHERE r.booking_id = b.id AND r.published_date IS NULL
        AND upper(b.period) + ${REVIEW_WINDOW_DAYS}::int <= ${now.toISOString()}::timestamptz::date
      RETURNING r.camper_id, r.booking_id
    `)) as unknown as { rows: Array<{ camper_id: number; booking_id: number }> }
    for (const bookingId of new Set(published.rows.map((row) => row.booking_id)))
      await tellReviewsPublished(tx, bookingId, now)
    return published
  })
  const camperIds = [...new Set(due.rows.map((row) => row.camper_id))]
  await refreshCamperReviewStats(db, camperIds)
  return due.rows.length
}

/** Both sides hear that the booking's reviews are public, once per booking. */
async function tellReviewsPublished(tx: Database, bookingId: number, now: Date) {
  const facts = await bookingNoticeFacts(tx, bookingId)
  if (!facts) return
  for (const to of ['guest', 'owner'] as const)
    await writeBookingNotice(
      tx,
      facts,
      { to, kind: 'review_published' },
      {
        event: `reviews_published:${bookingId}`,
        deadline: null,
        message: null,
        path: paths.reviews.href('received'),
        now,
      },
    )
}

/** A review as GET /3/review/{id}/ shows it: the private note only to its author and target. */
export async function reviewView(db: Database, reviewId: number, viewerId: number | null) {
  const [row] = await db
    .select({
      review: reviews,
      camperTitle: campers.title,
      authorFirstName: users.firstName,
      authorPicture: users.profilePictureUrl,
      dateTo: sql<string | null>`(SELECT upper(b.period)::text FROM bookings AS b WHERE b.id = ${reviews.bookingId})`,
    })
    .from(reviews)
    .innerJoin(campers, eq(campers.id, reviews.camperId))
    .innerJoin(users, eq(users.id, reviews.authorId))
    .where(eq(reviews.id, reviewId))
  // An unpublished review does not exist for anyone but its author.
  if (!row || (row.review.publishedDate === null && row.review.authorId !== viewerId)) throw notFound()
  const { review } = row
  const party = viewerId === review.authorId || viewerId === review.targetId
  return {
    id: review.id,
    booking_id: review.bookingId,
    camper_id: review.camperId,
    camper_title: row.camperTitle,
    author_type: review.authorType,
    author: { id: review.authorId, first_name: row.authorFirstName, profile_picture: { url: row.authorPicture } },
    target_id: review.targetId,
    rating: review.rating,
    comment: review.comment,
    end_rating: review.endRating,
    target_rating: review.targetRating,
    private_comment: party ? review.privateComment : null,
    language: review.language,
    photo: review.photoUrl === null ? null : { url: review.photoUrl },
    published_date: review.publishedDate?.toISOString() ?? null,
    publication_deadline: row.dateTo === null ? null : reviewDeadline(row.dateTo).toISOString(),
    editable: viewerId === review.authorId && isReviewEditable(review),
    created_at: review.createdAt.toISOString(),
    updated_at: review.updatedAt.toISOString(),
  }
}

/** The author's own review, still editable; others get the same 404 as for an unpublished review, or a 403 once public. */
async function ownEditableReview(db: Database, userId: number, reviewId: number) {
  const [review] = await db.select().from(reviews).where(eq(reviews.id, reviewId))
  if (!review || (review.publishedDate === null && review.authorId !== userId)) throw notFound()
  if (review.authorId !== userId) throw ApiError.detail(403, 'Only its author can change a review.', 'forbidden')
  if (!isReviewEditable(review))
    throw ApiError.detail(400, 'A published review can no longer be changed.', 'review_published')
  return review
}

/** PATCH /3/review/{id}/: the author changes some fields of their unpublished review. */
export async function updateReview(
  db: Database,
  userId: number,
  reviewId: number,
  input: Partial<ReviewInput>,
  now = new Date(),
) {
  const review = await ownEditableReview(db, userId, reviewId)
  if (review.authorType === 'owner' && input.private_comment)
    throw ApiError.fields({ private_comment: ['Only a guest leaves a private note to the owner.'] })
  await db
    .update(reviews)
    .set({
      rating: input.rating,
      comment: input.comment,
      endRating: input.end_rating,
      targetRating: input.target_rating,
      privateComment: input.private_comment,
      language: input.language,
      updatedAt: now,
    })
    .where(eq(reviews.id, reviewId))
  return reviewView(db, reviewId, userId)
}

const PHOTO_EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }

/** PATCH /3/review/{id}/photo/: the guest's photo of the trip replaces any earlier one. */
export async function setReviewPhoto(
  db: Database,
  userId: number,
  reviewId: number,
  photo: { type: string; bytes: Uint8Array },
  now = new Date(),
) {
  const review = await ownEditableReview(db, userId, reviewId)
  if (review.authorType !== 'guest') throw ApiError.fields({ photo: ['Only a guest adds a photo of the trip.'] })
  // The version in the address lets browsers keep each photo for good.
  const photoUrl = `/api/media/reviews/${reviewId}-${now.getTime()}.${PHOTO_EXTENSIONS[photo.type] ?? 'jpg'}`
  await db.transaction(async (tx) => {
    await tx
      .insert(reviewPhotos)
      .values({ reviewId, contentType: photo.type, content: photo.bytes, updatedAt: now })
      .onConflictDoUpdate({
        target: reviewPhotos.reviewId,
        set: { contentType: photo.type, content: photo.bytes, updatedAt: now },
      })
    await tx.update(reviews).set({ photoUrl, updatedAt: now }).where(eq(reviews.id, reviewId))
  })
  return reviewView(db, reviewId, userId)
}

/** The stored photo of a review, for GET /api/media/reviews/{file}: public once the review is. */
export async function reviewPhotoFile(db: Database, reviewId: number) {
  const [row] = await db
    .select({
      contentType: reviewPhotos.contentType,
      content: reviewPhotos.content,
      publishedDate: reviews.publishedDate,
    })
    .from(reviewPhotos)
    .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
    .where(eq(reviewPhotos.reviewId, reviewId))
  if (!row || row.publishedDate === null) throw ApiError.notFound('No such photo.')
  return row
}

/** PATCH or POST /3/review/{id}/report/: anyone signed in but its author reports a public review, once. */
export async function reportReview(
  db: Database,
  userId: number,
  reviewId: number,
  input: { reason: ReviewReportReason; message?: string },
) {
  const [review] = await db
    .select({ authorId: reviews.authorId, publishedDate: reviews.publishedDate })
    .from(reviews)
    .where(eq(reviews.id, reviewId))
  if (!review || review.publishedDate === null) throw notFound()
  if (review.authorId === userId) throw ApiError.detail(403, 'You cannot report your own review.', 'forbidden')
  try {
    await db
      .insert(reviewReports)
      .values({ reviewId, reporterId: userId, reason: input.reason, message: input.message ?? '' })
  } catch (error) {
    if (isUniqueViolation(error))
      throw ApiError.detail(409, 'You have already reported this review.', 'already_reported')
    throw error
  }
  return { id: reviewId, reported: true as const }
}
