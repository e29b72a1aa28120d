import { asc, eq } from 'drizzle-orm'
import type { Database } from '../client'
import { campers } from '../schema'

/**
 * A listing its owner deleted, at a fixed address (/campers/900001) so the "deleted" answer (410 on
 * GET /3/products/{id}/, the 404 page in the app) can be tried on demo data. The id sits far above the
 * serial range, so it never collides with the campers the app creates.
 */
export const DEMO_DELETED_CAMPER_ID = 900_001

export async function seedDeletedCamper(db: Database, ownerId: number): Promise<void> {
  const [model] = await db.select().from(campers).where(eq(campers.ownerId, ownerId)).orderBy(asc(campers.id)).limit(1)
  if (!model) return
  const { id: _id, ...copy } = model
  await db.insert(campers).values({
    ...copy,
    id: DEMO_DELETED_CAMPER_ID,
    title: `${model.brand} ${model.model} (sold)`,
    status: 'deleted_owner',
    reviewAverage: null,
    reviewCount: 0,
  })
}
