import { and, asc, eq } from 'drizzle-orm'
import { AMENITIES } from '../../../domain/camper-amenities'
import { lockedFieldsIn } from '../../../domain/listing-progress'
import type { Database } from '../../db/client'
import { camperPhotos, camperSleepings, campers, users } from '../../db/schema'
import type { CamperRow, NewCamperRow, SLEEPING_KINDS } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { ownedCamper } from '../listings/owner-listings'
import type { OwnerCaller } from '../listings/owner-listings'
import { toDecimal } from '../listings/money'

/**
 * A vehicle is the vehicle half of its camper row: one vehicle per camper, sharing its id (vehicle_pk = product id).
 * Creating a vehicle creates its camper in `created`, and makes the caller an owner.
 */

const LOCATION_FIELDS = ['city', 'country', 'street', 'zipcode', 'latitude', 'longitude'] as const
type LocationField = (typeof LOCATION_FIELDS)[number]
export type LocationInput = Partial<Record<LocationField, string | number | null>>

export interface EquipmentsInput {
  cooking_energies?: string[] | null
  heating_energies?: string[] | null
  fridge_energies?: string[] | null
  electric_plug_types?: string[] | null
}

export interface VehicleInput {
  type?: number
  seatbelts?: number
  beds?: number
  registration?: string
  registration_country?: string
  date?: string | null
  gvw?: number | null
  height?: number | null
  value?: number | null
  location?: LocationInput | null
  equipments?: EquipmentsInput | null
  amenities?: string[]
}

type LocationError = { code: 'vehicle_missing_location' | 'invalid_place'; field: LocationField; message: string }

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const number = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN

/**
 * Spec 2 §5 "vehicle location errors are shown per field from the location object": every field is required
 * (vehicle_missing_location); a country that is not an ISO code or coordinates off the globe are invalid_place.
 */
export function checkLocation(location: LocationInput | null | undefined): {
  errors: LocationError[]
  columns: Partial<NewCamperRow>
} {
  const errors: LocationError[] = []
  const raw = location ?? {}
  for (const field of LOCATION_FIELDS) {
    const value = raw[field]
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      errors.push({ code: 'vehicle_missing_location', field, message: 'This field is required.' })
    }
  }
  const present = (field: LocationField) => !errors.some((error) => error.field === field)
  const latitude = number(raw.latitude)
  const longitude = number(raw.longitude)
  if (present('country') && !/^[A-Za-z]{2}$/.test(text(raw.country)))
    errors.push({ code: 'invalid_place', field: 'country', message: 'Use a two-letter country code.' })
  if (present('latitude') && !(latitude >= -90 && latitude <= 90))
    errors.push({ code: 'invalid_place', field: 'latitude', message: 'Not a valid latitude.' })
  if (present('longitude') && !(longitude >= -180 && longitude <= 180))
    errors.push({ code: 'invalid_place', field: 'longitude', message: 'Not a valid longitude.' })
  if (errors.length > 0) return { errors, columns: {} }
  return {
    errors,
    columns: {
      addressCity: text(raw.city),
      addressCountry: text(raw.country).toUpperCase(),
      addressStreet: text(raw.street),
      addressZipcode: text(raw.zipcode),
      latitude,
      longitude,
    },
  }
}

/** Spec 2 §3: null equipment lists become empty lists. */
const list = (value: string[] | null | undefined) =>
  (value ?? []).map((item) => item.trim()).filter((item) => item !== '')

function columnsOf(input: VehicleInput): Partial<NewCamperRow> {
  const set: Partial<NewCamperRow> = {}
  if (input.type !== undefined) set.vehicleType = input.type
  if (input.seatbelts !== undefined) set.seats = input.seatbelts
  if (input.beds !== undefined) set.beds = input.beds
  if (input.registration !== undefined) set.registration = input.registration.trim().toUpperCase()
  if (input.registration_country !== undefined) set.registrationCountry = input.registration_country.toUpperCase()
  if (input.date !== undefined) set.registrationDate = input.date
  if (input.gvw !== undefined) set.gvw = input.gvw
  if (input.height !== undefined) set.height = input.height
  if (input.value !== undefined) set.vehicleValue = input.value === null ? null : Math.round(input.value * 100)
  if (input.equipments) {
    const equipments = input.equipments
    if ('cooking_energies' in equipments) set.cookingEnergies = list(equipments.cooking_energies)
    if ('heating_energies' in equipments) set.heatingEnergies = list(equipments.heating_energies)
    if ('fridge_energies' in equipments) set.fridgeEnergies = list(equipments.fridge_energies)
    if ('electric_plug_types' in equipments) set.electricPlugTypes = list(equipments.electric_plug_types)
  }
  // The route admits known keys only; stored once each, in display order.
  if (input.amenities !== undefined) set.amenities = AMENITIES.filter((key) => input.amenities!.includes(key))
  return set
}

const equipmentsView = (camper: CamperRow) => ({
  cooking_energies: camper.cookingEnergies,
  heating_energies: camper.heatingEnergies,
  fridge_energies: camper.fridgeEnergies,
  electric_plug_types: camper.electricPlugTypes,
})

const sleepingView = (row: typeof camperSleepings.$inferSelect) => ({ id: row.id, kind: row.kind, places: row.places })

async function vehicleView(db: Database, camper: CamperRow) {
  const [photos, sleepings] = await Promise.all([
    db
      .select({ id: camperPhotos.id, index: camperPhotos.position })
      .from(camperPhotos)
      .where(eq(camperPhotos.camperId, camper.id))
      .orderBy(asc(camperPhotos.position)),
    db.select().from(camperSleepings).where(eq(camperSleepings.camperId, camper.id)).orderBy(asc(camperSleepings.id)),
  ])
  const hasLocation = camper.addressCity !== '' && camper.latitude !== null && camper.longitude !== null
  return {
    id: camper.id,
    product_id: camper.id,
    type: camper.vehicleType,
    seatbelts: camper.seats,
    beds: camper.beds,
    registration: camper.registration,
    registration_country: camper.registrationCountry,
    date: camper.registrationDate,
    gvw: camper.gvw,
    height: camper.height,
    value: camper.vehicleValue === null ? null : toDecimal(camper.vehicleValue),
    location: hasLocation
      ? {
          city: camper.addressCity,
          country: camper.addressCountry,
          street: camper.addressStreet,
          zipcode: camper.addressZipcode,
          latitude: camper.latitude!,
          longitude: camper.longitude!,
        }
      : null,
    equipments: equipmentsView(camper),
    amenities: camper.amenities,
    sleepings: sleepings.map(sleepingView),
    photos,
    locked_fields: lockedFieldsIn(camper.status, {
      type: 1,
      registration: 1,
      registration_country: 1,
      date: 1,
      gvw: 1,
      value: 1,
    }),
  }
}

export type VehicleView = Awaited<ReturnType<typeof vehicleView>>

function locationErrors(location: LocationInput | null | undefined) {
  const checked = checkLocation(location)
  if (checked.errors.length > 0) throw new ApiError(400, { location: checked.errors })
  return checked.columns
}

export async function createVehicle(db: Database, caller: OwnerCaller, input: VehicleInput & { type: number }) {
  const location = input.location === undefined ? {} : locationErrors(input.location)
  const created = await db.transaction(async (tx) => {
    const [camper] = await tx
      .insert(campers)
      .values({
        ownerId: caller.userId,
        title: '',
        pricePerDay: 0,
        vehicleType: input.type,
        ...columnsOf(input),
        ...location,
      })
      .returning()
    await tx.update(users).set({ isOwner: true }).where(eq(users.id, caller.userId))
    return camper!
  })
  return vehicleView(db, created)
}

export async function getVehicle(db: Database, caller: OwnerCaller, rawId: string) {
  return vehicleView(db, await ownedCamper(db, caller, rawId))
}

export async function patchVehicle(db: Database, caller: OwnerCaller, rawId: string, input: VehicleInput) {
  const camper = await ownedCamper(db, caller, rawId)
  const locked = lockedFieldsIn(camper.status, input as Record<string, unknown>)
  if (locked.length > 0) {
    throw ApiError.fields(
      Object.fromEntries(
        locked.map((field) => [field, ['This field can no longer be changed once the listing was submitted.']]),
      ),
    )
  }
  const set = { ...columnsOf(input), ...(input.location === undefined ? {} : locationErrors(input.location)) }
  if (Object.keys(set).length === 0) return vehicleView(db, camper)
  const [updated] = await db.update(campers).set(set).where(eq(campers.id, camper.id)).returning()
  return vehicleView(db, updated!)
}

export async function getEquipments(db: Database, caller: OwnerCaller, rawId: string) {
  return equipmentsView(await ownedCamper(db, caller, rawId))
}

export async function listSleepings(db: Database, caller: OwnerCaller, rawId: string) {
  const camper = await ownedCamper(db, caller, rawId)
  const rows = await db
    .select()
    .from(camperSleepings)
    .where(eq(camperSleepings.camperId, camper.id))
    .orderBy(asc(camperSleepings.id))
  return rows.map(sleepingView)
}

export async function addSleeping(
  db: Database,
  caller: OwnerCaller,
  rawId: string,
  body: { kind: (typeof SLEEPING_KINDS)[number]; places: number },
) {
  const camper = await ownedCamper(db, caller, rawId)
  const [row] = await db
    .insert(camperSleepings)
    .values({ camperId: camper.id, kind: body.kind, places: body.places })
    .returning()
  return sleepingView(row!)
}

export async function deleteSleeping(db: Database, caller: OwnerCaller, rawId: string, sleepingId: number) {
  const camper = await ownedCamper(db, caller, rawId)
  const deleted = await db
    .delete(camperSleepings)
    .where(and(eq(camperSleepings.id, sleepingId), eq(camperSleepings.camperId, camper.id)))
    .returning({ id: camperSleepings.id })
  if (deleted.length === 0) throw ApiError.notFound()
}
