import { api } from '../../../lib/api-client'
import type { Wishlist } from '../../../api/list-wishlists'

/** PATCH /3/wishlist/{slug}/ {name}. */
export async function renameWishlist(slug: string, name: string): Promise<Wishlist> {
  const { data }: { data?: unknown } = await api.PATCH('/3/wishlist/{slug}/', {
    params: { path: { slug } },
    body: { name },
  })
  return data as Wishlist
}
