import type { Hook, OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './auth.handlers'
import * as routes from './auth.routes'

// A malformed OAuth form (a repeated or oversized field) is an OAuth invalid_request, not a field map.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const oauthHook: Hook<any, AppEnv, any, any> = (result, c) => {
  if (!result.success) return c.json({ error: 'invalid_request', error_description: 'The request is malformed.' }, 400)
}

export function registerAuthRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.tokenRoute, handlers.token, oauthHook)
  app.openapi(routes.revokeTokenRoute, handlers.revokeToken, oauthHook)
  app.openapi(routes.logoutRoute, handlers.logout)
  app.openapi(routes.logAsRoute, handlers.logAsUser)
  app.openapi(routes.requestPasswordResetRoute, handlers.requestPasswordResetHandler)
  app.openapi(routes.resetPasswordRoute, handlers.resetPasswordHandler)
  app.openapi(routes.resendEmailVerificationRoute, handlers.resendEmailVerificationHandler)
  app.openapi(routes.verifyEmailRoute, handlers.verifyEmailHandler)
}
