import { and, asc, eq, ne } from 'drizzle-orm'
import { daysBetween, toDecimal } from '../../../domain/stay-price'
import type { Database } from '../../db/client'
import {
  camperInsuranceConditions,
  campers,
  INSURANCE_COVERS,
  insurances,
  type InsuranceCover,
  type InsuranceRow,
} from '../../db/schema'
import { ApiError } from '../../http/api-error'

/** An insurance's daily price: the sum of its covers; `none` (the owner's own insurance) costs the guest nothing. */
export function insurancePricePerDay(insurance: InsuranceRow): number {
  return INSURANCE_COVERS.reduce((sum, cover) => sum + insurance.prices[cover], 0)
}

const decimals = (amounts: Record<InsuranceCover, number>, override: Partial<Record<InsuranceCover, number>> = {}) => ({
  damage_to_vehicle: toDecimal(override.damage_to_vehicle ?? amounts.damage_to_vehicle),
  damage_high_part: toDecimal(override.damage_high_part ?? amounts.damage_high_part),
  burglary: toDecimal(override.burglary ?? amounts.burglary),
  broken_glass: toDecimal(override.broken_glass ?? amounts.broken_glass),
  objects_protection: toDecimal(override.objects_protection ?? amounts.objects_protection),
})

/** Spec 2 §3 Insurance on the wire. */
export function insuranceWire(insurance: InsuranceRow) {
  return {
    slug: insurance.slug,
    name: insurance.name,
    is_reinforced: insurance.isReinforced,
    currency: insurance.currency,
    price_per_day: toDecimal(insurancePricePerDay(insurance)),
    prices: decimals(insurance.prices),
    deductibles: decimals(insurance.deductibles),
    min_driver_age: insurance.minDriverAge,
    min_licence_years: insurance.minLicenceYears,
  }
}

async function activeInsurance(db: Database, slug: string) {
  const [insurance] = await db
    .select()
    .from(insurances)
    .where(and(eq(insurances.slug, slug), eq(insurances.active, true)))
  if (!insurance) throw ApiError.notFound()
  return insurance
}

/** GET /3/insurance/{slug}/. */
export async function getInsurance(db: Database, slug: string) {
  return insuranceWire(await activeInsurance(db, slug))
}

/** GET /3/insurance/similar/{slug}/: the other insurances of the same level (reinforced or not), in display order. */
export async function similarInsurances(db: Database, slug: string) {
  const insurance = await activeInsurance(db, slug)
  const rows = await db
    .select()
    .from(insurances)
    .where(
      and(
        eq(insurances.active, true),
        eq(insurances.isReinforced, insurance.isReinforced),
        ne(insurances.slug, slug),
        ne(insurances.slug, 'none'),
      ),
    )
    .orderBy(asc(insurances.position))
  return { results: rows.map(insuranceWire) }
}

/**
 * GET /3/insurance/?camper_id&date_from&date_to: the choices for a trip with their total over its days. The owner's own
 * insurance (`none`) is a choice only when the owner registered it (camper_insurance_conditions), with its deductible.
 */
export async function insuranceChoices(db: Database, camperId: number, dateFrom: string, dateTo: string) {
  const [camper] = await db
    .select({ id: campers.id, currency: campers.currency, status: campers.status })
    .from(campers)
    .where(eq(campers.id, camperId))
  if (!camper || camper.status === 'deleted' || camper.status === 'deleted_owner') throw ApiError.notFound()
  const [rows, [own]] = await Promise.all([
    db.select().from(insurances).where(eq(insurances.active, true)).orderBy(asc(insurances.position)),
    db.select().from(camperInsuranceConditions).where(eq(camperInsuranceConditions.camperId, camperId)),
  ])
  const nbDays = daysBetween(dateFrom, dateTo)
  const choices = rows
    .filter((insurance) => insurance.slug !== 'none' || own !== undefined)
    .map((insurance) => {
      const wire = insuranceWire(insurance)
      if (insurance.slug !== 'none' || !own)
        return { ...wire, price_total: toDecimal(insurancePricePerDay(insurance) * nbDays) }
      // The owner's own insurance: their deductible and driver conditions.
      return {
        ...wire,
        min_driver_age: own.minDriverAge,
        min_licence_years: own.minLicenceYears,
        deductibles: decimals(insurance.deductibles, {
          damage_to_vehicle: own.deductible,
          damage_high_part: own.deductible,
        }),
        price_total: toDecimal(0),
      }
    })
  return {
    camper_id: camperId,
    date_from: dateFrom,
    date_to: dateTo,
    nb_days: nbDays,
    currency: camper.currency,
    choices,
  }
}
