import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import {
  cancelAsyncPaymentHandler,
  confirmPayment,
  createAsyncPayment,
  finalPayment,
  getAsyncPayment,
  getPaymentData,
  getPaymentSummary,
  listPaymentsHandler,
  pollAsyncPayment,
  refundPlan,
  savePaymentSummaryHandler,
  webRedirect,
} from './booking-payments.handlers'
import {
  cancelAsyncPaymentRoute,
  confirmPaymentRoute,
  createAsyncPaymentRoute,
  finalPaymentRoute,
  getAsyncPaymentRoute,
  getPaymentDataRoute,
  getPaymentSummaryRoute,
  listPaymentsRoute,
  pollAsyncPaymentRoute,
  refundPlanRoute,
  savePaymentSummaryRoute,
  webRedirectRoute,
} from './booking-payments.routes'
import { registerPaymentSandboxPages } from './payment-sandbox.pages'

export function registerBookingPaymentsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getPaymentDataRoute, getPaymentData)
  app.openapi(listPaymentsRoute, listPaymentsHandler)
  app.openapi(getPaymentSummaryRoute, getPaymentSummary)
  app.openapi(savePaymentSummaryRoute, savePaymentSummaryHandler)
  app.openapi(confirmPaymentRoute, confirmPayment)
  app.openapi(webRedirectRoute, webRedirect)
  app.openapi(finalPaymentRoute, finalPayment)
  app.openapi(getAsyncPaymentRoute, getAsyncPayment)
  app.openapi(createAsyncPaymentRoute, createAsyncPayment)
  app.openapi(pollAsyncPaymentRoute, pollAsyncPayment)
  app.openapi(cancelAsyncPaymentRoute, cancelAsyncPaymentHandler)
  app.openapi(refundPlanRoute, refundPlan)
  registerPaymentSandboxPages(app)
}
