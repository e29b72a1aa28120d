import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { BOOKING_STATUSES, CONFIRMED_BOOKING_STATUSES } from '../../../domain/booking-status'
import { campers } from './campers'
import { dateRange } from './date-range'
import { users } from './users'

/**
 * A guest's booking of a camper; the minimum search and availabilities need (the bookings issue
 * extends it). Two confirmed bookings of one camper never overlap (EXCLUDE constraint, custom migration).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    camperId: integer('camper_id').notNull().references(() => campers.id, { onDelete: 'restrict' }),
    guestId: integer('guest_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    /** Half-open [date_from, date_to). */
    period: dateRange('period').notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('CREATED'),
    /** Minor units of `currency`. */
    totalPrice: integer('total_price').notNull(),
    currency: text('currency').notNull().default('EUR'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The guest's price choices (spec 2 §3 Booking prices); the price engine reads them.
    /** Departure and return hours (spec 2 §9: 9 or 14, 12 or 20); null keeps the camper's. The bk-core slice adds the same two. */
    hourFrom: smallint('hour_from'),
    hourTo: smallint('hour_to'),
    /** Km per day: 100 (included), 200, or 0 for unlimited. */
    kmOption: smallint('km_option').notNull().default(100),
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
    // Search: the confirmed bookings over some dates, for every camper at once, by the dates alone.
    index('bookings_confirmed_period_idx')
      .using('gist', table.period)
      .where(sql.raw(`status IN (${CONFIRMED_BOOKING_STATUSES.map((status) => `'${status}'`).join(', ')})`)),
    index('bookings_guest_id_idx').on(table.guestId),
    check('bookings_status_check', sql.raw(`status IN (${BOOKING_STATUSES.map((status) => `'${status}'`).join(', ')})`)),
    check('bookings_total_price_check', sql`${table.totalPrice} >= 0`),
    check('bookings_km_option_check', sql`${table.kmOption} IN (0, 100, 200)`),
  ],
)

export type BookingRow = typeof bookings.$inferSelect
export type NewBookingRow = typeof bookings.$inferInsert
