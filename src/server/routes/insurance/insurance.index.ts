import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './insurance.handlers'
import * as routes from './insurance.routes'

export function registerInsuranceRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.insuranceChoicesRoute, handlers.insuranceChoicesHandler)
  app.openapi(routes.similarInsurancesRoute, handlers.similarInsurancesHandler)
  app.openapi(routes.getBookingConditionsRoute, handlers.getBookingConditionsHandler)
  app.openapi(routes.createBookingConditionsRoute, handlers.createBookingConditionsHandler)
  app.openapi(routes.updateBookingConditionsRoute, handlers.updateBookingConditionsHandler)
  app.openapi(routes.getCamperConditionsRoute, handlers.getCamperConditionsHandler)
  app.openapi(routes.createCamperConditionsRoute, handlers.createCamperConditionsHandler)
  app.openapi(routes.updateCamperConditionsRoute, handlers.updateCamperConditionsHandler)
  app.openapi(routes.bookingConditionsDocumentRoute, handlers.bookingConditionsDocumentHandler)
  app.openapi(routes.camperConditionsDocumentRoute, handlers.camperConditionsDocumentHandler)
  app.openapi(routes.getInsuranceRoute, handlers.getInsuranceHandler)
  app.openapi(routes.rentalCoverConditionsRoute, handlers.rentalCoverConditionsHandler)
}
