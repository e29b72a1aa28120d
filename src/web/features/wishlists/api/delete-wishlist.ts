import { api } from '../../../lib/api-client'

/** DELETE /3/wishlist/{slug}/. */
export async function deleteWishlist(slug: string): Promise<void> {
  await api.DELETE('/3/wishlist/{slug}/', { params: { path: { slug } } })
}
