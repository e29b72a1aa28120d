import { asc, eq } from 'drizzle-orm'
import type { Database } from '../client'
import { camperPhotos, campers, listingStatusHistory } from '../schema'

/**
 * Two listings of the demo owner on their way to publication, modelled on the owner's first camper: one complete and
 * waiting for staff (to_moderate, in the moderation queue of staff@roam.test), one still incomplete in created (its
 * description is missing, so it cannot be submitted until the owner writes one in its settings).
 */
export async function seedOwnerListings(db: Database, ownerId: number): Promise<number> {
  const [model] = await db.select().from(campers).where(eq(campers.ownerId, ownerId)).orderBy(asc(campers.id)).limit(1)
  if (!model) return 0
  const { id: _id, createdAt: _createdAt, ...copy } = model
  const base = {
    ...copy,
    publishedAt: null,
    reviewAverage: null,
    reviewCount: 0,
    visitCount: 0,
    printCount: 0,
    blockedFrom: null,
    blockedDays: null,
  }
  const rows = await db
    .insert(campers)
    .values([
      { ...base, title: `${model.brand} ${model.model}, second van`, status: 'to_moderate' },
      { ...base, title: `${model.brand} ${model.model}, new listing`, description: '', status: 'created' },
    ])
    .returning({ id: campers.id, vehicleType: campers.vehicleType, status: campers.status })
  await db.insert(camperPhotos).values(
    rows.flatMap((row) =>
      [1, 2, 3].map((variant, position) => ({
        camperId: row.id,
        url: `/api/media/campers/${row.vehicleType}-${variant}.svg`,
        position,
      })),
    ),
  )
  const waiting = rows.find((row) => row.status === 'to_moderate')!
  await db.insert(listingStatusHistory).values({
    camperId: waiting.id,
    fromStatus: 'created',
    toStatus: 'to_moderate',
    event: 'owner.submit',
    actorId: ownerId,
  })
  return rows.length
}
