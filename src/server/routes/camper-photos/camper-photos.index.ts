import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import {
  addPhotoHandler,
  deletePhotoHandler,
  deletePhotosHandler,
  listPhotosHandler,
  reorderPhotosHandler,
  rotatePhotoHandler,
  updatePhotoHandler,
} from './camper-photos.handlers'
import {
  addPhotoRoute,
  deletePhotoRoute,
  deletePhotosRoute,
  listPhotosRoute,
  reorderPhotosRoute,
  rotatePhotoRoute,
  updatePhotoRoute,
} from './camper-photos.routes'

export function registerCamperPhotosRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listPhotosRoute, listPhotosHandler)
  app.openapi(addPhotoRoute, addPhotoHandler)
  app.openapi(updatePhotoRoute, updatePhotoHandler)
  app.openapi(deletePhotoRoute, deletePhotoHandler)
  app.openapi(rotatePhotoRoute, rotatePhotoHandler)
  app.openapi(reorderPhotosRoute, reorderPhotosHandler)
  app.openapi(deletePhotosRoute, deletePhotosHandler)
}
