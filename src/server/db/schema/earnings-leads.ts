import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import type { ComparableCriterion } from '../../../domain/earnings-estimate'
import { users } from './users'

/** Where prospective owners come from (a campaign, a partner): the earnings simulator's lead_source query names one. */
export const leadSources = pgTable('lead_sources', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** How a simulation was estimated (the answer's `estimation`). */
export interface SimulationEstimation {
  comparables: number
  criteria: ComparableCriterion[]
  occupancy_rate: number
  offered_days: number
}

/** One earnings simulation (a lead): the visitor's answers and what the simulator answered (spec 2 §3). */
export const earningsSimulations = pgTable(
  'earnings_simulations',
  {
    id: serial('id').primaryKey(),
    /** Handed to the visitor: signing up with it attaches the simulation to the new account. */
    reference: uuid('reference').notNull().unique().defaultRandom(),
    /** The signed-in visitor who simulated, or who signed up from it; null for an anonymous visitor. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    leadSourceId: integer('lead_source_id').references(() => leadSources.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    country: text('country').notNull().default(''),
    isProfessional: boolean('is_professional').notNull(),
    /** Spec 1 §9 vehicle type id, 1 to 7. */
    vehicleType: smallint('vehicle_type').notNull(),
    vehicleAvailability: text('vehicle_availability', { enum: ['all_year', 'some_weeks'] }).notNull(),
    vehicleRegistrationCountry: text('vehicle_registration_country').notNull(),
    numberOfWeeks: smallint('number_of_weeks'),
    numberOfWeekends: smallint('number_of_weekends'),
    vehicleRegisteredYear: smallint('vehicle_registered_year'),
    numberOfSeats: smallint('number_of_seats'),
    /** Whole units of `currency`. */
    minDaily: integer('min_daily').notNull(),
    maxDaily: integer('max_daily').notNull(),
    minYearly: integer('min_yearly').notNull(),
    maxYearly: integer('max_yearly').notNull(),
    currency: text('currency').notNull(),
    estimation: jsonb('estimation').$type<SimulationEstimation>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('earnings_simulations_user_id_idx').on(table.userId),
    check('earnings_simulations_vehicle_type_check', sql`${table.vehicleType} BETWEEN 1 AND 7`),
  ],
)

/** The leads the built-in CRM sandbox received (the stand-in for HubSpot): one row per push. */
export const crmSandboxPushes = pgTable('crm_sandbox_pushes', {
  id: serial('id').primaryKey(),
  crm: text('crm').notNull(),
  /** The contact's e-mail, as the CRM keys contacts. */
  email: text('email').notNull(),
  properties: jsonb('properties').$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export type EarningsSimulationRow = typeof earningsSimulations.$inferSelect
export type NewEarningsSimulationRow = typeof earningsSimulations.$inferInsert
