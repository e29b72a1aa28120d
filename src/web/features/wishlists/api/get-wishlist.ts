import { queryOptions } from '@tanstack/react-query'
import { expectShape } from '../../../lib/answer-shape'
import { api } from '../../../lib/api-client'
import { wishlistCheck, wishlistsKey, type Wishlist } from '../../../api/list-wishlists'

/** GET /3/wishlist/{slug}/: one list (a shared slug is readable by anyone; is_mine says who owns it). */
export async function getWishlist(slug: string): Promise<Wishlist> {
  const { data }: { data?: unknown } = await api.GET('/3/wishlist/{slug}/', { params: { path: { slug } } })
  return expectShape<Wishlist>(data, wishlistCheck, 'wishlist')
}

export function wishlistQueryOptions(slug: string) {
  return queryOptions({ queryKey: [...wishlistsKey, 'one', slug] as const, queryFn: () => getWishlist(slug) })
}
