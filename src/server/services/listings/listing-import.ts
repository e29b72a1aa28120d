import { eq, max } from 'drizzle-orm'
import { importAllowed, importLockedFields, migrationStatusAfterImport } from '../../../domain/listing-import'
import type { InsuranceField } from '../../../domain/listing-progress'
import type { Database } from '../../db/client'
import { camperPhotos, campers } from '../../db/schema'
import type { NewCamperRow } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { SisterPlatformNotConfiguredError } from '../../providers/sister-platform/sister-platform-provider'
import type {
  SisterListingDetail,
  SisterPlatformProvider,
} from '../../providers/sister-platform/sister-platform-provider'
import { listingNotInValidState, progressOf } from './listing-transitions'
import { toDecimal } from './money'
import { ownedCamper } from './owner-listings'
import type { OwnerCaller } from './owner-listings'

/** What an import writes, by the field names the owner sees on the vehicle and settings pages. */
export const IMPORTED_FIELDS = [
  'title',
  'description',
  'type',
  'brand',
  'model',
  'year',
  'seats',
  'beds',
  'registration',
  'registration_country',
  'date',
  'gvw',
  'height',
  'value',
  'price_per_day',
  'deposit',
  'currency',
  'min_days',
  'address',
  'equipments',
  'pictures',
] as const
export type ImportedField = (typeof IMPORTED_FIELDS)[number]

// A 409, not a 5xx: the request is sound, this server's configuration (SISTER_PLATFORM_PROVIDER=none) refuses it.
const notConfigured = () =>
  ApiError.detail(
    409,
    'No sister platform is configured: listings cannot be imported.',
    'SISTER_PLATFORM_NOT_CONFIGURED',
  )
const unknownListing = () =>
  ApiError.detail(404, 'The sister platform has no listing with this id.', 'SISTER_LISTING_NOT_FOUND')

async function readListing(provider: SisterPlatformProvider, externalId: string): Promise<SisterListingDetail> {
  let listing: SisterListingDetail | null
  try {
    listing = await provider.getListing(externalId)
  } catch (error) {
    if (error instanceof SisterPlatformNotConfiguredError) throw notConfigured()
    throw error
  }
  if (!listing) throw unknownListing()
  return listing
}

/** The camper columns each imported field writes (pictures are rows of their own). */
function columnsOf(listing: SisterListingDetail): Record<Exclude<ImportedField, 'pictures'>, Partial<NewCamperRow>> {
  return {
    title: { title: listing.title.slice(0, 120) },
    description: { description: listing.description.slice(0, 5000) },
    type: { vehicleType: listing.vehicleType },
    brand: { brand: listing.brand },
    model: { model: listing.model },
    year: { year: listing.year },
    seats: { seats: listing.seats },
    beds: { beds: listing.beds },
    registration: { registration: listing.registration },
    registration_country: { registrationCountry: listing.registrationCountry },
    date: { registrationDate: listing.registrationDate },
    gvw: { gvw: listing.gvw },
    height: { height: listing.height },
    value: { vehicleValue: listing.vehicleValue },
    price_per_day: { pricePerDay: listing.pricePerDay },
    deposit: { depositAmount: listing.depositAmount },
    currency: { currency: listing.currency },
    min_days: { minDays: listing.minDays },
    address: {
      addressCity: listing.city,
      addressCountry: listing.country,
      latitude: listing.latitude,
      longitude: listing.longitude,
    },
    equipments: {
      cookingEnergies: listing.cookingEnergies,
      heatingEnergies: listing.heatingEnergies,
      fridgeEnergies: listing.fridgeEnergies,
      electricPlugTypes: listing.electricPlugTypes,
    },
  }
}

function listingView(listing: SisterListingDetail) {
  return {
    external_id: listing.id,
    url: listing.url,
    title: listing.title,
    description: listing.description,
    vehicle_type: listing.vehicleType,
    brand: listing.brand,
    model: listing.model,
    year: listing.year,
    seats: listing.seats,
    beds: listing.beds,
    registration: listing.registration,
    registration_country: listing.registrationCountry,
    registration_date: listing.registrationDate,
    gvw: listing.gvw,
    height: listing.height,
    vehicle_value: listing.vehicleValue === null ? null : toDecimal(listing.vehicleValue),
    price_per_day: toDecimal(listing.pricePerDay),
    deposit: toDecimal(listing.depositAmount),
    currency: listing.currency,
    min_days: listing.minDays,
    city: listing.city,
    country: listing.country,
    cooking_energies: listing.cookingEnergies,
    heating_energies: listing.heatingEnergies,
    fridge_energies: listing.fridgeEnergies,
    electric_plug_types: listing.electricPlugTypes,
    pictures: listing.pictures,
  }
}

const importedOf = (locked: InsuranceField[]) =>
  IMPORTED_FIELDS.filter((field) => !(locked as string[]).includes(field))

/**
 * What importing `externalId` into the caller's camper would do: the sister listing, the fields it would write and
 * the insurance fields the listing's state keeps locked. `importable` is false while the listing is under moderation.
 */
export async function previewListingImport(
  db: Database,
  provider: SisterPlatformProvider,
  caller: OwnerCaller,
  camperId: string,
  externalId: string,
) {
  const camper = await ownedCamper(db, caller, camperId)
  const listing = await readListing(provider, externalId)
  const locked = importLockedFields(camper.status)
  return {
    camper_id: camper.id,
    state: camper.status,
    importable: importAllowed(camper.status),
    listing: listingView(listing),
    imported_fields: importedOf(locked),
    locked_fields: locked,
  }
}

/**
 * Copies the sister listing into the caller's camper: texts, vehicle, prices, rules, address, equipments, and the
 * pictures it does not show yet (after its own). Insurance fields stay as they are once the listing left created;
 * under moderation nothing is written (405). The camper then exists on both platforms: its migration status turns dual.
 */
export async function importListing(
  db: Database,
  provider: SisterPlatformProvider,
  caller: OwnerCaller,
  camperId: string,
  externalId: string,
) {
  const owned = await ownedCamper(db, caller, camperId)
  if (!importAllowed(owned.status)) throw listingNotInValidState()
  // Read before the transaction: a slow platform must not hold the camper's row lock.
  const listing = await readListing(provider, externalId)
  return db.transaction(async (tx) => {
    const [camper] = await tx.select().from(campers).where(eq(campers.id, owned.id)).for('update')
    if (!camper || !importAllowed(camper.status)) throw listingNotInValidState()
    const locked = importLockedFields(camper.status)
    const imported = importedOf(locked)
    const columns = columnsOf(listing)
    const changes: Partial<NewCamperRow> = Object.assign(
      {},
      ...imported.map((field) => (field === 'pictures' ? {} : columns[field])),
    )
    const [written] = await tx.update(campers).set(changes).where(eq(campers.id, camper.id)).returning()

    const shown = new Set(
      (await tx.select({ url: camperPhotos.url }).from(camperPhotos).where(eq(camperPhotos.camperId, camper.id))).map(
        (row) => row.url,
      ),
    )
    const added = listing.pictures.filter((picture) => !shown.has(picture.url))
    if (added.length > 0) {
      const [last] = await tx
        .select({ position: max(camperPhotos.position) })
        .from(camperPhotos)
        .where(eq(camperPhotos.camperId, camper.id))
      const first = (last?.position ?? -1) + 1
      await tx.insert(camperPhotos).values(
        added.map((picture, index) => ({
          camperId: camper.id,
          url: picture.url,
          width: picture.width,
          height: picture.height,
          position: first + index,
        })),
      )
    }

    const progress = await progressOf(tx, written!)
    const migrationStatus = migrationStatusAfterImport(camper.status, progress.complete)
    await tx.update(campers).set({ migrationStatus }).where(eq(campers.id, camper.id))
    return {
      camper_id: camper.id,
      external_id: listing.id,
      state: camper.status,
      migration_status: migrationStatus,
      imported_fields: imported,
      locked_fields: locked,
      pictures_added: added.length,
      publishable: progress.complete,
    }
  })
}
