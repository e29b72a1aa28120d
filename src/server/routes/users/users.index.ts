import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './users.handlers'
import {
  deleteMeRoute,
  getMeRoute,
  getUserRoute,
  registerUserRoute,
  updateMeRoute,
  uploadPictureRoute,
} from './users.routes'

export function registerUsersRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(registerUserRoute, handlers.register)
  // /me/ before /{id}/: the first route that matches answers.
  app.openapi(getMeRoute, handlers.getMe)
  app.openapi(updateMeRoute, handlers.updateMe)
  app.openapi(deleteMeRoute, handlers.deleteMe)
  app.openapi(uploadPictureRoute, handlers.uploadPicture)
  app.openapi(getUserRoute, handlers.getUser)
}
