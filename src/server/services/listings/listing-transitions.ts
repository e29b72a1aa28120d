import { and, count, eq, inArray } from 'drizzle-orm'
import { transition } from 'xstate'
import { listingMachine } from '../../../../machines/listing.machine'
import { listingNoticeFor } from '../../../../machines/listing.notifications'
import type { ListingEvent } from '../../../../machines/listing.machine'
import { DELETION_BLOCKING_STATUSES } from '../../../domain/listing-deletion'
import { listingProgress } from '../../../domain/listing-progress'
import type { ListingProgress } from '../../../domain/listing-progress'
import type { Database } from '../../db/client'
import { bookings, camperPhotos, campers, documents, listingStatusHistory } from '../../db/schema'
import type { CamperRow } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { notifyAccountChange } from '../notifications/account-notifications'
import { recordStaffAction } from '../staff/staff-audit'

type Reader = Pick<Database, 'select'>

/** Document statuses that still wait for the owner: a mandatory one in these keeps the listing incomplete. */
const UNSENT_DOCUMENT_STATUSES = ['needdoc', 'refused', 'refuse_mgp', 'expired'] as const

/** The listing's progress from its row, its pictures and its mandatory vehicle documents. */
export async function progressOf(db: Reader, camper: CamperRow): Promise<ListingProgress> {
  const [[photos], [unsent]] = await Promise.all([
    db.select({ total: count() }).from(camperPhotos).where(eq(camperPhotos.camperId, camper.id)),
    db
      .select({ total: count() })
      .from(documents)
      .where(
        and(
          eq(documents.camperId, camper.id),
          eq(documents.isMandatory, true),
          inArray(documents.status, UNSENT_DOCUMENT_STATUSES),
        ),
      ),
  ])
  return listingProgress({
    title: camper.title,
    description: camper.description,
    vehicleType: camper.vehicleType,
    seats: camper.seats,
    beds: camper.beds,
    city: camper.addressCity,
    country: camper.addressCountry,
    latitude: camper.latitude,
    longitude: camper.longitude,
    pricePerDay: camper.pricePerDay,
    photoCount: photos?.total ?? 0,
    missingMandatoryDocuments: unsent?.total ?? 0,
  })
}

export const listingNotInValidState = () =>
  ApiError.detail(405, 'This action is not possible in the current state of the listing.', 'LISTING_NOT_IN_VALID_STATE')
export const listingIncomplete = (missing: string[]) =>
  new ApiError(400, { non_field_errors: [`The listing is not complete yet: ${missing.join(', ')}.`] })

export interface ListingActor {
  userId: number
  /** Set when staff act: the change is recorded in the staff audit. */
  staffAction?: string
}

/** The next status for `event`, or null when the machine refuses it; `published` when it (re)went live. */
export function nextListingState(status: CamperRow['status'], complete: boolean, event: ListingEvent) {
  const snapshot = listingMachine.resolveState({ value: status, context: { complete } })
  if (!snapshot.can(event)) return null
  const [next, actions] = transition(listingMachine, snapshot, event)
  return {
    status: next.value as CamperRow['status'],
    published: actions.some((action) => action.type === 'recordPublication'),
  }
}

const reasonOf = (event: ListingEvent) => ('reason' in event ? (event.reason ?? null) : null)
const commentOf = (event: ListingEvent) => ('comment' in event ? (event.comment ?? null) : null)

export const camperHasBookings = () =>
  ApiError.detail(
    409,
    'This camper has bookings that are not over yet (requests waiting for an answer or trips to come): cancel or finish them before deleting it.',
    'CAMPER_HAS_UPCOMING_BOOKINGS',
  )

/** An owner may not delete a listing while a booking still binds it (a sent request, an accepted or ongoing trip). */
async function refuseDeletionWithBookings(tx: Reader, camperId: number) {
  const [row] = await tx
    .select({ total: count() })
    .from(bookings)
    .where(and(eq(bookings.camperId, camperId), inArray(bookings.status, [...DELETION_BLOCKING_STATUSES])))
  if ((row?.total ?? 0) > 0) throw camperHasBookings()
}

/**
 * Applies a machine event to a listing: locks the row, computes its progress, asks listing.machine for the next
 * status, writes it with a history row (and the staff audit for staff, and the owner's notice of a staff decision) in
 * one transaction. A listing that goes live
 * with an open availability window loads its availabilities at once (system.calendar_ready → bookable).
 * Refused: 400 naming what is missing when only completeness stands in the way, else 405 LISTING_NOT_IN_VALID_STATE;
 * an owner's deletion while bookings still bind the camper: 409 CAMPER_HAS_UPCOMING_BOOKINGS.
 */
export async function applyListingEvent(
  db: Database,
  camperId: number,
  event: ListingEvent,
  actor: ListingActor,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(campers).where(eq(campers.id, camperId)).for('update')
    if (!row) throw ApiError.notFound()
    const progress = await progressOf(tx, row)
    const next = nextListingState(row.status, progress.complete, event)
    if (!next) {
      if (!progress.complete && nextListingState(row.status, true, event)) throw listingIncomplete(progress.missing)
      throw listingNotInValidState()
    }
    if (event.type === 'owner.delete') await refuseDeletionWithBookings(tx, camperId)
    const history = [
      { from: row.status, to: next.status, event: event.type, reason: reasonOf(event), comment: commentOf(event) },
    ]
    let status = next.status
    if (next.published && row.maxMonthsFutureRental > 0) {
      const ready = nextListingState(status, progress.complete, { type: 'system.calendar_ready' })
      if (ready) {
        history.push({ from: status, to: ready.status, event: 'system.calendar_ready', reason: null, comment: null })
        status = ready.status
      }
    }
    const [updated] = await tx
      .update(campers)
      .set({ status, ...(next.published && !row.publishedAt ? { publishedAt: now } : {}) })
      .where(eq(campers.id, camperId))
      .returning()
    const [change] = await tx
      .insert(listingStatusHistory)
      .values(
        history.map((step) => ({
          camperId,
          fromStatus: step.from,
          toStatus: step.to,
          event: step.event,
          reason: step.reason,
          comment: step.comment,
          actorId: actor.userId,
          at: now,
        })),
      )
      .returning({ id: listingStatusHistory.id })
    const notice = listingNoticeFor(event.type, next.status)
    if (notice)
      await notifyAccountChange(
        tx,
        {
          userId: row.ownerId,
          kind: notice,
          event: `listing_status:${change!.id}`,
          camperId,
          documentType: null,
          reason: reasonOf(event),
          path: notice === 'listing_deleted' ? '/d/campers' : `/d/campers/${camperId}`,
        },
        now,
      )
    if (actor.staffAction) {
      await recordStaffAction(tx, {
        staffId: actor.userId,
        action: actor.staffAction,
        targetType: 'camper',
        targetId: camperId,
        detail: { from: row.status, to: status, ...(reasonOf(event) ? { reason: reasonOf(event) } : {}) },
      })
    }
    return { camper: updated!, progress }
  })
}
