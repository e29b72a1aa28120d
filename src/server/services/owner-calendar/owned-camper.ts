import { and, eq, notInArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { campers, users } from '../../db/schema'
import { ApiError } from '../../http/api-error'

/**
 * The caller's own listed camper. A guest (no camper at all) is refused with 403; another owner's camper, a deleted
 * one or an unknown id is a 404, so an owner learns nothing of other owners' campers.
 */
export async function ownedCamper(db: Database, camperId: number, userId: number) {
  const [user] = await db.select({ isOwner: users.isOwner }).from(users).where(eq(users.id, userId))
  if (!user?.isOwner) throw ApiError.detail(403, 'You do not have permission to perform this action.', 'not_owner')
  const [camper] = await db
    .select()
    .from(campers)
    .where(
      and(
        eq(campers.id, camperId),
        eq(campers.ownerId, userId),
        notInArray(campers.status, ['deleted', 'deleted_owner']),
      ),
    )
  if (!camper) throw ApiError.notFound()
  return camper
}
