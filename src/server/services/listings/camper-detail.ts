import type { DisplayCurrency } from '../../../domain/currencies'
import { convertedFigures } from '../exchange-rates/converted-figures'
import { amenitiesByCategory } from '../../../domain/camper-amenities'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { camperPhotos, campers, places, reviews, users, type CamperRow } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { answerRates, otherListings, responseTimes } from '../hosts/host-figures'
import { camperLocation, type Photo } from './camper-cards'
import { toDecimal } from './money'

/** Statuses the public sees; the owner and staff also see every other one except the deleted. */
export const PUBLIC_STATUSES: ReadonlyArray<CamperRow['status']> = ['published', 'bookable']
export const DELETED_STATUSES: ReadonlyArray<CamperRow['status']> = ['deleted', 'deleted_owner']
const MAX_ID = 2_147_483_647

/**
 * Owner badges from the published guest reviews about the owner (documented in the API reference):
 * ambassador at 10 or more reviews averaging at least 4.7, best owner at 3 or more averaging at least 4.5.
 */
export const AMBASSADOR = { minReviews: 10, minAverage: 4.7 }
export const BEST_OWNER = { minReviews: 3, minAverage: 4.5 }

export interface Viewer {
  userId: number | null
  isStaff: boolean
}

/** The spec's three-way policies travel as true | false | null (null: on demand). */
const policy = (value: CamperRow['petsAllowed']) =>
  value === 'ALLOWED' ? true : value === 'NOT_ALLOWED' ? false : null

/** Spec 1 §3: the integer hour of "14:00", or null when the text is not a time. */
export const hourOf = (value: string) => {
  const hour = Number.parseInt(value.slice(0, 2), 10)
  return Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : null
}

/** Parses the path id as spec 1 §8 wants: not a number is its own 404 code. */
export function parseCamperId(raw: string): number {
  if (!/^\d+$/.test(raw)) throw ApiError.detail(404, 'Not found.', 'id_not_a_number')
  const id = Number(raw)
  if (id < 1 || id > MAX_ID) throw ApiError.detail(404, 'Not found.', 'not_found')
  return id
}

/** Published guest reviews about the owner, the ground of the badges: a count and a mean (0 without reviews). */
const ownerReviewCount = sql<number>`(SELECT count(*)::int FROM ${reviews} r
  WHERE r.target_id = ${campers.ownerId} AND r.author_type = 'guest' AND r.published_date IS NOT NULL)`
const ownerReviewMean = sql<number | null>`(SELECT avg(r.rating)::float8 FROM ${reviews} r
  WHERE r.target_id = ${campers.ownerId} AND r.author_type = 'guest' AND r.published_date IS NOT NULL)`
const galleryPhotos = sql<
  Photo[] | null
>`(SELECT json_agg(json_build_object('url', ph.url, 'position', ph.position) ORDER BY ph.position)
  FROM ${camperPhotos} ph WHERE ph.camper_id = ${campers.id})`

const meets = (stats: { count: number; average: number }, rule: { minReviews: number; minAverage: number }) =>
  stats.count >= rule.minReviews && stats.average >= rule.minAverage

export async function getCamperDetail(db: Database, rawId: string, viewer: Viewer, displayCurrency?: DisplayCurrency) {
  const id = parseCamperId(rawId)
  // One round trip: the camper with its owner, place, gallery and the owner's review stats.
  const [row] = await db
    .select({
      camper: campers,
      owner: users,
      place: { slug: places.slug, name: places.name, country_code: places.countryCode },
      photos: galleryPhotos,
      reviewCount: ownerReviewCount,
      reviewMean: ownerReviewMean,
    })
    .from(campers)
    .innerJoin(users, eq(users.id, campers.ownerId))
    .leftJoin(places, eq(places.id, campers.placeId))
    .where(eq(campers.id, id))
    .limit(1)
  if (!row) throw ApiError.detail(404, 'Not found.', 'not_found')
  const { camper, owner, place } = row
  if (DELETED_STATUSES.includes(camper.status)) throw ApiError.detail(410, 'This camper has been deleted.', 'deleted')
  const mayPreview = viewer.isStaff || viewer.userId === camper.ownerId
  if (!PUBLIC_STATUSES.includes(camper.status) && !mayPreview) throw ApiError.detail(404, 'Not found.', 'not_found')
  const stats = { count: row.reviewCount, average: row.reviewMean ?? 0 }
  // The host card's figures: how often and how fast the owner answers requests, and their other listings.
  const answerRate = (await answerRates(db, [owner.id])).get(owner.id) ?? null
  const responseTime = (await responseTimes(db, [owner.id])).get(owner.id) ?? null
  const others = await otherListings(db, owner.id, camper.id, PUBLIC_STATUSES)

  return {
    id: camper.id,
    title: camper.title,
    description: camper.description,
    vehicle_type: camper.vehicleType,
    brand: camper.brand,
    model: camper.model,
    year: camper.year,
    seats: camper.seats,
    beds: camper.beds,
    price_per_day: toDecimal(camper.pricePerDay),
    currency: camper.currency,
    converted: await convertedFigures(db, camper.currency, displayCurrency, { price_per_day: camper.pricePerDay }),
    hour_from: hourOf(camper.hourFrom),
    hour_to: hourOf(camper.hourTo),
    instant_booking: camper.instantBooking,
    pets_allowed: policy(camper.petsAllowed),
    smoking_allowed: policy(camper.smokingAllowed),
    abroad_allowed: policy(camper.abroadAllowed),
    deposit_amount: toDecimal(camper.depositAmount),
    deposit_mean: camper.depositMean,
    vehicle_owner_language_spoke: owner.languages,
    published_at: camper.publishedAt?.toISOString() ?? null,
    is_ambassador: meets(stats, AMBASSADOR),
    review_average: camper.reviewAverage,
    review_count: camper.reviewCount,
    min_days: camper.minDays,
    max_months_future_rental: camper.maxMonthsFutureRental,
    equipments: amenitiesByCategory(camper.amenities),
    photos: row.photos ?? [],
    owner: {
      id: owner.id,
      first_name: owner.firstName,
      profile_picture: { url: owner.profilePictureUrl },
      is_pro: owner.isPro,
      is_best_owner: meets(stats, BEST_OWNER),
      is_verified: owner.phoneVerified,
      languages: owner.languages,
      joined_at: owner.joinedAt.toISOString(),
      response_rate: answerRate,
      response_time_minutes: responseTime,
      other_listings: others,
    },
    place: place ?? null,
    location: camperLocation(camper),
    status: camper.status,
  }
}
