import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { ApiError } from '../../http/api-error'
import { requireUser } from '../../http/authentication'
import { REQUIRED_MESSAGE } from '../../http/validation-hook'
import {
  addToWishlist,
  createWishlist,
  deleteWishlist,
  getWishlist,
  listOwnWishlists,
  removeFromWishlist,
  renameWishlist,
  savedCamperIds,
} from '../../services/wishlists/wishlists'
import type {
  addWishlistProductRoute,
  createWishlistRoute,
  deleteWishlistRoute,
  getWishlistRoute,
  listWishlistsRoute,
  removeWishlistProductRoute,
  renameWishlistRoute,
  savedProductsRoute,
} from './wishlists.routes'

export const listWishlists: RouteHandler<typeof listWishlistsRoute, AppEnv> = async (c) => {
  return c.json(await listOwnWishlists(c.var.db, requireUser(c)), 200)
}

export const createWishlistHandler: RouteHandler<typeof createWishlistRoute, AppEnv> = async (c) => {
  return c.json(await createWishlist(c.var.db, requireUser(c), c.req.valid('json')), 201)
}

export const savedProducts: RouteHandler<typeof savedProductsRoute, AppEnv> = async (c) => {
  return c.json({ product_ids: await savedCamperIds(c.var.db, requireUser(c)) }, 200)
}

export const getWishlistHandler: RouteHandler<typeof getWishlistRoute, AppEnv> = async (c) => {
  return c.json(await getWishlist(c.var.db, c.req.valid('param').slug, c.var.userId), 200)
}

export const renameWishlistHandler: RouteHandler<typeof renameWishlistRoute, AppEnv> = async (c) => {
  const { slug } = c.req.valid('param')
  return c.json(await renameWishlist(c.var.db, slug, requireUser(c), c.req.valid('json').name), 200)
}

export const deleteWishlistHandler: RouteHandler<typeof deleteWishlistRoute, AppEnv> = async (c) => {
  await deleteWishlist(c.var.db, c.req.valid('param').slug, requireUser(c))
  return c.body(null, 204)
}

export const addWishlistProduct: RouteHandler<typeof addWishlistProductRoute, AppEnv> = async (c) => {
  const { slug } = c.req.valid('param')
  return c.json(await addToWishlist(c.var.db, slug, requireUser(c), c.req.valid('json').product_id), 200)
}

export const removeWishlistProduct: RouteHandler<typeof removeWishlistProductRoute, AppEnv> = async (c) => {
  const { slug } = c.req.valid('param')
  // The web client sends the id in the query (DELETE bodies are often dropped); older callers send a body.
  const productId =
    c.req.valid('query').product_id ?? (c.req.valid('json') as { product_id?: number } | undefined)?.product_id
  if (productId === undefined) throw ApiError.fields({ product_id: [REQUIRED_MESSAGE] })
  return c.json(await removeFromWishlist(c.var.db, slug, requireUser(c), productId), 200)
}
