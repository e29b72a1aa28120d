import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { CATEGORY_SEATS, CATEGORY_SLUGS, CATEGORY_TYPES } from '../../../domain/category-rules'
import { paths } from '../../../domain/app-paths'
import { PUBLIC_STATUSES } from '../listings/camper-detail'

// The pages a sitemap lists, family by family, with when each last changed (sitemaps.org `lastmod`). Listings and
// places can grow past what one sitemap file may hold (50,000 addresses), so they are read a page at a time.

/** Items per sitemap file. Each is written once per locale (17 addresses) with its alternates: ~8,500 addresses. */
export const SITEMAP_PAGE_ITEMS = 500

export const SITEMAP_FAMILIES = ['listings', 'places', 'camper-types', 'pages'] as const
export type SitemapFamily = (typeof SITEMAP_FAMILIES)[number]

export interface SitemapEntry {
  /** The page's address without a locale prefix. */
  path: string
  lastmod: Date | null
}

const run = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows

const PUBLIC = sql.join(
  PUBLIC_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)

/**
 * When the listing `c` last changed in what its page shows: published, a status change (unpublished and back), or a
 * review published. The campers table keeps no edit time, so an edit of its text alone does not move it.
 */
const CHANGED_AT = sql.raw(`GREATEST(c.published_at,
  (SELECT max(h.at) FROM listing_status_history h WHERE h.camper_id = c.id),
  (SELECT max(r.published_date) FROM reviews r WHERE r.camper_id = c.id))`)

const asDate = (epoch: number | null) => (epoch === null ? null : new Date(epoch * 1000))

async function familySize(db: Database, family: 'listings' | 'places'): Promise<number> {
  const [row] = await run<{ n: number }>(
    db,
    family === 'listings'
      ? sql`SELECT count(*)::int AS n FROM campers c WHERE c.status IN (${PUBLIC})`
      : sql`SELECT count(*)::int AS n FROM places`,
  )
  return row?.n ?? 0
}

/** How many files a family's sitemap takes (at least one, even empty). */
export async function sitemapPageCount(db: Database, family: SitemapFamily): Promise<number> {
  if (family === 'camper-types' || family === 'pages') return 1
  return Math.max(1, Math.ceil((await familySize(db, family)) / SITEMAP_PAGE_ITEMS))
}

/** The published listings of one file, by id. */
async function listingEntries(db: Database, offset: number): Promise<SitemapEntry[]> {
  const rows = await run<{ id: number; lastmod: number | null }>(
    db,
    sql`SELECT c.id, extract(epoch FROM ${CHANGED_AT})::float8 AS lastmod FROM campers c
      WHERE c.status IN (${PUBLIC}) ORDER BY c.id LIMIT ${SITEMAP_PAGE_ITEMS} OFFSET ${offset}`,
  )
  return rows.map((row) => ({ path: paths.listing.href(row.id), lastmod: asDate(row.lastmod) }))
}

/** Every place has a page; it changes with the published listings it holds. */
async function placeEntries(db: Database, offset: number): Promise<SitemapEntry[]> {
  const rows = await run<{ slug: string; lastmod: number | null }>(
    db,
    sql`SELECT p.slug, (SELECT extract(epoch FROM max(${CHANGED_AT}))::float8 FROM campers c
        WHERE c.place_id = p.id AND c.status IN (${PUBLIC})) AS lastmod
      FROM places p ORDER BY p.id LIMIT ${SITEMAP_PAGE_ITEMS} OFFSET ${offset}`,
  )
  return rows.map((row) => ({ path: paths.place.href(row.slug), lastmod: asDate(row.lastmod) }))
}

/** Each camper type and its seat counts (src/domain/category-rules.ts), changed with the newest listing it shows. */
async function camperTypeEntries(db: Database): Promise<SitemapEntry[]> {
  const rows = await run<{ vehicle_type: number; seats: number; lastmod: number | null }>(
    db,
    sql`SELECT c.vehicle_type, c.seats, extract(epoch FROM max(${CHANGED_AT}))::float8 AS lastmod FROM campers c
      WHERE c.status IN (${PUBLIC}) GROUP BY c.vehicle_type, c.seats`,
  )
  const newest = (types: readonly number[], seats = 0) =>
    asDate(
      rows
        .filter((row) => types.includes(row.vehicle_type) && row.seats >= seats && row.lastmod !== null)
        .reduce<number | null>((latest, row) => Math.max(latest ?? 0, row.lastmod!), null),
    )
  return CATEGORY_SLUGS.flatMap((slug) => [
    { path: paths.category.href(slug), lastmod: newest(CATEGORY_TYPES[slug]) },
    ...CATEGORY_SEATS.map((seats) => ({
      path: paths.categorySeats.href(slug, seats),
      lastmod: newest(CATEGORY_TYPES[slug], seats),
    })),
  ])
}

/** The site's own pages worth finding: home, the place index, content, help and community pages. Their texts ship
 * with the app, which records no date for them. */
const SITE_PAGES = [
  paths.home.href(),
  paths.placeIndex.href(),
  paths.howItWorks.href(),
  paths.rentMyMotorhome.href(),
  paths.rvHireFamily.href(),
  paths.rvHireWithPets.href(),
  paths.surftrip.href(),
  paths.weLoveCalifornia.href(),
  paths.getApps.href(),
  paths.terms.href(),
  paths.confidentiality.href(),
  paths.cookies.href(),
  paths.hitTheRoad.href(),
  paths.rvBeginner.href(),
  paths.helpCenter.href(),
  paths.faq.href(),
  paths.discoverProcess.href(),
  paths.communityReviews.href(),
  paths.communityPictures.href(),
]

/** The entries of one file of a family (pages count from 1); empty past the last one. */
export async function sitemapEntries(db: Database, family: SitemapFamily, page: number): Promise<SitemapEntry[]> {
  const offset = (page - 1) * SITEMAP_PAGE_ITEMS
  switch (family) {
    case 'listings':
      return listingEntries(db, offset)
    case 'places':
      return placeEntries(db, offset)
    case 'camper-types':
      return page === 1 ? camperTypeEntries(db) : []
    case 'pages':
      return page === 1 ? SITE_PAGES.map((path) => ({ path, lastmod: null })) : []
  }
}
