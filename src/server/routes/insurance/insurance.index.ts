import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import {
  bookingConditionsDocumentHandler,
  camperConditionsDocumentHandler,
  createBookingConditionsHandler,
  createCamperConditionsHandler,
  getBookingConditionsHandler,
  getCamperConditionsHandler,
  getInsuranceHandler,
  insuranceChoicesHandler,
  rentalCoverConditionsHandler,
  similarInsurancesHandler,
  updateBookingConditionsHandler,
  updateCamperConditionsHandler,
} from './insurance.handlers'
import {
  bookingConditionsDocumentRoute,
  camperConditionsDocumentRoute,
  createBookingConditionsRoute,
  createCamperConditionsRoute,
  getBookingConditionsRoute,
  getCamperConditionsRoute,
  getInsuranceRoute,
  insuranceChoicesRoute,
  rentalCoverConditionsRoute,
  similarInsurancesRoute,
  updateBookingConditionsRoute,
  updateCamperConditionsRoute,
} from './insurance.routes'

export function registerInsuranceRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(insuranceChoicesRoute, insuranceChoicesHandler)
  app.openapi(similarInsurancesRoute, similarInsurancesHandler)
  app.openapi(getBookingConditionsRoute, getBookingConditionsHandler)
  app.openapi(createBookingConditionsRoute, createBookingConditionsHandler)
  app.openapi(updateBookingConditionsRoute, updateBookingConditionsHandler)
  app.openapi(getCamperConditionsRoute, getCamperConditionsHandler)
  app.openapi(createCamperConditionsRoute, createCamperConditionsHandler)
  app.openapi(updateCamperConditionsRoute, updateCamperConditionsHandler)
  app.openapi(bookingConditionsDocumentRoute, bookingConditionsDocumentHandler)
  app.openapi(camperConditionsDocumentRoute, camperConditionsDocumentHandler)
  app.openapi(getInsuranceRoute, getInsuranceHandler)
  app.openapi(rentalCoverConditionsRoute, rentalCoverConditionsHandler)
}
