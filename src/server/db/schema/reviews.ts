import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { bytea } from './bytea'
import { campers } from './campers'
import { users } from './users'

/** Who wrote the review: a guest about the camper and its owner, or an owner about the guest. */
export const reviewAuthorTypeEnum = pgEnum('review_author_type', ['guest', 'owner'])

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    camperId: integer('camper_id')
      .notNull()
      .references(() => campers.id, { onDelete: 'cascade' }),
    /** The booking reviewed; no foreign key, as the reviews table came before the bookings table. */
    bookingId: integer('booking_id'),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    targetId: integer('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    authorType: reviewAuthorTypeEnum('author_type').notNull(),
    /** The booking step: the trip as a whole (a guest's rating feeds the camper's figures). */
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    /** The end step: how the return went (the hand-back for a guest, the vehicle's state for an owner). */
    endRating: smallint('end_rating'),
    /** The person step: the owner as a host (guest review) or the guest as a renter (owner review). */
    targetRating: smallint('target_rating'),
    /** The owner-private step of a guest review: a note only the owner reads. */
    privateComment: text('private_comment'),
    /** Language of the comment, so lists can prefer the reader's language. */
    language: text('language'),
    /** A traveller's photo of the trip (uploaded with PATCH /3/review/{id}/photo/), null without one. */
    photoUrl: text('photo_url'),
    /** Null while the review is not published. */
    publishedDate: timestamp('published_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reviews_camper_id_idx').on(table.camperId),
    index('reviews_booking_id_idx').on(table.bookingId),
    index('reviews_author_id_idx').on(table.authorId),
    index('reviews_target_id_idx').on(table.targetId),
    check('reviews_rating_check', sql`${table.rating} BETWEEN 1 AND 5`),
    check('reviews_end_rating_check', sql`${table.endRating} BETWEEN 1 AND 5`),
    check('reviews_target_rating_check', sql`${table.targetRating} BETWEEN 1 AND 5`),
    // Each side reviews a booking once.
    uniqueIndex('reviews_booking_side_idx').on(table.bookingId, table.authorType),
  ],
)

/** The photo of a review, kept in the database like other uploads; reviews.photo_url points at its public address. */
export const reviewPhotos = pgTable('review_photos', {
  reviewId: integer('review_id')
    .primaryKey()
    .references(() => reviews.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A user's report of a review (spec 1 §8 review report): once per user and review, for staff to moderate. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('review_reports_review_reporter_idx').on(table.reviewId, table.reporterId)],
)

export type ReviewRow = typeof reviews.$inferSelect
export type NewReviewRow = typeof reviews.$inferInsert
