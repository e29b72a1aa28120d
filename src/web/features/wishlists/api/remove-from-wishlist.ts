import { api } from '../../../lib/api-client'

/** DELETE /3/wishlist/{slug}/product/?product_id=. */
export async function removeFromWishlist(slug: string, productId: number): Promise<void> {
  await api.DELETE('/3/wishlist/{slug}/product/' as never, { params: { path: { slug }, query: { product_id: productId } } } as never) // TODO(merge): typed by schema.d.ts
}
