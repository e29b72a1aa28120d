import type { Database } from '../db/client'
import { isKnownRoute } from '../../domain/known-routes'
import { parseCategory } from '../../domain/category-rules'
import { sortAncestors } from '../../domain/place-rules'
import { breadcrumbStructuredData } from '../../domain/structured-data'
import { placeDetail, resolvePlaceSlug } from '../services/places/places'
import { listingLanding, plainLanding, type Landing, type PageRequest } from './listing-landing'
import { localeAlternates, localeUrl } from './site-addresses'

export type { Landing, PageRequest } from './listing-landing'

/** A place's page: 404 for a slug no place has; its head, canonical address and breadcrumbs otherwise. */
async function placeLanding(db: Database, slug: string, page: PageRequest): Promise<Landing> {
  const resolved = await resolvePlaceSlug(db, slug)
  if (resolved === null) return plainLanding(404)
  // A loose slug ("lyon-france"): the app goes on to the place's own address, whose page carries the head.
  if (!('place' in resolved)) return plainLanding()
  const place = await placeDetail(db, resolved.place, page.locale)
  const url = (placeSlug: string) =>
    localeUrl(page.origin, `/campervan-hire/${encodeURIComponent(placeSlug)}`, page.locale, page.routing)
  const canonical = url(place.slug)
  return {
    ...plainLanding(),
    head: { title: `${place.name} · Roam`, type: 'website' },
    canonical,
    alternates: localeAlternates(page.origin, `/campervan-hire/${encodeURIComponent(place.slug)}`, page.routing),
    structuredData: [
      breadcrumbStructuredData([
        ...sortAncestors(place.ancestors).map((ancestor) => ({ name: ancestor.name, url: url(ancestor.slug) })),
        { name: place.name, url: canonical },
      ]),
    ],
  }
}

/**
 * What the server knows of the page at an address before the app runs: its status (404 for an address the router
 * does not know, an unknown listing, place or camper type; 410 for a deleted listing), and for listing and place pages
 * their head, canonical address, alternates and structured data. The app draws the same page whatever the status.
 */
export async function pageLanding(db: Database, page: PageRequest): Promise<Landing> {
  const { bare } = page
  if (!isKnownRoute(bare)) return plainLanding(404)
  const listing = /^\/campers\/([^/]+)\/?$/i.exec(bare)?.[1]
  if (listing !== undefined) return /^\d{1,10}$/.test(listing) ? listingLanding(db, listing, page) : plainLanding(404)
  const place = /^\/campervan-hire\/([^/]+)\/?$/i.exec(bare)?.[1]
  if (place !== undefined) {
    try {
      return await placeLanding(db, decodeURIComponent(place), page)
    } catch (error) {
      // A speed-up and a status: a database that cannot answer leaves the page to its own calls.
      console.warn(`${bare}: the place was not looked up`, error)
      return plainLanding()
    }
  }
  const category = /^\/camper-type\/([^/]+)(?:\/([^/]+))?\/?$/i.exec(bare)
  if (category && parseCategory(category[1], category[2]) === null) return plainLanding(404)
  return plainLanding()
}
