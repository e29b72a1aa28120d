import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './professional.handlers'
import {
  createCompanyRoute,
  createLegalOwnerRoute,
  getCompanyRoute,
  getLegalOwnerRoute,
  updateCompanyRoute,
  updateLegalOwnerRoute,
} from './professional.routes'

export function registerProfessionalRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getCompanyRoute, handlers.readCompany)
  app.openapi(createCompanyRoute, handlers.addCompany)
  app.openapi(updateCompanyRoute, handlers.changeCompany)
  app.openapi(getLegalOwnerRoute, handlers.readLegalOwner)
  app.openapi(createLegalOwnerRoute, handlers.addLegalOwner)
  app.openapi(updateLegalOwnerRoute, handlers.changeLegalOwner)
}
