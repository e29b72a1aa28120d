import { queryOptions } from '@tanstack/react-query'
import type { DisplayCurrency } from '../../../../domain/currencies'
import { arrayOf, expectShape, isNumber, isString, objectWith } from '../../../lib/answer-shape'
import type { Check } from '../../../lib/answer-shape'
import { api } from '../../../lib/api-client'
import { takeServedAnswer } from '../../../lib/served-answers'

/** GET /3/products/{id}/: the listing page's camper. */
export interface CamperPhoto {
  url: string
  position: number
}

/** One of the host's other published listings, linked from the host card. */
export interface HostListing {
  id: number
  title: string
  vehicle_type: number
  city: string
  price_per_day: string
  currency: string
  photo: string | null
  review_average: number | null
  review_count: number
}

export interface CamperDetail {
  id: number
  title: string
  description: string
  vehicle_type: number
  brand: string
  model: string
  year: number
  seats: number
  beds: number
  price_per_day: string
  /** The camper's: a booking is charged in it. */
  currency: string
  /** The price per day in the visitor's currency at the day's rates; null when it is the camper's or no rate is known. */
  converted: { currency: string; rate_day: string; rate: number; price_per_day: string } | null
  hour_from: number | null
  hour_to: number | null
  instant_booking: boolean
  pets_allowed: unknown
  smoking_allowed: unknown
  abroad_allowed: unknown
  deposit_amount: string | null
  deposit_mean: string | null
  vehicle_owner_language_spoke: string[]
  published_at: string | null
  is_ambassador: boolean
  review_average: number | null
  review_count: number
  min_days: number
  max_months_future_rental: number
  equipments: Record<string, string[]>
  photos: CamperPhoto[]
  owner: {
    id: number
    first_name: string
    profile_picture: { url: string | null } | null
    is_pro: boolean
    is_best_owner: boolean
    is_verified: boolean
    languages: string[]
    joined_at: string | null
    /** Percent of requests answered before they expired, null before any. */
    response_rate: number | null
    /** Median minutes to a first answer, null before any. */
    response_time_minutes: number | null
    other_listings: HostListing[]
  }
  place: { slug: string; name: string; country_code: string } | null
  location: { city: string; country_code: string; latitude: number; longitude: number }
  status: string
}

const equipmentsCheck: Check = (value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not an object'
  return Object.values(value).map(arrayOf(isString)).find(Boolean)
}

const camperCheck = objectWith({
  id: isNumber,
  title: isString,
  vehicle_type: isNumber,
  price_per_day: isString,
  currency: isString,
  photos: arrayOf(objectWith({ url: isString, position: isNumber })),
  equipments: equipmentsCheck,
  owner: objectWith({ id: isNumber, first_name: isString }),
  location: objectWith({ city: isString }),
})

export async function getCamper(id: string, currency: DisplayCurrency): Promise<CamperDetail> {
  const data =
    takeServedAnswer(`/3/products/${id}/?currency=${currency}`) ??
    (await api.GET('/3/products/{id}/', { params: { path: { id }, query: { currency } } })).data
  return expectShape<CamperDetail>(data, camperCheck, 'camper')
}

/** The listing with its price also in `currency` (useDisplayCurrency in pages, displayCurrencyOf in loaders). */
export function camperQueryOptions(id: string, currency: DisplayCurrency) {
  return queryOptions({
    queryKey: ['campers', id, currency] as const,
    queryFn: () => getCamper(id, currency),
    staleTime: 60_000,
  })
}
