import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './camper-photos.handlers'
import * as routes from './camper-photos.routes'

export function registerCamperPhotosRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.listPhotosRoute, handlers.listPhotosHandler)
  app.openapi(routes.addPhotoRoute, handlers.addPhotoHandler)
  app.openapi(routes.updatePhotoRoute, handlers.updatePhotoHandler)
  app.openapi(routes.deletePhotoRoute, handlers.deletePhotoHandler)
  app.openapi(routes.rotatePhotoRoute, handlers.rotatePhotoHandler)
  app.openapi(routes.reorderPhotosRoute, handlers.reorderPhotosHandler)
  app.openapi(routes.deletePhotosRoute, handlers.deletePhotosHandler)
}
