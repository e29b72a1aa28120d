import { and, asc, count, desc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import { requireVerifiedEmail } from '../auth/email-verifications'
import type { ListingEvent } from '../../../../machines/listing.machine'
import {
  canBeMigrated,
  insuranceFieldsLocked,
  isPublished,
  shouldDisplayMigrationModal,
} from '../../../domain/listing-progress'
import type { ListingProgress } from '../../../domain/listing-progress'
import type { BookingStatus } from '../../../domain/booking-status'
import { listingDeletionErrors } from '../../../domain/listing-deletion'
import type { ListingDeletionInput } from '../../../domain/listing-deletion'
import { DEPOSIT_MEANS, parseDepositMeans } from '../../../domain/listing-rules'
import type { Locale } from '../../../domain/locales'
import { sisterPlatformDuplicateUrl } from '../../../domain/sister-platform'
import type { Database } from '../../db/client'
import { bookings, campers, listingStatusHistory, users } from '../../db/schema'
import type { CamperRow, NewCamperRow } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { ownerSharesByCamper } from '../payments/owner-shares'
import { photosByCamper } from './camper-cards'
import { DELETED_STATUSES, hourOf, parseCamperId } from './camper-detail'
import { applyListingEvent, progressOf } from './listing-transitions'
import { toDecimal } from './money'
import { flushListingStats } from './listing-stats'

export interface OwnerCaller {
  userId: number
}

const notOwner = () => ApiError.detail(403, 'You do not have permission to perform this action.', 'not_owner')
const notFound = () => ApiError.detail(404, 'Not found.', 'not_found')

/** Owner calls need an owner account (403 for guests); another owner's camper does not exist for the caller (404). */
export async function requireOwner(db: Database, userId: number): Promise<void> {
  const [user] = await db.select({ isOwner: users.isOwner }).from(users).where(eq(users.id, userId)).limit(1)
  if (!user?.isOwner) throw notOwner()
}

export async function ownedCamper(db: Database, caller: OwnerCaller, rawId: string | number): Promise<CamperRow> {
  const id = typeof rawId === 'number' ? rawId : parseCamperId(rawId)
  await requireOwner(db, caller.userId)
  const [camper] = await db.select().from(campers).where(eq(campers.id, id)).limit(1)
  if (!camper || camper.ownerId !== caller.userId) throw notFound()
  if (DELETED_STATUSES.includes(camper.status)) throw ApiError.detail(410, 'This camper has been deleted.', 'deleted')
  return camper
}

// ---------- list ----------

export interface OwnerListQuery {
  page: number
  page_size: number
  city?: string
  filters?: CamperRow['status'][]
}

function listConditions(userId: number, query: Pick<OwnerListQuery, 'city' | 'filters'>): SQL[] {
  const where: SQL[] = [eq(campers.ownerId, userId), notInArray(campers.status, [...DELETED_STATUSES])]
  if (query.city) where.push(sql`lower(${campers.addressCity}) = lower(${query.city})`)
  if (query.filters?.length) where.push(inArray(campers.status, query.filters))
  return where
}

// A trip the owner has said yes to and that has not ended: accepted (payment pending), to come, or on the road.
const UPCOMING_STATUSES = ['ACCEPTED', 'TO_COME_NOT_PAID', 'TO_COME', 'ONGOING'] as const

/** Each camper's next trip (the one on the road, else the first to come), with its guest's first name. */
async function nextBookingsByCamper(db: Database, camperIds: number[], today: string) {
  if (camperIds.length === 0) return new Map<number, NextBooking>()
  const rows = await db
    .selectDistinctOn([bookings.camperId], {
      camperId: bookings.camperId,
      id: bookings.id,
      status: bookings.status,
      dateFrom: sql<string>`lower(${bookings.period})::text`,
      dateTo: sql<string>`upper(${bookings.period})::text`,
      guestFirstName: users.firstName,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.guestId))
    .where(
      and(
        inArray(bookings.camperId, camperIds),
        inArray(bookings.status, [...UPCOMING_STATUSES]),
        gt(sql`upper(${bookings.period})`, sql`${today}::date`),
      ),
    )
    .orderBy(bookings.camperId, sql`lower(${bookings.period})`, bookings.id)
  return new Map(
    rows.map((row) => [
      row.camperId,
      {
        id: row.id,
        status: row.status,
        date_from: row.dateFrom,
        date_to: row.dateTo,
        guest_first_name: row.guestFirstName,
      },
    ]),
  )
}

interface NextBooking {
  id: number
  status: BookingStatus
  date_from: string
  date_to: string
  guest_first_name: string
}

export async function listOwnerCampers(
  db: Database,
  caller: OwnerCaller,
  query: OwnerListQuery,
  today = new Date().toISOString().slice(0, 10),
) {
  await requireOwner(db, caller.userId)
  const where = and(...listConditions(caller.userId, query))
  const [[total], rows] = await Promise.all([
    db.select({ total: count() }).from(campers).where(where),
    db
      .select()
      .from(campers)
      .where(where)
      .orderBy(desc(campers.createdAt), desc(campers.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
  ])
  const ids = rows.map((row) => row.id)
  const [photos, earnings, nextBookings] = await Promise.all([
    photosByCamper(db, ids),
    ownerSharesByCamper(db, ids),
    nextBookingsByCamper(db, ids, today),
  ])
  const results = await Promise.all(
    rows.map(async (camper) => {
      const progress = await progressOf(db, camper)
      return {
        id: camper.id,
        vehicle_pk: camper.id,
        title: camper.title,
        state: camper.status,
        published: isPublished(camper.status, progress.complete),
        publishable: progress.complete,
        progress: progress.percent,
        vehicle_type: camper.vehicleType,
        city: camper.addressCity,
        photo: photos.get(camper.id)?.[0]?.url ?? null,
        price_per_day: toDecimal(camper.pricePerDay),
        total_earnings: toDecimal(earnings.get(camper.id) ?? 0),
        currency: camper.currency,
        next_booking: nextBookings.get(camper.id) ?? null,
      }
    }),
  )
  return { count: total?.total ?? 0, results }
}

/** The filter choices of the owner's list: their cities and statuses, with counts. */
export async function ownerCamperFilters(db: Database, caller: OwnerCaller) {
  await requireOwner(db, caller.userId)
  const where = and(...listConditions(caller.userId, {}))
  const [cities, states] = await Promise.all([
    db
      .select({ city: campers.addressCity, count: count() })
      .from(campers)
      .where(where)
      .groupBy(campers.addressCity)
      .orderBy(asc(campers.addressCity)),
    db
      .select({ state: campers.status, count: count() })
      .from(campers)
      .where(where)
      .groupBy(campers.status)
      .orderBy(asc(campers.status)),
  ])
  return { cities: cities.filter((row) => row.city !== ''), states }
}

// ---------- one camper: progress, status actions, stats ----------

async function latestRefusal(db: Database, camperId: number) {
  const [row] = await db
    .select({ reason: listingStatusHistory.reason })
    .from(listingStatusHistory)
    .where(
      and(
        eq(listingStatusHistory.camperId, camperId),
        inArray(listingStatusHistory.event, ['staff.refuse', 'staff.unpublish']),
      ),
    )
    .orderBy(desc(listingStatusHistory.at), desc(listingStatusHistory.id))
    .limit(1)
  return row?.reason ?? null
}

async function progressView(db: Database, camper: CamperRow, progress: ListingProgress, canPublishCamper: boolean) {
  return {
    id: camper.id,
    vehicle_pk: camper.id,
    title: camper.title,
    state: camper.status,
    published: isPublished(camper.status, progress.complete),
    publishable: progress.complete,
    percent: progress.percent,
    steps: progress.steps.map((step) => ({ requirement: step.requirement, done: step.done })),
    missing: progress.missing,
    insurance_locked: insuranceFieldsLocked(camper.status),
    refusal_reason: camper.status === 'unpublished' ? await latestRefusal(db, camper.id) : null,
    published_at: camper.publishedAt?.toISOString() ?? null,
    migration_status: camper.migrationStatus,
    permissions: { can_be_migrated_to_goboony: canBeMigrated(camper.migrationStatus) },
    goboony: { should_display_modal: shouldDisplayMigrationModal(camper.migrationStatus, canPublishCamper) },
  }
}

export type ListingProgressView = Awaited<ReturnType<typeof progressView>>

export async function getCamperProgress(db: Database, caller: OwnerCaller, rawId: string, canPublishCamper: boolean) {
  const camper = await ownedCamper(db, caller, rawId)
  return progressView(db, camper, await progressOf(db, camper), canPublishCamper)
}

export type OwnerListingAction = 'submit' | 'reactivate' | 'suspend' | 'delete'
const EVENTS = {
  submit: { type: 'owner.submit' },
  reactivate: { type: 'owner.reactivate' },
  suspend: { type: 'owner.suspend' },
} as const

/**
 * The owner's status actions, each through listing.machine. A deletion carries the owner's reason (spec 2 §9),
 * checked after the ownership so another owner's camper stays a 404.
 */
export async function actOnCamper(
  db: Database,
  caller: OwnerCaller,
  rawId: string,
  action: OwnerListingAction,
  canPublishCamper: boolean,
  deletion: ListingDeletionInput = {},
) {
  const camper = await ownedCamper(db, caller, rawId)
  let event: ListingEvent
  if (action === 'delete') {
    const errors = listingDeletionErrors(deletion)
    if (Object.keys(errors).length > 0) throw ApiError.fields(errors)
    const comment = deletion.comment?.trim()
    event = { type: 'owner.delete', reason: deletion.reason!, ...(comment ? { comment } : {}) }
  } else {
    event = EVENTS[action]
  }
  // Moderators and future guests must be able to reach the owner of a listing sent for review.
  if (action === 'submit') await requireVerifiedEmail(db, caller.userId)
  const { camper: updated, progress } = await applyListingEvent(db, camper.id, event, { userId: caller.userId })
  return progressView(db, updated, progress, canPublishCamper)
}

export async function getCamperStats(db: Database, caller: OwnerCaller, rawId: string) {
  // Visits and prints are counted in memory; this process's are written first so the owner sees them at once.
  await flushListingStats(db)
  const camper = await ownedCamper(db, caller, rawId)
  return { visit_stats: camper.visitCount, print_stats: camper.printCount }
}

/** Spec 2 §7: the sister platform's page that copies this listing, while its migration status allows it. */
export async function getSisterDuplicateUrl(db: Database, caller: OwnerCaller, rawId: string, locale: Locale) {
  const camper = await ownedCamper(db, caller, rawId)
  if (!canBeMigrated(camper.migrationStatus))
    throw ApiError.detail(
      409,
      'This camper cannot be duplicated on the partner platform.',
      'NOT_ELIGIBLE_FOR_MIGRATION',
    )
  return { url: sisterPlatformDuplicateUrl(locale, camper.id) }
}

// ---------- preferences (settings) ----------

type Policy = CamperRow['petsAllowed']

export interface PreferencesPatch {
  title?: string
  description?: string
  instant_booking_activated?: boolean
  deposit?: number
  deposit_mean?: string[] | string
  vehicle_owner_language_spoke?: string[]
  pets_allowed?: Policy
  smoking_allowed?: Policy
  abroad_allowed?: Policy
  min_days?: number
  hour_from?: 9 | 14
  hour_to?: 12 | 20
}

function preferencesView(camper: CamperRow) {
  return {
    id: camper.id,
    title: camper.title,
    description: camper.description,
    instant_booking_activated: camper.instantBooking,
    deposit: toDecimal(camper.depositAmount),
    deposit_mean: parseDepositMeans(camper.depositMean),
    vehicle_owner_language_spoke: camper.languagesSpoken,
    pets_allowed: camper.petsAllowed,
    smoking_allowed: camper.smokingAllowed,
    abroad_allowed: camper.abroadAllowed,
    min_days: camper.minDays,
    hour_from: hourOf(camper.hourFrom),
    hour_to: hourOf(camper.hourTo),
    currency: camper.currency,
  }
}

export async function getPreferences(db: Database, caller: OwnerCaller, rawId: string) {
  return preferencesView(await ownedCamper(db, caller, rawId))
}

const hour = (value: number) => `${String(value).padStart(2, '0')}:00`

export async function patchPreferences(db: Database, caller: OwnerCaller, rawId: string, body: PreferencesPatch) {
  const camper = await ownedCamper(db, caller, rawId)
  const set: Partial<NewCamperRow> = {}
  if (body.title !== undefined) set.title = body.title.trim()
  if (body.description !== undefined) set.description = body.description.trim()
  if (body.instant_booking_activated !== undefined) set.instantBooking = body.instant_booking_activated
  if (body.deposit !== undefined) set.depositAmount = Math.round(body.deposit * 100)
  if (body.deposit_mean !== undefined) {
    // Spec 2 §5: deposit means are filtered to the allowed list; none left is a field error, not an empty choice.
    const means = parseDepositMeans(Array.isArray(body.deposit_mean) ? body.deposit_mean.join(',') : body.deposit_mean)
    if (means.length === 0)
      throw ApiError.fields({ deposit_mean: [`Choose at least one of ${DEPOSIT_MEANS.join(', ')}.`] })
    set.depositMean = means.join(',')
  }
  if (body.vehicle_owner_language_spoke !== undefined)
    set.languagesSpoken = [...new Set(body.vehicle_owner_language_spoke.map((code) => code.toLowerCase()))]
  if (body.pets_allowed !== undefined) set.petsAllowed = body.pets_allowed
  if (body.smoking_allowed !== undefined) set.smokingAllowed = body.smoking_allowed
  if (body.abroad_allowed !== undefined) set.abroadAllowed = body.abroad_allowed
  if (body.min_days !== undefined) set.minDays = body.min_days
  if (body.hour_from !== undefined) set.hourFrom = hour(body.hour_from)
  if (body.hour_to !== undefined) set.hourTo = hour(body.hour_to)
  if (Object.keys(set).length === 0) return preferencesView(camper)
  const [updated] = await db.update(campers).set(set).where(eq(campers.id, camper.id)).returning()
  return preferencesView(updated!)
}
