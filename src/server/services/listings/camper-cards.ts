import { asc, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { camperPhotos, type CamperRow } from '../../db/schema'
import { toDecimal } from './money'

export interface Photo {
  url: string
  position: number
}

/** The short listing shown in lists (wishlists, search): enough for a card, nothing private. */
export interface CamperCard {
  id: number
  title: string
  vehicle_type: number
  seats: number
  beds: number
  price_per_day: string
  currency: string
  photos: Photo[]
  review_average: number | null
  review_count: number
  location: { city: string; country_code: string; latitude: number | null; longitude: number | null }
  instant_booking: boolean
}

/**
 * Photos of several campers in one query, each list ordered by position: the card size of uploaded pictures for lists,
 * the gallery size for a listing's page (the demo illustrations have one address for every size).
 */
export async function photosByCamper(
  db: Database,
  camperIds: number[],
  size: 'card' | 'gallery' = 'card',
): Promise<Map<number, Photo[]>> {
  const byCamper = new Map<number, Photo[]>()
  if (camperIds.length === 0) return byCamper
  const url = size === 'card' ? sql<string>`coalesce(${camperPhotos.cardUrl}, ${camperPhotos.url})` : camperPhotos.url
  const rows = await db
    .select({ camperId: camperPhotos.camperId, url, position: camperPhotos.position })
    .from(camperPhotos)
    .where(inArray(camperPhotos.camperId, camperIds))
    .orderBy(asc(camperPhotos.camperId), asc(camperPhotos.position))
  for (const { camperId, url, position } of rows)
    byCamper.set(camperId, [...(byCamper.get(camperId) ?? []), { url, position }])
  return byCamper
}

export const camperLocation = (camper: CamperRow) => ({
  city: camper.addressCity,
  country_code: camper.addressCountry,
  latitude: camper.latitude,
  longitude: camper.longitude,
})

export function toCamperCard(camper: CamperRow, photos: Photo[]): CamperCard {
  return {
    id: camper.id,
    title: camper.title,
    vehicle_type: camper.vehicleType,
    seats: camper.seats,
    beds: camper.beds,
    price_per_day: toDecimal(camper.pricePerDay),
    currency: camper.currency,
    photos,
    review_average: camper.reviewAverage,
    review_count: camper.reviewCount,
    location: camperLocation(camper),
    instant_booking: camper.instantBooking,
  }
}
