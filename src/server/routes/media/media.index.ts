import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './media.handlers'
import * as routes from './media.routes'

export function registerMediaRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.getAvatar, handlers.avatarHandler)
  app.openapi(routes.getCamperImage, handlers.camperImageHandler)
  app.openapi(routes.getPicture, handlers.pictureHandler)
  app.openapi(routes.getCamperPhoto, handlers.camperPhotoHandler)
}
