import type { Database } from '../db/client'
import { countVisit } from '../services/listings/listing-stats'
import { getCamperDetail } from '../services/listings/camper-detail'
import { ApiError } from './api-error'
import { listingCoverPhoto, listingDescription, listingSocialImage } from '../../domain/listing-head'
import { listingStructuredData } from '../../domain/structured-data'
import type { AlternateLink } from '../../domain/locale-routing'
import type { Locale } from '../../domain/locales'
import { STOREFRONT_CURRENCY } from '../../domain/currencies'
import type { PublicConfig } from '../../domain/public-config'
import { localeAlternates, localeUrl } from './site-addresses'

/** A page's head as the web app renders it (src/web/lib/document-head.tsx), for previews that do not run scripts. */
export interface ServedHead {
  title: string
  description?: string
  /** Absolute, or relative to the page's origin. */
  image?: string
  type: string
}

export interface Landing {
  /** The page's HTTP status: the app draws the same page, but search engines must not index a missing one. */
  status: 200 | 404 | 410
  /** API answers written into the page, by path (src/server/http/web-boot.ts). */
  served: Record<string, unknown>
  /** The page's largest paint, asked for with the page rather than once the page has rendered. */
  coverPhotoUrl: string | null
  head: ServedHead | null
  /** The page's own absolute address, whatever query or case it was reached by. */
  canonical: string | null
  /** The page in every locale, with x-default. */
  alternates: AlternateLink[]
  /** schema.org objects, each written as an application/ld+json script. */
  structuredData: unknown[]
}

/** The address being answered, as the landing resolvers read it. */
export interface PageRequest {
  /** The path without its locale prefix. */
  bare: string
  /** The locale of the page: the address's, else the default one (under no_prefix the browser settles it). */
  locale: Locale
  origin: string
  routing: Pick<PublicConfig, 'localeStrategy' | 'defaultLocale'>
  /** The web app's logged_in cookie (src/web/lib/auth-tokens.ts). */
  signedIn: boolean
}

export const plainLanding = (status: Landing['status'] = 200): Landing => ({
  status,
  served: {},
  coverPhotoUrl: null,
  head: null,
  canonical: null,
  alternates: [],
  structuredData: [],
})

/**
 * A listing page (/campers/{id}) as it is served: its camper as GET /3/products/{id}/ answers an anonymous visitor,
 * its main photo, its title, description and Open Graph tags, its canonical address and its offer in schema.org
 * terms. A signed-in visitor's answer may differ (the owner's preview of an unpublished listing, their own visits not
 * counted), so theirs is left to the API; their page still gets the photo and the head of a public one.
 */
export async function listingLanding(db: Database, id: string, page: PageRequest): Promise<Landing> {
  try {
    // In the storefront's currency, as the page asks for it unless the visitor chose another.
    const currency = STOREFRONT_CURRENCY[page.locale]
    const camper = await getCamperDetail(db, id, { userId: null, isStaff: false }, currency)
    const coverPhotoUrl = listingCoverPhoto(camper)?.url ?? null
    const bare = `/campers/${camper.id}`
    const canonical = localeUrl(page.origin, bare, page.locale, page.routing)
    const images = [...camper.photos]
      .sort((a, b) => a.position - b.position)
      .map((photo) => new URL(photo.url, page.origin).href)
    const landing: Landing = {
      status: 200,
      served: {},
      coverPhotoUrl,
      // The title template is "{0} · Roam" in every catalogue (src/web/features/listing/pages/listing-page.tsx).
      head: {
        title: `${camper.title} · Roam`,
        description: listingDescription(camper),
        image: listingSocialImage(camper),
        type: 'product',
      },
      canonical,
      alternates: localeAlternates(page.origin, bare, page.routing),
      structuredData: [listingStructuredData(camper, canonical, images)],
    }
    if (page.signedIn) return landing
    // The visit the API would have counted: the page will not ask for this answer.
    countVisit(db, camper.id)
    return { ...landing, served: { [`/3/products/${id}/?currency=${currency}`]: camper } }
  } catch (error) {
    // Not found, deleted or unpublished: the page asks the API and shows what it answers. A signed-in visitor may be
    // its owner or staff, whom the API shows an unpublished listing.
    if (error instanceof ApiError) return plainLanding(error.status === 410 ? 410 : page.signedIn ? 200 : 404)
    // The rest is a speed-up: a database that cannot answer leaves the page to its own calls, not unserved.
    console.warn(`/campers/${id}: the listing's data was not written into the page`, error)
    return plainLanding()
  }
}
