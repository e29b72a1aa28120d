import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './professional.handlers'
import * as routes from './professional.routes'

export function registerProfessionalRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.getCompanyRoute, handlers.readCompany)
  app.openapi(routes.createCompanyRoute, handlers.addCompany)
  app.openapi(routes.updateCompanyRoute, handlers.changeCompany)
  app.openapi(routes.getLegalOwnerRoute, handlers.readLegalOwner)
  app.openapi(routes.createLegalOwnerRoute, handlers.addLegalOwner)
  app.openapi(routes.updateLegalOwnerRoute, handlers.changeLegalOwner)
}
