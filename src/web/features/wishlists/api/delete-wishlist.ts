import { api } from '../../../lib/api-client'

/** DELETE /3/wishlist/{slug}/. */
export async function deleteWishlist(slug: string): Promise<void> {
  await api.DELETE('/3/wishlist/{slug}/' as never, { params: { path: { slug } } } as never) // TODO(merge): typed by schema.d.ts
}
