import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { avatarHandler, camperImageHandler } from './media.handlers'
import { getAvatar, getCamperImage } from './media.routes'

export function registerMediaRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getAvatar, avatarHandler)
  app.openapi(getCamperImage, camperImageHandler)
}
