// What a camper still lacks before it can be submitted and published (spec 2 §4: an incomplete camper is
// neither published nor publishable), and which fields moderation locks. Pure: the server gathers the facts.

/** Pictures a listing needs before moderation: enough for a card and a gallery. */
export const MIN_LISTING_PHOTOS = 3

export const LISTING_REQUIREMENTS = [
  'title',
  'description',
  'vehicle_type',
  'seats_beds',
  'location',
  'price',
  'photos',
  'documents',
] as const
export type ListingRequirement = (typeof LISTING_REQUIREMENTS)[number]

export interface ListingFacts {
  title: string
  description: string
  vehicleType: number | null
  seats: number
  beds: number
  city: string
  country: string
  latitude: number | null
  longitude: number | null
  /** Minor units; 0 means no price yet. */
  pricePerDay: number
  photoCount: number
  /** The camper's mandatory vehicle documents that have not been sent yet (needdoc, refused or expired). */
  missingMandatoryDocuments: number
}

/** Descriptions shorter than this say nothing a guest can use. */
export const MIN_DESCRIPTION_LENGTH = 30

const checks: Record<ListingRequirement, (facts: ListingFacts) => boolean> = {
  title: (facts) => facts.title.trim().length > 0,
  description: (facts) => facts.description.trim().length >= MIN_DESCRIPTION_LENGTH,
  vehicle_type: (facts) => facts.vehicleType !== null && facts.vehicleType >= 1 && facts.vehicleType <= 7,
  seats_beds: (facts) => facts.seats > 0 && facts.beds > 0,
  location: (facts) =>
    facts.city.trim() !== '' && facts.country.trim() !== '' && facts.latitude !== null && facts.longitude !== null,
  price: (facts) => facts.pricePerDay > 0,
  photos: (facts) => facts.photoCount >= MIN_LISTING_PHOTOS,
  documents: (facts) => facts.missingMandatoryDocuments === 0,
}

export interface ListingProgress {
  /** Every requirement with whether it is met, in the order the checklist shows them. */
  steps: Array<{ requirement: ListingRequirement; done: boolean }>
  missing: ListingRequirement[]
  complete: boolean
  /** Whole percent of the requirements met. */
  percent: number
}

export function listingProgress(facts: ListingFacts): ListingProgress {
  const steps = LISTING_REQUIREMENTS.map((requirement) => ({ requirement, done: checks[requirement](facts) }))
  const missing = steps.filter((step) => !step.done).map((step) => step.requirement)
  const percent = Math.round(((steps.length - missing.length) / steps.length) * 100)
  return { steps, missing, complete: missing.length === 0, percent }
}

export type ListingStatus =
  | 'created'
  | 'to_moderate'
  | 'published'
  | 'bookable'
  | 'unpublished'
  | 'unpublished_owner'
  | 'deleted'
  | 'deleted_owner'

/** Statuses guests see in search and on the listing page. */
export const LIVE_LISTING_STATUSES: readonly ListingStatus[] = ['published', 'bookable']

/** Spec 2 §3 `published`: live, and only while complete. */
export const isPublished = (status: ListingStatus, complete: boolean) =>
  complete && LIVE_LISTING_STATUSES.includes(status)

/** Vehicle fields the insurance is priced on: moderation checks them, so they are locked once the listing leaves created (spec 2 §4). */
export const INSURANCE_FIELDS = ['type', 'registration', 'registration_country', 'date', 'gvw', 'value'] as const
export type InsuranceField = (typeof INSURANCE_FIELDS)[number]

export const insuranceFieldsLocked = (status: ListingStatus) => status !== 'created'

/** The insurance fields of `changes` that may not be written in `status`. */
export function lockedFieldsIn(status: ListingStatus, changes: Record<string, unknown>): InsuranceField[] {
  if (!insuranceFieldsLocked(status)) return []
  return INSURANCE_FIELDS.filter((field) => changes[field] !== undefined)
}

/**
 * Spec 2 §2: a camper that is not publishable is forced to its main page. The main page itself, and the tabs that
 * make it publishable (prices, pictures, settings, vehicle, documents), stay open: only the calendar waits.
 */
export const CAMPER_TABS = ['calendar', 'prices', 'pictures', 'settings', 'vehicle', 'documents'] as const
export type CamperTab = (typeof CAMPER_TABS)[number]
const TABS_NEEDING_PUBLISHABLE: readonly CamperTab[] = ['calendar']
export const tabOpen = (tab: CamperTab, publishable: boolean) => publishable || !TABS_NEEDING_PUBLISHABLE.includes(tab)

/** The camper tab where the owner meets each requirement, so the checklist can lead there. */
export const REQUIREMENT_TABS: Record<ListingRequirement, CamperTab> = {
  title: 'settings',
  description: 'settings',
  vehicle_type: 'vehicle',
  seats_beds: 'vehicle',
  location: 'vehicle',
  price: 'prices',
  photos: 'pictures',
  documents: 'documents',
}

/** How many more pictures a camper with `count` of them needs before moderation (0 once it has enough). */
export const picturesStillNeeded = (count: number) => Math.max(0, MIN_LISTING_PHOTOS - count)

/** Spec 2 §4 Migration status: whether and how a camper moves to the sister platform. */
export const MIGRATION_STATUSES = [
  'not_eligible',
  'eligible_dual_not_done',
  'eligible_migration_not_done',
  'dual_not_published',
  'dual_published',
  'migrated_published',
  'migrated_not_published',
] as const
export type MigrationStatus = (typeof MIGRATION_STATUSES)[number]

/** Spec 2 §3 permissions.can_be_migrated_to_goboony: the migration flow shows only for a camper not yet moved. */
export const canBeMigrated = (status: MigrationStatus) =>
  status === 'eligible_dual_not_done' || status === 'eligible_migration_not_done'

/** Spec 2 §2: the modal asking to create the ad on the sister platform, when Roam cannot publish campers. */
export const shouldDisplayMigrationModal = (status: MigrationStatus, canPublishCamper: boolean) =>
  !canPublishCamper && canBeMigrated(status)
