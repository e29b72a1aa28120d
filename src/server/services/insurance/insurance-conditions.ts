import { eq } from 'drizzle-orm'
import { ageOn } from '../../../domain/age-rules'
import { toDecimal } from '../../../domain/stay-price'
import type { Database } from '../../db/client'
import {
  bookingInsuranceConditions,
  bookings,
  camperInsuranceConditions,
  campers,
  insurances,
  type BookingInsuranceConditionsRow,
  type BookingRow,
  type CamperInsuranceConditionsRow,
} from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { guestBooking, rangeDays, type Actor } from '../booking-prices/booking-access'

/** An uploaded proof or policy: its bytes and what the browser said it is. */
export interface UploadedDocument {
  name: string
  type: string
  bytes: Uint8Array
}

const documentMeta = (row: {
  documentName: string | null
  documentType: string | null
  document: Uint8Array | null
}) =>
  row.document && row.documentName
    ? {
        name: row.documentName,
        content_type: row.documentType ?? 'application/octet-stream',
        size: row.document.byteLength,
      }
    : null

/** The age and licence years the booking's insurance asks for: the owner's own for `none`, else the chosen insurance's. */
async function requirements(db: Database, booking: BookingRow) {
  if (!booking.insuranceSlug) return null
  if (booking.insuranceSlug === 'none') {
    const [own] = await db
      .select()
      .from(camperInsuranceConditions)
      .where(eq(camperInsuranceConditions.camperId, booking.camperId))
    return own ? { minDriverAge: own.minDriverAge, minLicenceYears: own.minLicenceYears } : null
  }
  const [insurance] = await db.select().from(insurances).where(eq(insurances.slug, booking.insuranceSlug))
  return insurance ? { minDriverAge: insurance.minDriverAge, minLicenceYears: insurance.minLicenceYears } : null
}

/** What the driver misses against the booking's insurance on the first day of the trip (empty: the conditions are met). */
async function problemsOf(db: Database, booking: BookingRow, row: BookingInsuranceConditionsRow): Promise<string[]> {
  const needed = await requirements(db, booking)
  if (!needed) return ['Choose an insurance first.']
  const start = rangeDays(booking.period).dateFrom
  const problems: string[] = []
  if (ageOn(row.driverBirthDate, start) < needed.minDriverAge)
    problems.push(`The driver must be at least ${needed.minDriverAge} years old.`)
  if (ageOn(row.licenceDate, start) < needed.minLicenceYears)
    problems.push(`The driver must have held a licence for ${needed.minLicenceYears} years.`)
  return problems
}

async function bookingConditionsWire(db: Database, booking: BookingRow, row: BookingInsuranceConditionsRow) {
  const problems = await problemsOf(db, booking, row)
  return {
    booking_pk: booking.id,
    insurance: booking.insuranceSlug,
    driver_birth_date: row.driverBirthDate,
    licence_date: row.licenceDate,
    licence_category: row.licenceCategory,
    document: documentMeta(row),
    conditions_met: problems.length === 0,
    problems,
    updated_at: row.updatedAt.toISOString(),
  }
}

const loadBookingConditions = async (db: Database, bookingId: number) =>
  (await db.select().from(bookingInsuranceConditions).where(eq(bookingInsuranceConditions.bookingId, bookingId)))[0]

/** GET /3/insurance/condition/{id}/: the guest's answers for booking `id`. */
export async function getBookingConditions(db: Database, bookingId: number, actor: Actor) {
  const booking = await guestBooking(db, bookingId, actor)
  const row = await loadBookingConditions(db, bookingId)
  if (!row) throw ApiError.notFound('No insurance conditions recorded for this booking yet.')
  return bookingConditionsWire(db, booking, row)
}

export interface BookingConditionsInput {
  driver_birth_date?: string
  licence_date?: string
  licence_category?: 'B' | 'C'
  document?: UploadedDocument
}

/** POST (create: every field) or PATCH (change some) /3/insurance/condition/{id}/. */
export async function saveBookingConditions(
  db: Database,
  bookingId: number,
  actor: Actor,
  input: BookingConditionsInput,
  mode: 'create' | 'update',
) {
  return db.transaction(async (tx) => {
    const booking = await guestBooking(tx, bookingId, actor, 'change')
    const existing = await loadBookingConditions(tx, bookingId)
    if (mode === 'create' && existing)
      throw ApiError.fields({
        non_field_errors: ['Insurance conditions are already recorded for this booking: change them with PATCH.'],
      })
    if (mode === 'update' && !existing)
      throw ApiError.notFound('No insurance conditions recorded for this booking yet.')
    const merged = {
      driverBirthDate: input.driver_birth_date ?? existing?.driverBirthDate,
      licenceDate: input.licence_date ?? existing?.licenceDate,
      licenceCategory: input.licence_category ?? existing?.licenceCategory,
    }
    const missing = Object.entries({
      driver_birth_date: merged.driverBirthDate,
      licence_date: merged.licenceDate,
      licence_category: merged.licenceCategory,
    }).filter(([, value]) => value === undefined)
    if (missing.length > 0)
      throw ApiError.fields(Object.fromEntries(missing.map(([field]) => [field, ['This field is required.']])))
    if (merged.licenceDate! <= merged.driverBirthDate!)
      throw ApiError.fields({ licence_date: ['The licence date must be after the birth date.'] })
    const values = {
      bookingId,
      driverBirthDate: merged.driverBirthDate!,
      licenceDate: merged.licenceDate!,
      licenceCategory: merged.licenceCategory!,
      updatedBy: actor.userId,
      updatedAt: new Date(),
      ...(input.document
        ? { documentName: input.document.name, documentType: input.document.type, document: input.document.bytes }
        : {}),
    }
    const [row] = await tx
      .insert(bookingInsuranceConditions)
      .values(values)
      .onConflictDoUpdate({ target: bookingInsuranceConditions.bookingId, set: values })
      .returning()
    return bookingConditionsWire(tx, booking, row!)
  })
}

export interface StoredDocument {
  name: string
  type: string
  bytes: Uint8Array
}

/** GET /3/insurance/condition/{id}/document/: the driver's proof, for the booking's guest or staff. */
export async function bookingConditionsDocument(
  db: Database,
  bookingId: number,
  actor: Actor,
): Promise<StoredDocument> {
  await guestBooking(db, bookingId, actor)
  const row = await loadBookingConditions(db, bookingId)
  if (!row?.document || !row.documentName) throw ApiError.notFound('No document uploaded for this booking.')
  return { name: row.documentName, type: row.documentType ?? 'application/octet-stream', bytes: row.document }
}

/**
 * Whether the booking's driver meets its insurance's conditions. The payments slice refuses confirm with
 * INSURANCE_CONDITIONS_NOT_MET when this is false.
 */
export async function insuranceConditionsMet(db: Database, bookingId: number): Promise<boolean> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId))
  const row = await loadBookingConditions(db, bookingId)
  if (!booking || !row) return false
  return (await problemsOf(db, booking, row)).length === 0
}

/** Whether the driver conditions the guest gave meet the insurer's; null when the guest gave none yet. */
export async function givenConditionsMet(db: Database, bookingId: number): Promise<boolean | null> {
  const row = await loadBookingConditions(db, bookingId)
  if (!row) return null
  return insuranceConditionsMet(db, bookingId)
}

function camperConditionsWire(row: CamperInsuranceConditionsRow, currency: string) {
  return {
    camper_id: row.camperId,
    insurer_name: row.insurerName,
    policy_number: row.policyNumber,
    min_driver_age: row.minDriverAge,
    min_licence_years: row.minLicenceYears,
    deductible: toDecimal(row.deductible),
    currency,
    document: documentMeta(row),
    updated_at: row.updatedAt.toISOString(),
  }
}

async function listedCamper(db: Database, camperId: number) {
  const [camper] = await db
    .select({ id: campers.id, ownerId: campers.ownerId, currency: campers.currency, status: campers.status })
    .from(campers)
    .where(eq(campers.id, camperId))
  if (!camper || camper.status === 'deleted' || camper.status === 'deleted_owner') throw ApiError.notFound()
  return camper
}

const loadCamperConditions = async (db: Database, camperId: number) =>
  (await db.select().from(camperInsuranceConditions).where(eq(camperInsuranceConditions.camperId, camperId)))[0]

/** GET /3/insurance/condition/product/{id}/: the owner's own insurance for camper `id` (guests read it before choosing `none`). */
export async function getCamperConditions(db: Database, camperId: number) {
  const camper = await listedCamper(db, camperId)
  const row = await loadCamperConditions(db, camperId)
  if (!row) throw ApiError.notFound('The owner has registered no insurance of their own for this vehicle.')
  return camperConditionsWire(row, camper.currency)
}

export interface CamperConditionsInput {
  insurer_name?: string
  policy_number?: string
  min_driver_age?: number
  min_licence_years?: number
  /** Minor units. */
  deductible?: number
  document?: UploadedDocument
}

/** POST or PATCH /3/insurance/condition/product/{id}/: only the camper's owner (or staff). */
export async function saveCamperConditions(
  db: Database,
  camperId: number,
  actor: Actor,
  input: CamperConditionsInput,
  mode: 'create' | 'update',
) {
  const camper = await listedCamper(db, camperId)
  if (camper.ownerId !== actor.userId && !actor.isStaff)
    throw ApiError.detail(403, 'You do not have permission to perform this action.', 'forbidden')
  const existing = await loadCamperConditions(db, camperId)
  if (mode === 'create' && existing)
    throw ApiError.fields({ non_field_errors: ['This vehicle’s insurance is already recorded: change it with PATCH.'] })
  if (mode === 'update' && !existing)
    throw ApiError.notFound('The owner has registered no insurance of their own for this vehicle.')
  const merged = {
    insurerName: input.insurer_name ?? existing?.insurerName,
    policyNumber: input.policy_number ?? existing?.policyNumber,
    minDriverAge: input.min_driver_age ?? existing?.minDriverAge,
    minLicenceYears: input.min_licence_years ?? existing?.minLicenceYears,
    deductible: input.deductible ?? existing?.deductible,
  }
  const fieldNames: Record<keyof typeof merged, string> = {
    insurerName: 'insurer_name',
    policyNumber: 'policy_number',
    minDriverAge: 'min_driver_age',
    minLicenceYears: 'min_licence_years',
    deductible: 'deductible',
  }
  const missing = (Object.keys(merged) as Array<keyof typeof merged>).filter((key) => merged[key] === undefined)
  if (missing.length > 0)
    throw ApiError.fields(Object.fromEntries(missing.map((key) => [fieldNames[key], ['This field is required.']])))
  const values = {
    camperId,
    insurerName: merged.insurerName!,
    policyNumber: merged.policyNumber!,
    minDriverAge: merged.minDriverAge!,
    minLicenceYears: merged.minLicenceYears!,
    deductible: merged.deductible!,
    updatedAt: new Date(),
    ...(input.document
      ? { documentName: input.document.name, documentType: input.document.type, document: input.document.bytes }
      : {}),
  }
  const [row] = await db
    .insert(camperInsuranceConditions)
    .values(values)
    .onConflictDoUpdate({ target: camperInsuranceConditions.camperId, set: values })
    .returning()
  return camperConditionsWire(row!, camper.currency)
}

/** GET /3/insurance/condition/product/{id}/document/: the owner's policy, for the owner or staff. */
export async function camperConditionsDocument(db: Database, camperId: number, actor: Actor): Promise<StoredDocument> {
  const camper = await listedCamper(db, camperId)
  if (camper.ownerId !== actor.userId && !actor.isStaff)
    throw ApiError.detail(403, 'You do not have permission to perform this action.', 'forbidden')
  const row = await loadCamperConditions(db, camperId)
  if (!row?.document || !row.documentName) throw ApiError.notFound('No policy document uploaded for this vehicle.')
  return { name: row.documentName, type: row.documentType ?? 'application/octet-stream', bytes: row.document }
}
