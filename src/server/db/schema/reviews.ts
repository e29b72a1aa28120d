import { sql } from 'drizzle-orm'
import { check, index, integer, pgEnum, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { campers } from './campers'
import { users } from './users'

/** Who wrote the review: a guest about the camper and its owner, or an owner about the guest. */
export const reviewAuthorTypeEnum = pgEnum('review_author_type', ['guest', 'owner'])

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    camperId: integer('camper_id').notNull().references(() => campers.id, { onDelete: 'cascade' }),
    /** The booking reviewed; bookings arrive in a later issue, so no foreign key yet. */
    bookingId: integer('booking_id'),
    authorId: integer('author_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    targetId: integer('target_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    authorType: reviewAuthorTypeEnum('author_type').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    /** Language of the comment, so lists can prefer the reader's language. */
    language: text('language'),
    /** A traveller's photo of the trip (uploaded with PATCH /3/review/{id}/photo/), null without one. */
    photoUrl: text('photo_url'),
    /** Null while the review is not published. */
    publishedDate: timestamp('published_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reviews_camper_id_idx').on(table.camperId),
    index('reviews_booking_id_idx').on(table.bookingId),
    index('reviews_author_id_idx').on(table.authorId),
    index('reviews_target_id_idx').on(table.targetId),
    check('reviews_rating_check', sql`${table.rating} BETWEEN 1 AND 5`),
  ],
)

export type ReviewRow = typeof reviews.$inferSelect
export type NewReviewRow = typeof reviews.$inferInsert
