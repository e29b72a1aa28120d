import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../client'
import { campers, wishlistItems, wishlists } from '../schema'

/** The demo guest's lists: fixed slugs (the demo links stay valid) and the first published campers of each country. */
const DEMO_WISHLISTS = [
  { slug: 'lena-portugal-7Qx2', name: 'Sommer in Portugal', country: 'PT', campers: 3 },
  { slug: 'lena-alpen-Kd91', name: 'Wochenende in den Alpen', country: 'AT', campers: 2 },
] as const

const SEED_REFERENCE = Date.UTC(2026, 9, 31)
const DAY = 86_400_000

export async function seedWishlists(db: Database, guestId: number): Promise<number> {
  let saved = 0
  for (const [index, list] of DEMO_WISHLISTS.entries()) {
    const createdAt = new Date(SEED_REFERENCE - (20 - index * 5) * DAY)
    const [row] = await db
      .insert(wishlists)
      .values({ slug: list.slug, userId: guestId, name: list.name, createdAt, updatedAt: createdAt })
      .returning({ id: wishlists.id })
    const picks = await db
      .select({ id: campers.id })
      .from(campers)
      .where(and(eq(campers.addressCountry, list.country), inArray(campers.status, ['published', 'bookable'])))
      .orderBy(asc(campers.id))
      .limit(list.campers)
    if (picks.length === 0) continue
    await db.insert(wishlistItems).values(
      picks.map((camper, n) => ({
        wishlistId: row!.id,
        camperId: camper.id,
        createdAt: new Date(createdAt.getTime() + n * DAY),
      })),
    )
    saved += picks.length
  }
  return saved
}
