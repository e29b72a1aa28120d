import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './users.handlers'
import * as routes from './users.routes'

export function registerUsersRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.registerUserRoute, handlers.register)
  // /me/ before /{id}/: the first route that matches answers.
  app.openapi(routes.getMeRoute, handlers.getMe)
  app.openapi(routes.updateMeRoute, handlers.updateMe)
  app.openapi(routes.deleteMeRoute, handlers.deleteMe)
  app.openapi(routes.uploadPictureRoute, handlers.uploadPicture)
  app.openapi(routes.getUserRoute, handlers.getUser)
}
