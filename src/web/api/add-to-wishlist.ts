import { api } from '../lib/api-client'

/** POST /3/wishlist/{slug}/product/ {product_id}. */
export async function addToWishlist(slug: string, productId: number): Promise<void> {
  await api.POST('/3/wishlist/{slug}/product/', { params: { path: { slug } }, body: { product_id: productId } })
}
