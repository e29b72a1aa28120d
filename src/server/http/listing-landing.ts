import type { Database } from '../db/client'
import { countVisit } from '../services/listings/listing-stats'
import { getCamperDetail } from '../services/listings/camper-detail'
import { ApiError } from './api-error'
import { stripLocale } from '../../domain/locale-routing'
import { listingCoverPhoto, listingDescription, listingSocialImage } from '../../domain/listing-head'

/** A page's head as the web app renders it (src/web/lib/document-head.tsx), for previews that do not run scripts. */
export interface ServedHead {
  title: string
  description: string
  /** Absolute, or relative to the page's origin. */
  image?: string
  type: string
}

export interface Landing {
  /** API answers written into the page, by path (src/server/http/web-boot.ts). */
  served: Record<string, unknown>
  /** The page's largest paint, asked for with the page rather than once the page has rendered. */
  coverPhotoUrl: string | null
  head: ServedHead | null
}

const NOTHING: Landing = { served: {}, coverPhotoUrl: null, head: null }

/**
 * A listing page (/campers/{id}, any locale prefix) as it is served: its camper as GET /3/products/{id}/ answers an
 * anonymous visitor, its main photo, and its title, description and Open Graph tags. A signed-in visitor's answer may
 * differ (the owner's preview of an unpublished listing, their own visits not counted), so theirs is left to the API;
 * their page still gets the photo and the head of a public one.
 */
export async function listingLanding(db: Database, pathname: string, signedIn: boolean): Promise<Landing> {
  const id = /^\/campers\/(\d{1,10})\/?$/.exec(stripLocale(pathname))?.[1]
  if (id === undefined) return NOTHING
  try {
    const camper = await getCamperDetail(db, id, { userId: null, isStaff: false })
    const coverPhotoUrl = listingCoverPhoto(camper)?.url ?? null
    // The title template is "{0} · Roam" in every catalogue (src/web/features/listing/pages/listing-page.tsx).
    const head = {
      title: `${camper.title} · Roam`,
      description: listingDescription(camper),
      image: listingSocialImage(camper),
      type: 'product',
    }
    if (signedIn) return { served: {}, coverPhotoUrl, head }
    // The visit the API would have counted: the page will not ask for this answer.
    countVisit(db, camper.id)
    return { served: { [`/3/products/${id}/`]: camper }, coverPhotoUrl, head }
  } catch (error) {
    // Not found, deleted or unpublished: the page asks the API and shows what it answers.
    if (error instanceof ApiError) return NOTHING
    // The rest is a speed-up: a database that cannot answer leaves the page to its own calls, not unserved.
    console.warn(`${pathname}: the listing's data was not written into the page`, error)
    return NOTHING
  }
}
