import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { avatarHandler, camperImageHandler, camperPhotoHandler, pictureHandler } from './media.handlers'
import { getAvatar, getCamperImage, getCamperPhoto, getPicture } from './media.routes'

export function registerMediaRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getAvatar, avatarHandler)
  app.openapi(getCamperImage, camperImageHandler)
  app.openapi(getPicture, pictureHandler)
  app.openapi(getCamperPhoto, camperPhotoHandler)
}
