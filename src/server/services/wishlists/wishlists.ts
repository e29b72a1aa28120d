import { randomBytes } from 'node:crypto'
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { campers, wishlistItems, wishlists, type WishlistRow } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { photosByCamper, toCamperCard, type CamperCard } from '../listings/camper-cards'
import { PUBLIC_STATUSES } from '../listings/camper-detail'

export interface Wishlist {
  slug: string
  name: string
  created_at: string
  updated_at: string
  is_mine: boolean
  ad_set: CamperCard[]
}

/** 12 url-safe characters (72 random bits): the slug is the sharing link, so it must not be guessable. */
export const newWishlistSlug = () => randomBytes(9).toString('base64url')

const forbidden = () => ApiError.detail(403, 'You do not have permission to perform this action.', 'forbidden')
const camperNotFound = () => ApiError.detail(404, 'Not found.', 'not_found')

/** The wishlists with their campers, newest saved first; campers no longer public drop out of ad_set. */
async function toWishlists(db: Database, rows: WishlistRow[], viewerId: number | null): Promise<Wishlist[]> {
  if (rows.length === 0) return []
  const items = await db
    .select({ wishlistId: wishlistItems.wishlistId, camper: campers })
    .from(wishlistItems)
    .innerJoin(campers, eq(campers.id, wishlistItems.camperId))
    .where(
      and(
        inArray(
          wishlistItems.wishlistId,
          rows.map((row) => row.id),
        ),
        inArray(campers.status, [...PUBLIC_STATUSES]),
      ),
    )
    .orderBy(desc(wishlistItems.createdAt), asc(campers.id))
  const photos = await photosByCamper(db, [...new Set(items.map((item) => item.camper.id))])
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    is_mine: row.userId === viewerId,
    ad_set: items
      .filter((item) => item.wishlistId === row.id)
      .map((item) => toCamperCard(item.camper, photos.get(item.camper.id) ?? [])),
  }))
}

async function toWishlist(db: Database, row: WishlistRow, viewerId: number | null) {
  const [wishlist] = await toWishlists(db, [row], viewerId)
  return wishlist!
}

async function findBySlug(db: Database, slug: string): Promise<WishlistRow> {
  const [row] = await db.select().from(wishlists).where(eq(wishlists.slug, slug)).limit(1)
  if (!row) throw ApiError.notFound()
  return row
}

async function findOwn(db: Database, slug: string, userId: number) {
  const row = await findBySlug(db, slug)
  if (row.userId !== userId) throw forbidden()
  return row
}

/** Only a camper the public can see may be saved: unknown, deleted and unpublished ones are a 404. */
async function requireSavableCamper(db: Database, camperId: number) {
  const [camper] = await db.select({ status: campers.status }).from(campers).where(eq(campers.id, camperId)).limit(1)
  if (!camper || !PUBLIC_STATUSES.includes(camper.status)) throw camperNotFound()
}

export async function listOwnWishlists(db: Database, userId: number) {
  const rows = await db
    .select()
    .from(wishlists)
    .where(eq(wishlists.userId, userId))
    .orderBy(desc(wishlists.createdAt), desc(wishlists.id))
  const results = await toWishlists(db, rows, userId)
  return { count: results.length, results }
}

export async function createWishlist(db: Database, userId: number, input: { name: string; product_id?: number }) {
  if (input.product_id !== undefined) await requireSavableCamper(db, input.product_id)
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(wishlists)
      .values({ slug: newWishlistSlug(), userId, name: input.name })
      .returning()
    if (input.product_id !== undefined)
      await tx.insert(wishlistItems).values({ wishlistId: created!.id, camperId: input.product_id })
    return created!
  })
  return toWishlist(db, row, userId)
}

export async function getWishlist(db: Database, slug: string, viewerId: number | null) {
  return toWishlist(db, await findBySlug(db, slug), viewerId)
}

export async function renameWishlist(db: Database, slug: string, userId: number, name: string) {
  const row = await findOwn(db, slug, userId)
  const [updated] = await db
    .update(wishlists)
    .set({ name, updatedAt: new Date() })
    .where(eq(wishlists.id, row.id))
    .returning()
  return toWishlist(db, updated!, userId)
}

export async function deleteWishlist(db: Database, slug: string, userId: number) {
  const row = await findOwn(db, slug, userId)
  await db.delete(wishlists).where(eq(wishlists.id, row.id))
}

/** Saving twice is harmless: the second call changes nothing. */
export async function addToWishlist(db: Database, slug: string, userId: number, camperId: number) {
  const row = await findOwn(db, slug, userId)
  await requireSavableCamper(db, camperId)
  const added = await db
    .insert(wishlistItems)
    .values({ wishlistId: row.id, camperId })
    .onConflictDoNothing()
    .returning()
  if (added.length > 0) await db.update(wishlists).set({ updatedAt: new Date() }).where(eq(wishlists.id, row.id))
  return getWishlist(db, slug, userId)
}

/** Removing a camper that is not in the list is harmless too. */
export async function removeFromWishlist(db: Database, slug: string, userId: number, camperId: number) {
  const row = await findOwn(db, slug, userId)
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.wishlistId, row.id), eq(wishlistItems.camperId, camperId)))
    .returning()
  if (removed.length > 0) await db.update(wishlists).set({ updatedAt: new Date() }).where(eq(wishlists.id, row.id))
  return getWishlist(db, slug, userId)
}

/** Every public camper in any of the user's lists (as ad_set shows them), so the web app knows which hearts to fill. */
export async function savedCamperIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ camperId: wishlistItems.camperId })
    .from(wishlistItems)
    .innerJoin(wishlists, eq(wishlists.id, wishlistItems.wishlistId))
    .innerJoin(campers, eq(campers.id, wishlistItems.camperId))
    .where(and(eq(wishlists.userId, userId), inArray(campers.status, [...PUBLIC_STATUSES])))
    .orderBy(asc(wishlistItems.camperId))
  return rows.map((row) => row.camperId)
}
