import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '../../../lib/api-client'

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

export const wishlistSchema = z.looseObject({ slug: z.string(), name: z.string(), ad_set: z.array(z.looseObject({ id: z.number() })) })

/** GET /3/wishlists/: the signed-in user's lists. */
export async function listWishlists(): Promise<Wishlist[]> {
  const { data }: { data?: unknown } = await api.GET('/3/wishlists/')
  const parsed = z.looseObject({ count: z.number(), results: z.array(wishlistSchema) }).parse(data)
  return parsed.results as unknown as Wishlist[]
}

export const wishlistsKey = ['wishlists'] as const

export function wishlistsQueryOptions() {
  return queryOptions({ queryKey: [...wishlistsKey, 'list'] as const, queryFn: listWishlists })
}
