import { api } from '../lib/api-client'
import type { Wishlist } from './list-wishlists'

/** POST /3/wishlists/ {name, product_id?}: a new list, optionally with a first camper. */
export async function createWishlist(input: { name: string; product_id?: number }): Promise<Wishlist> {
  const { data }: { data?: unknown } = await api.POST('/3/wishlists/', { body: input })
  return data as Wishlist
}
