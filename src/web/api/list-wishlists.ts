import { queryOptions } from '@tanstack/react-query'
import { arrayOf, expectShape, isNumber, isString, objectWith } from '../lib/answer-shape'
import { api } from '../lib/api-client'

/** A camper as a wishlist holds it. */
export interface WishlistCamper {
  id: number
  title: string
  vehicle_type: number
  seats: number
  beds: number
  price_per_day: string
  currency: string
  photos: { url: string; position: number }[]
  review_average: number | null
  review_count: number
  location: { city: string; country_code: string } | null
  instant_booking: boolean
}

export interface Wishlist {
  slug: string
  name: string
  created_at: string
  updated_at: string
  is_mine: boolean
  ad_set: WishlistCamper[]
}

export const wishlistCheck = objectWith({
  slug: isString,
  name: isString,
  ad_set: arrayOf(objectWith({ id: isNumber })),
})

/** GET /3/wishlists/: the signed-in user's lists. */
export async function listWishlists(): Promise<Wishlist[]> {
  const { data }: { data?: unknown } = await api.GET('/3/wishlists/')
  return expectShape<{ results: Wishlist[] }>(
    data,
    objectWith({ count: isNumber, results: arrayOf(wishlistCheck) }),
    'wishlists',
  ).results
}

export const wishlistsKey = ['wishlists'] as const

export function wishlistsQueryOptions() {
  return queryOptions({ queryKey: [...wishlistsKey, 'list'] as const, queryFn: listWishlists })
}
