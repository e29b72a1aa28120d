import { queryOptions } from '@tanstack/react-query'
import { arrayOf, expectShape, isNumber, objectWith } from '../lib/answer-shape'
import { api } from '../lib/api-client'
import { wishlistsKey } from './list-wishlists'

/** GET /3/wishlists/products/: every camper id in any of the user's lists (fills the hearts). */
export async function getWishlistProductIds(): Promise<number[]> {
  const { data }: { data?: unknown } = await api.GET('/3/wishlists/products/')
  return expectShape<{ product_ids: number[] }>(
    data,
    objectWith({ product_ids: arrayOf(isNumber) }),
    'wishlist products',
  ).product_ids
}

export function wishlistProductIdsQueryOptions() {
  return queryOptions({ queryKey: [...wishlistsKey, 'product-ids'] as const, queryFn: getWishlistProductIds })
}
