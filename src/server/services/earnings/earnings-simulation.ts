import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import { subDays } from 'date-fns'
import type { Database } from '../../db/client'
import { earningsSimulations, leadSources, type SimulationEstimation } from '../../db/schema'
import { CONFIRMED_BOOKING_STATUSES } from '../../../domain/booking-status'
import {
  AGE_TOLERANCE_YEARS,
  comparableLevels,
  ESTIMATE_WINDOW_DAYS,
  estimateEarnings,
  MIN_COMPARABLES,
  offeredDays,
  SEATS_TOLERANCE,
  type Comparable,
  type ComparableCriterion,
  type EarningsEstimate,
} from '../../../domain/earnings-estimate'
import { EARNINGS_VEHICLE_TYPES, type EarningsSimulationRequest } from '../../../domain/earnings-steps'
import { ApiError } from '../../http/api-error'

export interface SimulationAnswer {
  reference: string
  min_daily: number
  max_daily: number
  min_yearly: number
  max_yearly: number
  currency: string
  estimation: SimulationEstimation
}

/** GET /v4/leads/lead-sources/{id}/: a known lead source, else 404. */
export async function getLeadSource(db: Database, id: number) {
  const [source] = await db
    .select({ id: leadSources.id, name: leadSources.name })
    .from(leadSources)
    .where(eq(leadSources.id, id))
    .limit(1)
  if (!source) throw ApiError.notFound()
  return source
}

/** Spec 1 §9 vehicle type id (1 to 7) of a slug. */
export const vehicleTypeId = (slug: EarningsSimulationRequest['vehicle_type']) =>
  EARNINGS_VEHICLE_TYPES.indexOf(slug) + 1

export const toDay = (date: Date) => date.toISOString().slice(0, 10)
const overlap = (range: SQL, from: string, to: string) =>
  sql`GREATEST(0, LEAST(upper(${range}), ${to}::date) - GREATEST(lower(${range}), ${from}::date))`

/**
 * The published campers matching `criteria`, each with its average daily price over [from, to) (its calendar's
 * price on the days a priced period covers, its own price on the others) and the days confirmed bookings held.
 */
/** What comparables are matched on: a vehicle type id (1 to 7), a country code, and optionally seats and a registration year. */
export interface ComparableQuery {
  vehicleType: number
  country: string
  seats?: number
  registeredYear?: number
}

export async function findComparables(
  db: Database,
  query: ComparableQuery,
  criteria: ComparableCriterion[],
  from: string,
  to: string,
): Promise<Comparable[]> {
  const where: SQL[] = [sql`c.status IN ('published', 'bookable')`]
  for (const criterion of criteria) {
    if (criterion === 'vehicle_type') where.push(sql`c.vehicle_type = ${query.vehicleType}`)
    if (criterion === 'country') where.push(sql`c.address_country = ${query.country}`)
    if (criterion === 'seats')
      where.push(sql`c.seats BETWEEN ${query.seats! - SEATS_TOLERANCE} AND ${query.seats! + SEATS_TOLERANCE}`)
    if (criterion === 'age')
      where.push(
        sql`c.year BETWEEN ${query.registeredYear! - AGE_TOLERANCE_YEARS} AND ${query.registeredYear! + AGE_TOLERANCE_YEARS}`,
      )
  }
  const statuses = sql.join(
    CONFIRMED_BOOKING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )
  const window = sql`daterange(${from}::date, ${to}::date, '[)')`
  const result = (await db.execute(sql`
    SELECT c.currency,
      (COALESCE(priced.total, 0) + (${ESTIMATE_WINDOW_DAYS} - COALESCE(priced.days, 0)) * c.price_per_day)::float8 / ${ESTIMATE_WINDOW_DAYS} AS average_daily_price,
      COALESCE(booked.days, 0)::int AS booked_days
    FROM campers c
    LEFT JOIN LATERAL (
      SELECT SUM(${overlap(sql`cp.period`, from, to)})::int AS days, SUM(${overlap(sql`cp.period`, from, to)} * cp.price_per_day)::float8 AS total
      FROM calendar_periods cp WHERE cp.camper_id = c.id AND cp.price_per_day IS NOT NULL AND cp.period && ${window}
    ) priced ON true
    LEFT JOIN LATERAL (
      SELECT SUM(${overlap(sql`b.period`, from, to)})::int AS days
      FROM bookings b WHERE b.camper_id = c.id AND b.status IN (${statuses}) AND b.period && ${window}
    ) booked ON true
    WHERE ${sql.join(where, sql` AND `)}
  `)) as unknown as { rows: Array<{ currency: string; average_daily_price: number; booked_days: number }> }
  return result.rows.map((row) => ({
    currency: row.currency,
    averageDailyPrice: Number(row.average_daily_price),
    bookedDays: Number(row.booked_days),
  }))
}

/**
 * The estimate from the strictest level of comparables that has at least MIN_COMPARABLES campers of one currency
 * (see src/domain/earnings-estimate.ts for the widening order); the loosest level with any camper otherwise.
 */
export async function estimateFromMarketplace(db: Database, request: EarningsSimulationRequest, today: Date) {
  const from = toDay(subDays(today, ESTIMATE_WINDOW_DAYS))
  const to = toDay(today)
  const days = offeredDays(request.vehicle_availability, request.number_of_weeks ?? 0, request.number_of_weekends ?? 0)
  const levels = comparableLevels({
    seats: request.number_of_seats !== undefined,
    age: request.vehicle_registered_year !== undefined,
  })
  const query: ComparableQuery = {
    vehicleType: vehicleTypeId(request.vehicle_type),
    country: request.vehicle_registration_country,
    seats: request.number_of_seats,
    registeredYear: request.vehicle_registered_year,
  }
  let best: { estimate: EarningsEstimate; criteria: ComparableCriterion[] } | null = null
  for (const criteria of levels) {
    const estimate = estimateEarnings(await findComparables(db, query, criteria, from, to), days)
    if (estimate && !best) best = { estimate, criteria }
    if (estimate && estimate.comparables >= MIN_COMPARABLES) return { estimate, criteria }
    // A wider level with more comparables beats a strict one with too few.
    if (estimate && best && estimate.comparables > best.estimate.comparables) best = { estimate, criteria }
  }
  if (!best)
    throw ApiError.detail(503, 'There are not enough published campers yet to estimate earnings.', 'no_comparables')
  return best
}

/** POST /v4/campers/earnings-simulation/: estimates, stores the simulation (the lead), answers the range. */
export async function simulateEarnings(
  db: Database,
  request: EarningsSimulationRequest,
  userId: number | null,
  today = new Date(),
): Promise<SimulationAnswer> {
  if (request.lead_source !== undefined) {
    const [source] = await db
      .select({ id: leadSources.id })
      .from(leadSources)
      .where(eq(leadSources.id, request.lead_source))
      .limit(1)
    if (!source) throw ApiError.fields({ lead_source: ['Unknown lead source.'] })
  }
  const { estimate, criteria } = await estimateFromMarketplace(db, request, today)
  const estimation: SimulationEstimation = {
    comparables: estimate.comparables,
    criteria,
    occupancy_rate: estimate.occupancyRate,
    offered_days: estimate.offeredDays,
  }
  const [row] = await db
    .insert(earningsSimulations)
    .values({
      userId,
      leadSourceId: request.lead_source ?? null,
      firstName: request.first_name,
      lastName: request.last_name,
      email: request.email,
      phoneNumber: request.phone_number ?? '',
      country: request.country ?? '',
      isProfessional: request.is_professional,
      vehicleType: vehicleTypeId(request.vehicle_type),
      vehicleAvailability: request.vehicle_availability,
      vehicleRegistrationCountry: request.vehicle_registration_country,
      numberOfWeeks: request.number_of_weeks ?? null,
      numberOfWeekends: request.number_of_weekends ?? null,
      vehicleRegisteredYear: request.vehicle_registered_year ?? null,
      numberOfSeats: request.number_of_seats ?? null,
      minDaily: estimate.minDaily,
      maxDaily: estimate.maxDaily,
      minYearly: estimate.minYearly,
      maxYearly: estimate.maxYearly,
      currency: estimate.currency,
      estimation,
    })
    .returning({ reference: earningsSimulations.reference })
  return {
    reference: row!.reference,
    min_daily: estimate.minDaily,
    max_daily: estimate.maxDaily,
    min_yearly: estimate.minYearly,
    max_yearly: estimate.maxYearly,
    currency: estimate.currency,
    estimation,
  }
}

/**
 * The user's latest simulation, after attaching the one `reference` names when it was made anonymously (the
 * visitor signed up from its results). A reference of someone else's simulation is refused like an unknown one.
 */
export async function latestSimulationOf(db: Database, userId: number, reference: string | undefined) {
  if (reference !== undefined) {
    const [claimed] = await db
      .update(earningsSimulations)
      .set({ userId })
      .where(
        and(
          eq(earningsSimulations.reference, reference),
          sql`(${earningsSimulations.userId} IS NULL OR ${earningsSimulations.userId} = ${userId})`,
        ),
      )
      .returning({ id: earningsSimulations.id })
    if (!claimed) throw ApiError.fields({ reference: ['Unknown simulation.'] })
  }
  const [latest] = await db
    .select({ simulation: earningsSimulations, leadSource: leadSources.name })
    .from(earningsSimulations)
    .leftJoin(leadSources, eq(leadSources.id, earningsSimulations.leadSourceId))
    .where(eq(earningsSimulations.userId, userId))
    .orderBy(desc(earningsSimulations.createdAt), desc(earningsSimulations.id))
    .limit(1)
  if (!latest) throw ApiError.detail(404, 'This user has no earnings simulation to push.', 'no_simulation')
  return latest
}
