import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './wishlists.handlers'
import * as routes from './wishlists.routes'

export function registerWishlistsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.listWishlistsRoute, handlers.listWishlists)
  app.openapi(routes.createWishlistRoute, handlers.createWishlistHandler)
  app.openapi(routes.savedProductsRoute, handlers.savedProducts)
  app.openapi(routes.getWishlistRoute, handlers.getWishlistHandler)
  app.openapi(routes.renameWishlistRoute, handlers.renameWishlistHandler)
  app.openapi(routes.deleteWishlistRoute, handlers.deleteWishlistHandler)
  app.openapi(routes.addWishlistProductRoute, handlers.addWishlistProduct)
  app.openapi(routes.removeWishlistProductRoute, handlers.removeWishlistProduct)
}
