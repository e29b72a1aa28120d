import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { bookings } from './bookings'
import { bytea } from './bytea'
import { campers } from './campers'
import { users } from './users'

/** Spec 2 §3 Insurance: the covers each insurance prices per day. */
export const INSURANCE_COVERS = [
  'damage_to_vehicle',
  'damage_high_part',
  'burglary',
  'broken_glass',
  'objects_protection',
] as const
export type InsuranceCover = (typeof INSURANCE_COVERS)[number]

/**
 * An insurance a guest can choose for a trip. Each cover has a daily price (minor units) and a deductible the guest pays on a
 * claim. The slug `none` is the owner's own insurance: free, and its conditions are the owner's (camper_insurance_conditions).
 */
export const insurances = pgTable(
  'insurances',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    isReinforced: boolean('is_reinforced').notNull().default(false),
    /** Order on the insurance step. */
    position: smallint('position').notNull().default(0),
    currency: text('currency').notNull().default('EUR'),
    /** Minor units per day, by cover. */
    prices: jsonb('prices').$type<Record<InsuranceCover, number>>().notNull(),
    /** Minor units the guest pays on a claim, by cover. */
    deductibles: jsonb('deductibles').$type<Record<InsuranceCover, number>>().notNull(),
    /** Drivers must be at least this old and have held their licence this many years. */
    minDriverAge: smallint('min_driver_age').notNull().default(21),
    minLicenceYears: smallint('min_licence_years').notNull().default(2),
    active: boolean('active').notNull().default(true),
  },
  (table) => [uniqueIndex('insurances_slug_key').on(table.slug)],
)

/** The guest's answers to the insurance conditions of one booking, and the document that proves them. */
export const bookingInsuranceConditions = pgTable(
  'booking_insurance_conditions',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    driverBirthDate: date('driver_birth_date', { mode: 'string' }).notNull(),
    licenceDate: date('licence_date', { mode: 'string' }).notNull(),
    /** Spec 2 §9: B or C. */
    licenceCategory: text('licence_category', { enum: ['B', 'C'] }).notNull(),
    documentName: text('document_name'),
    documentType: text('document_type'),
    document: bytea('document'),
    updatedBy: integer('updated_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('booking_insurance_conditions_dates_check', sql`${table.driverBirthDate} < ${table.licenceDate}`)],
)

/** An owner's own insurance for a camper (insurance `none`): the conditions drivers must meet and the policy document. */
export const camperInsuranceConditions = pgTable(
  'camper_insurance_conditions',
  {
    camperId: integer('camper_id')
      .primaryKey()
      .references(() => campers.id, { onDelete: 'cascade' }),
    insurerName: text('insurer_name').notNull(),
    policyNumber: text('policy_number').notNull(),
    minDriverAge: smallint('min_driver_age').notNull(),
    minLicenceYears: smallint('min_licence_years').notNull(),
    /** Minor units of the camper's currency the guest pays on a claim. */
    deductible: integer('deductible').notNull(),
    documentName: text('document_name'),
    documentType: text('document_type'),
    document: bytea('document'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('camper_insurance_conditions_age_check', sql`${table.minDriverAge} BETWEEN 18 AND 99`),
    check('camper_insurance_conditions_licence_check', sql`${table.minLicenceYears} BETWEEN 0 AND 50`),
    check('camper_insurance_conditions_deductible_check', sql`${table.deductible} >= 0`),
  ],
)

export type InsuranceRow = typeof insurances.$inferSelect
export type NewInsuranceRow = typeof insurances.$inferInsert
export type BookingInsuranceConditionsRow = typeof bookingInsuranceConditions.$inferSelect
export type CamperInsuranceConditionsRow = typeof camperInsuranceConditions.$inferSelect
