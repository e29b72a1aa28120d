import { api } from '../lib/api-client'

/** DELETE /3/wishlist/{slug}/product/?product_id=. */
export async function removeFromWishlist(slug: string, productId: number): Promise<void> {
  await api.DELETE('/3/wishlist/{slug}/product/', { params: { path: { slug }, query: { product_id: productId } } })
}
