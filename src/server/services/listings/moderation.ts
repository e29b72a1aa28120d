import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { campers, listingStatusHistory, users } from '../../db/schema'
import type { CamperRow } from '../../db/schema'
import { photosByCamper } from './camper-cards'
import { applyListingEvent, progressOf } from './listing-transitions'

export interface ModerationQuery {
  status: CamperRow['status']
  page: number
  page_size: number
}

/** The staff queue: listings in `status` (to_moderate by default), oldest submission first. */
export async function moderationQueue(db: Database, query: ModerationQuery) {
  const where = eq(campers.status, query.status)
  const [[total], rows] = await Promise.all([
    db.select({ total: count() }).from(campers).where(where),
    db
      .select({
        camper: campers,
        owner: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      })
      .from(campers)
      .innerJoin(users, eq(users.id, campers.ownerId))
      .where(where)
      .orderBy(asc(campers.createdAt), asc(campers.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
  ])
  const ids = rows.map((row) => row.camper.id)
  const [photos, submissions] = await Promise.all([
    photosByCamper(db, ids),
    ids.length === 0
      ? []
      : db
          .select({ camperId: listingStatusHistory.camperId, at: listingStatusHistory.at })
          .from(listingStatusHistory)
          .where(and(inArray(listingStatusHistory.camperId, ids), eq(listingStatusHistory.event, 'owner.submit')))
          .orderBy(desc(listingStatusHistory.at)),
  ])
  const submittedAt = new Map<number, Date>()
  for (const row of submissions) if (!submittedAt.has(row.camperId)) submittedAt.set(row.camperId, row.at)
  const results = await Promise.all(
    rows.map(async ({ camper, owner }) => {
      const progress = await progressOf(db, camper)
      return {
        id: camper.id,
        title: camper.title,
        description: camper.description,
        state: camper.status,
        vehicle_type: camper.vehicleType,
        city: camper.addressCity,
        country: camper.addressCountry,
        photos: (photos.get(camper.id) ?? []).map((photo) => photo.url),
        missing: progress.missing,
        submitted_at: submittedAt.get(camper.id)?.toISOString() ?? null,
        owner: { id: owner.id, first_name: owner.firstName, last_name: owner.lastName, email: owner.email },
      }
    }),
  )
  return { count: total?.total ?? 0, results }
}

export async function approveListing(db: Database, staffId: number, camperId: number) {
  const { camper } = await applyListingEvent(
    db,
    camperId,
    { type: 'staff.approve' },
    { userId: staffId, staffAction: 'listing_approved' },
  )
  return { id: camper.id, state: camper.status }
}

export async function refuseListing(db: Database, staffId: number, camperId: number, reason: string) {
  const { camper } = await applyListingEvent(
    db,
    camperId,
    { type: 'staff.refuse', reason },
    { userId: staffId, staffAction: 'listing_refused' },
  )
  return { id: camper.id, state: camper.status }
}
