import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { places } from '../../db/schema'

/** The place with exactly this slug, or null. */
export async function findPlaceBySlug(db: Database, slug: string) {
  const [place] = await db.select().from(places).where(eq(places.slug, slug)).limit(1)
  return place ?? null
}
