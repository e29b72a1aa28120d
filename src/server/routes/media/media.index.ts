import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { avatarHandler, camperImageHandler, pictureHandler } from './media.handlers'
import { getAvatar, getCamperImage, getPicture } from './media.routes'

export function registerMediaRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getAvatar, avatarHandler)
  app.openapi(getCamperImage, camperImageHandler)
  app.openapi(getPicture, pictureHandler)
}
