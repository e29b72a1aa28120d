import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import {
  EXTENSION_STATES,
  LICENCE_CATEGORIES,
  OPEN_EXTENSION_STATES,
  OPEN_UPGRADE_STATES,
  UPGRADE_KINDS,
  UPGRADE_STATES,
} from '../../../domain/booking-extras'
import type { PriceLines } from '../../../domain/price-lines'
import { bookings } from './bookings'

const inList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ')

/**
 * A guest's request to extend a booking (spec 2 §3 extension requests): the extras asked, the trip's dates
 * once applied, and its price. State changes go through machines/extension.machine.ts.
 */
export const bookingExtensions = pgTable(
  'booking_extensions',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    state: text('state', { enum: EXTENSION_STATES }).notNull().default('CREATED'),
    dayBefore: smallint('day_before').notNull().default(0),
    dayAfter: smallint('day_after').notNull().default(0),
    /** Moves the whole trip by this many days (negative: earlier). */
    daySlide: smallint('day_slide').notNull().default(0),
    km200: boolean('km_200').notNull().default(false),
    kmUnlimited: boolean('km_unlimited').notNull().default(false),
    /** The trip's half-open [date_from, date_to) once the extension applies. */
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    /** What the guest pays, in minor units of `currency`. */
    priceTotal: integer('price_total').notNull(),
    /** What it adds to the owner's income, in minor units of `currency`. */
    earnings: integer('earnings').notNull(),
    /** What it adds to the booking's price lines once paid (tripChangeLines); null for requests made before. */
    priceLines: jsonb('price_lines').$type<PriceLines>(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('booking_extensions_booking_id_idx').on(table.bookingId),
    // One open request per booking: a second one waits until the first is paid, refused or withdrawn.
    uniqueIndex('booking_extensions_one_open_key')
      .on(table.bookingId)
      .where(sql.raw(`state IN (${inList(OPEN_EXTENSION_STATES)})`)),
    check('booking_extensions_state_check', sql.raw(`state IN (${inList(EXTENSION_STATES)})`)),
    check('booking_extensions_days_check', sql`${table.dayBefore} >= 0 AND ${table.dayAfter} >= 0`),
    check('booking_extensions_dates_check', sql`${table.dateFrom} < ${table.dateTo}`),
    check('booking_extensions_price_check', sql`${table.priceTotal} >= 0 AND ${table.earnings} >= 0`),
  ],
)

/**
 * A guest's upgrade of a booking (spec 2 §3, §6): a second driver, or the deductible buy-back (a switch to a reinforced
 * insurance). State changes go through machines/upgrade.machine.ts.
 */
export const bookingUpgrades = pgTable(
  'booking_upgrades',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    state: text('state', { enum: UPGRADE_STATES }).notNull().default('CREATED'),
    kind: text('kind', { enum: UPGRADE_KINDS }).notNull().default('second_driver'),
    // second_driver only.
    secondDriverFirstName: text('second_driver_first_name'),
    secondDriverLastName: text('second_driver_last_name'),
    secondDriverLicenceNumber: text('second_driver_licence_number'),
    /** Spec 2 §9: B or C. */
    secondDriverLicenceCategory: text('second_driver_licence_category', { enum: LICENCE_CATEGORIES }),
    // buyback only: the reinforced insurances.slug the trip switches to once paid, and the one it had when asked.
    insuranceSlug: text('insurance_slug'),
    previousInsuranceSlug: text('previous_insurance_slug'),
    /** What the guest pays, minor units of `currency`: the referential's second driver fee, or the buy-back's price when asked. */
    price: integer('price').notNull(),
    /** What it adds to the booking's price lines once paid; null for requests made before. */
    priceLines: jsonb('price_lines').$type<PriceLines>(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('booking_upgrades_booking_id_idx').on(table.bookingId),
    uniqueIndex('booking_upgrades_one_open_key')
      .on(table.bookingId)
      .where(sql.raw(`state IN (${inList(OPEN_UPGRADE_STATES)})`)),
    check('booking_upgrades_state_check', sql.raw(`state IN (${inList(UPGRADE_STATES)})`)),
    check(
      'booking_upgrades_licence_category_check',
      sql.raw(`second_driver_licence_category IN (${inList(LICENCE_CATEGORIES)})`),
    ),
    check('booking_upgrades_kind_check', sql.raw(`kind IN (${inList(UPGRADE_KINDS)})`)),
    check(
      'booking_upgrades_kind_fields_check',
      sql`(${table.kind} = 'second_driver' AND ${table.secondDriverFirstName} IS NOT NULL AND ${table.secondDriverLastName} IS NOT NULL
        AND ${table.secondDriverLicenceNumber} IS NOT NULL AND ${table.secondDriverLicenceCategory} IS NOT NULL)
        OR (${table.kind} = 'buyback' AND ${table.insuranceSlug} IS NOT NULL AND ${table.previousInsuranceSlug} IS NOT NULL)`,
    ),
    check('booking_upgrades_price_check', sql`${table.price} >= 0`),
  ],
)

export type BookingExtensionRow = typeof bookingExtensions.$inferSelect
export type BookingUpgradeRow = typeof bookingUpgrades.$inferSelect
