import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import type { KmOption } from '../../../domain/stay-price'
import type { PriceLines } from '../../../domain/price-lines'
import { BOOKING_STATUSES, CONFIRMED_BOOKING_STATUSES } from '../../../domain/booking-status'
import { campers } from './campers'
import { dateRange } from './date-range'
import { users } from './users'

/**
 * The bookings that hold their camper's dates (CONFIRMED_BOOKING_STATUSES): the owner accepted a request, or the
 * guest paid an instant booking. Custom migrations repeat it (EXCLUDE constraint 0004, blocked-days function 0010).
 */
export const HOLDS_DATES_SQL = `status IN (${CONFIRMED_BOOKING_STATUSES.map((status) => `'${status}'`).join(', ')})`

/**
 * What a visitor can no longer book now: HOLDS_DATES_SQL, and the dates an instant booking's payment under way holds
 * (`dates_held_until` not yet past). Queries only: an index predicate cannot read the clock.
 */
export const TAKES_DATES_NOW_SQL = `(${HOLDS_DATES_SQL} OR dates_held_until > now())`

/**
 * A guest's booking of a camper, from the first request to the end of the trip (spec 2 §3, §4). Two bookings
 * holding dates of one camper, or holding them for a payment under way, never overlap (EXCLUDE constraint, custom
 * migrations 0004 and 0047).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    camperId: integer('camper_id')
      .notNull()
      .references(() => campers.id, { onDelete: 'restrict' }),
    guestId: integer('guest_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Half-open [date_from, date_to). */
    period: dateRange('period').notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('CREATED'),
    /** Minor units of `currency`. */
    totalPrice: integer('total_price').notNull(),
    /**
     * The engine's lines of `total_price`, written with it whenever the engine prices the booking's choices and grown by
     * each paid change: what a paid or cancelled booking shows (keepsAgreedPrice), whatever the camper's prices become.
     * Null for bookings priced before the lines were kept: those are priced by the engine.
     */
    priceLines: jsonb('price_lines').$type<PriceLines>(),
    currency: text('currency').notNull().default('EUR'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Booked without the owner's answer: the camper had instant booking on when the request was made. */
    isInstant: boolean('is_instant').notNull().default(false),
    /** Spec 2 §9: departure at 9 or 14, return at 12 or 20 (hours of the day). */
    hourFrom: smallint('hour_from').notNull().default(14),
    hourTo: smallint('hour_to').notNull().default(12),
    travelers: smallint('travelers').notNull().default(1),
    /** Spec 2 §9 booking purpose, or null. */
    purpose: text('purpose'),
    /** The guest's first message to the owner. */
    message: text('message').notNull().default(''),
    /** Spec 2 §9 guest or owner cancel reason, set when the booking is cancelled or refused. */
    cancelReason: text('cancel_reason'),
    cancelMessage: text('cancel_message'),
    /** When the booking became a trip to come (paid or pay-later accepted). */
    confirmedOn: timestamp('confirmed_on', { withTimezone: true }),
    /** The deadline of the pending answer: the owner's for a request, the guest's payment for an accepted or instant one. */
    ownerAcceptExpireOn: timestamp('owner_accept_expire_on', { withTimezone: true }),
    /** When the request or the acceptance expired. */
    acceptationExpiredOn: timestamp('acceptation_expired_on', { withTimezone: true }),
    /** When a cancelled booking's refund was settled in full (nothing, for a late guest cancellation): the payments job stops there. */
    refundSettledAt: timestamp('refund_settled_at', { withTimezone: true }),
    /**
     * Until then, an instant booking's dates are held for the payment under way: the EXCLUDE constraint sees a held
     * booking like a confirmed one (custom migration 0047), so a guest who loses the race is refused before any charge.
     */
    datesHeldUntil: timestamp('dates_held_until', { withTimezone: true }),
    /** The guest hid this to-do until then. */
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The guest's price choices (spec 2 §3 Booking prices); the price engine reads them.
    /** Km per day: 100 (included), 200, or 0 for unlimited. */
    kmOption: smallint('km_option').$type<KmOption>().notNull().default(100),
    secondDriver: boolean('second_driver').notNull().default(false),
    /** An insurances.slug; null before the guest chooses. */
    insuranceSlug: text('insurance_slug'),
    cancelInsurance: boolean('cancel_insurance').notNull().default(false),
    rentalCover: boolean('rental_cover').notNull().default(false),
    /** The rental cover provider's quote (minor units), taken when the guest chose the cover; re-quoted when dates or insurance change. */
    rentalCoverPrice: integer('rental_cover_price'),
    /** The provider's reference of that quote, to take out the cover once the booking is paid. */
    rentalCoverReference: text('rental_cover_reference'),
    /** Upper-case coupons.code the guest entered. */
    couponCode: text('coupon_code'),
    /** The camper options chosen, by camper_options.id. */
    options: jsonb('options').$type<Array<{ id: number; quantity: number }>>().notNull().default([]),
  },
  (table) => [
    index('bookings_camper_period_idx').using('gist', table.camperId, table.period),
    // Search: the bookings holding dates over some dates, for every camper at once, by the dates alone.
    index('bookings_confirmed_period_idx').using('gist', table.period).where(sql.raw(HOLDS_DATES_SQL)),
    index('bookings_guest_id_idx').on(table.guestId),
    // The timers job scans the live statuses only.
    index('bookings_status_idx').on(table.status),
    check(
      'bookings_status_check',
      sql.raw(`status IN (${BOOKING_STATUSES.map((status) => `'${status}'`).join(', ')})`),
    ),
    check('bookings_total_price_check', sql`${table.totalPrice} >= 0`),
    check('bookings_hours_check', sql`${table.hourFrom} IN (9, 14) AND ${table.hourTo} IN (12, 20)`),
    check('bookings_travelers_check', sql`${table.travelers} BETWEEN 1 AND 9`),
    check('bookings_km_option_check', sql`${table.kmOption} IN (0, 100, 200)`),
  ],
)

/** One row per status change: who did what, when (the first row, from null, is the request itself). */
export const bookingStatusHistory = pgTable(
  'booking_status_history',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: BOOKING_STATUSES }),
    toStatus: text('to_status', { enum: BOOKING_STATUSES }).notNull(),
    /** The machine event, e.g. owner.accept or timer.trip_started. */
    event: text('event').notNull(),
    /** Null for the server's own events (timers). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('booking_status_history_booking_idx').on(table.bookingId, table.at)],
)

export type BookingRow = typeof bookings.$inferSelect
export type NewBookingRow = typeof bookings.$inferInsert
export type BookingStatusHistoryRow = typeof bookingStatusHistory.$inferSelect
