import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { MIGRATION_STATUSES } from '../../../domain/listing-progress'
import { bitVarying } from './bit-varying'
import { places } from './places'
import { users } from './users'

/** Spec 2 §3 Camper: pets, smoking and going abroad are three-way. */
export const permissionPolicyEnum = pgEnum('permission_policy', ['ALLOWED', 'NOT_ALLOWED', 'ON_DEMAND'])

/** The listing's life: moderation, publication, bookability and the two kinds of removal. */
export const CAMPER_STATUSES = [
  'created',
  'to_moderate',
  'published',
  'bookable',
  'unpublished',
  'unpublished_owner',
  'deleted',
  'deleted_owner',
] as const
export const camperStatusEnum = pgEnum('camper_status', CAMPER_STATUSES)
export const migrationStatusEnum = pgEnum('migration_status', MIGRATION_STATUSES)

/** Spec 1 §9: 1 lowprofile, 2 coachbuilt, 3 A-class, 4 campervan, 5 van, 6 caravan, 7 other. */
export const VEHICLE_TYPES = {
  lowprofile: 1,
  coachbuilt: 2,
  aclass: 3,
  campervan: 4,
  van: 5,
  caravan: 6,
  other: 7,
} as const
export type VehicleType = (typeof VEHICLE_TYPES)[keyof typeof VEHICLE_TYPES]

/** The listing (product) and its vehicle: one row per camper an owner rents out. */
export const campers = pgTable(
  'campers',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    vehicleType: smallint('vehicle_type').notNull(),
    brand: text('brand').notNull().default(''),
    model: text('model').notNull().default(''),
    year: smallint('year'),
    seats: smallint('seats').notNull().default(0),
    beds: smallint('beds').notNull().default(0),
    placeId: integer('place_id').references(() => places.id, { onDelete: 'set null' }),
    addressCity: text('address_city').notNull().default(''),
    addressCountry: text('address_country').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Minor units of `currency`. */
    pricePerDay: integer('price_per_day').notNull(),
    currency: text('currency').notNull().default('EUR'),
    instantBooking: boolean('instant_booking').notNull().default(false),
    petsAllowed: permissionPolicyEnum('pets_allowed').notNull().default('ON_DEMAND'),
    smokingAllowed: permissionPolicyEnum('smoking_allowed').notNull().default('NOT_ALLOWED'),
    abroadAllowed: permissionPolicyEnum('abroad_allowed').notNull().default('ON_DEMAND'),
    /** Minor units of `currency`. */
    depositAmount: integer('deposit_amount').notNull().default(0),
    /** Comma-separated subset of card, check, cash, transfer, others (spec 1 §3). */
    depositMean: text('deposit_mean').notNull().default('card'),
    hourFrom: text('hour_from').notNull().default('14:00'),
    hourTo: text('hour_to').notNull().default('12:00'),
    minDays: smallint('min_days').notNull().default(1),
    maxMonthsFutureRental: smallint('max_months_future_rental').notNull().default(12),
    /** Whether guests may take the unlimited km option (price error 106 otherwise). */
    unlimitedKmAllowed: boolean('unlimited_km_allowed').notNull().default(true),
    /** Days of the week (0 Sunday … 6 Saturday) the owner neither hands over nor takes back the camper (price error 109). */
    closedWeekdays: smallint('closed_weekdays')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    status: camperStatusEnum('status').notNull().default('created'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Kept in step with the published guest reviews of this camper (null without any). */
    reviewAverage: numeric('review_average', { precision: 3, scale: 2, mode: 'number' }),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The days its unavailable calendar periods and confirmed bookings block, one bit a day (1 = blocked) from
     * `blocked_from` to the last blocked day; both null when nothing blocks it. Written only by the triggers of
     * migration 0009 so a search tests availability on the camper row itself, without reading any calendar.
     */
    blockedFrom: date('blocked_from', { mode: 'string' }),
    blockedDays: bitVarying('blocked_days'),
    // The vehicle (spec 2 §3 Vehicle): one per camper, sharing its id (see docs/decisions/2026-11-22-one-vehicle-per-camper.md).
    registration: text('registration').notNull().default(''),
    registrationCountry: text('registration_country').notNull().default(''),
    /** First registration date. */
    registrationDate: date('registration_date', { mode: 'string' }),
    /** Gross vehicle weight, kg. */
    gvw: integer('gvw'),
    /** Height, cm. */
    height: integer('height'),
    /** Declared value, minor units of `currency`. */
    vehicleValue: integer('vehicle_value'),
    addressStreet: text('address_street').notNull().default(''),
    addressZipcode: text('address_zipcode').notNull().default(''),
    cookingEnergies: text('cooking_energies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    heatingEnergies: text('heating_energies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    fridgeEnergies: text('fridge_energies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    electricPlugTypes: text('electric_plug_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Equipment for guests, keys of src/domain/camper-amenities.ts (the listing's "Equipment" section). */
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Languages the owner speaks with guests of this camper (ISO 639-1). */
    languagesSpoken: text('languages_spoken')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    migrationStatus: migrationStatusEnum('migration_status').notNull().default('not_eligible'),
    /** Listing page views by anyone but its owner, and appearances in search results (spec 2 §3 stats). */
    visitCount: integer('visit_count').notNull().default(0),
    printCount: integer('print_count').notNull().default(0),
  },
  (table) => [
    index('campers_owner_id_idx').on(table.ownerId),
    index('campers_place_id_idx').on(table.placeId),
    index('campers_status_idx').on(table.status),
    index('campers_vehicle_type_idx').on(table.vehicleType),
    // The bounding-box prefilter of a search around a point.
    index('campers_latitude_longitude_idx').on(table.latitude, table.longitude),
    // A country place searches by country, not by circle.
    index('campers_address_country_idx').on(table.addressCountry),
    check('campers_vehicle_type_check', sql`${table.vehicleType} BETWEEN 1 AND 7`),
    check('campers_seats_check', sql`${table.seats} BETWEEN 0 AND 9`),
    check('campers_beds_check', sql`${table.beds} BETWEEN 0 AND 9`),
    check('campers_price_per_day_check', sql`${table.pricePerDay} >= 0`),
    check('campers_deposit_amount_check', sql`${table.depositAmount} >= 0`),
    check('campers_min_days_check', sql`${table.minDays} >= 1`),
  ],
)

export const camperPhotos = pgTable(
  'camper_photos',
  {
    id: serial('id').primaryKey(),
    camperId: integer('camper_id')
      .notNull()
      .references(() => campers.id, { onDelete: 'cascade' }),
    /** Where the picture is shown: the gallery size of an upload, or a generated demo illustration (one size fits all). */
    url: text('url').notNull(),
    /** The card size of an upload (null for the demo illustrations: cards then use `url`). */
    cardUrl: text('card_url'),
    position: smallint('position').notNull().default(0),
    /** The uploaded original in the file storage; null for the demo illustrations, which have no sizes. */
    storageKey: text('storage_key'),
    contentType: text('content_type'),
    width: integer('width'),
    height: integer('height'),
    /** Bumped by each rotation or replacement: it is part of the size addresses, so each version is cached for good. */
    version: integer('version').notNull().default(1),
  },
  (table) => [uniqueIndex('camper_photos_camper_position_key').on(table.camperId, table.position)],
)

/** Spec 2 §3 Vehicle sleepings: one sleeping area of the camper and how many it sleeps. */
export const SLEEPING_KINDS = [
  'fixed_bed',
  'convertible_bed',
  'cab_over_bed',
  'bunk_bed',
  'roof_bed',
  'drop_down_bed',
] as const

export const camperSleepings = pgTable(
  'camper_sleepings',
  {
    id: serial('id').primaryKey(),
    camperId: integer('camper_id')
      .notNull()
      .references(() => campers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SLEEPING_KINDS }).notNull(),
    places: smallint('places').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('camper_sleepings_camper_id_idx').on(table.camperId),
    check('camper_sleepings_places_check', sql`${table.places} BETWEEN 1 AND 9`),
  ],
)

/** Every listing status change, with who asked and why (a staff refusal's reason is read back from here). */
export const listingStatusHistory = pgTable(
  'listing_status_history',
  {
    id: serial('id').primaryKey(),
    camperId: integer('camper_id')
      .notNull()
      .references(() => campers.id, { onDelete: 'cascade' }),
    fromStatus: camperStatusEnum('from_status').notNull(),
    toStatus: camperStatusEnum('to_status').notNull(),
    event: text('event').notNull(),
    reason: text('reason'),
    /** The owner's own words, when the reason alone does not say it (a deletion for "other"). */
    comment: text('comment'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('listing_status_history_camper_id_idx').on(table.camperId)],
)

export type CamperRow = typeof campers.$inferSelect
export type NewCamperRow = typeof campers.$inferInsert
export type NewCamperPhotoRow = typeof camperPhotos.$inferInsert
export type CamperPhotoRow = typeof camperPhotos.$inferSelect
export type CamperSleepingRow = typeof camperSleepings.$inferSelect
