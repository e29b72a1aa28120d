import { sql } from 'drizzle-orm'
import { check, date, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/** A promotion code a guest enters on the price step: a percentage or a fixed amount off, in a window of days. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; guests may type it in any case. */
    code: text('code').notNull(),
    percentOff: smallint('percent_off'),
    /** Minor units of `currency`. */
    amountOff: integer('amount_off'),
    currency: text('currency').notNull().default('EUR'),
    /** Inclusive days. */
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    /** The booking total (before the coupon), minor units, it needs. */
    minAmount: integer('min_amount').notNull().default(0),
    /** null: as many times as guests like. */
    maxUses: integer('max_uses'),
    /** Paid bookings that used it. */
    uses: integer('uses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupons_code_key').on(table.code),
    check('coupons_code_upper_check', sql`${table.code} = upper(${table.code})`),
    check('coupons_one_kind_check', sql`(${table.percentOff} IS NULL) <> (${table.amountOff} IS NULL)`),
    check('coupons_percent_check', sql`${table.percentOff} BETWEEN 1 AND 100`),
    check('coupons_amount_check', sql`${table.amountOff} > 0`),
    check('coupons_dates_check', sql`${table.validFrom} <= ${table.validTo}`),
    check(
      'coupons_uses_check',
      sql`${table.uses} >= 0 AND (${table.maxUses} IS NULL OR ${table.uses} <= ${table.maxUses})`,
    ),
  ],
)

export type CouponRow = typeof coupons.$inferSelect
export type NewCouponRow = typeof coupons.$inferInsert
