import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import {
  addWishlistProduct,
  createWishlistHandler,
  deleteWishlistHandler,
  getWishlistHandler,
  listWishlists,
  removeWishlistProduct,
  renameWishlistHandler,
  savedProducts,
} from './wishlists.handlers'
import {
  addWishlistProductRoute,
  createWishlistRoute,
  deleteWishlistRoute,
  getWishlistRoute,
  listWishlistsRoute,
  removeWishlistProductRoute,
  renameWishlistRoute,
  savedProductsRoute,
} from './wishlists.routes'

export function registerWishlistsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listWishlistsRoute, listWishlists)
  app.openapi(createWishlistRoute, createWishlistHandler)
  app.openapi(savedProductsRoute, savedProducts)
  app.openapi(getWishlistRoute, getWishlistHandler)
  app.openapi(renameWishlistRoute, renameWishlistHandler)
  app.openapi(deleteWishlistRoute, deleteWishlistHandler)
  app.openapi(addWishlistProductRoute, addWishlistProduct)
  app.openapi(removeWishlistProductRoute, removeWishlistProduct)
}
