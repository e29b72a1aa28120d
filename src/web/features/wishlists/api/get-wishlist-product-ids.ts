import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '../../../lib/api-client'
import { wishlistsKey } from './list-wishlists'

/** GET /3/wishlists/products/: every camper id in any of the user's lists (fills the hearts). */
export async function getWishlistProductIds(): Promise<number[]> {
  const { data }: { data?: unknown } = await api.GET('/3/wishlists/products/')
  return z.looseObject({ product_ids: z.array(z.number()) }).parse(data).product_ids
}

export function wishlistProductIdsQueryOptions() {
  return queryOptions({ queryKey: [...wishlistsKey, 'product-ids'] as const, queryFn: getWishlistProductIds })
}
