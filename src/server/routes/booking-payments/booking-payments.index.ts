import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './booking-payments.handlers'
import * as routes from './booking-payments.routes'
import { registerPaymentSandboxPages } from './payment-sandbox.pages'

export function registerBookingPaymentsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.getPaymentDataRoute, handlers.getPaymentData)
  app.openapi(routes.listPaymentsRoute, handlers.listPaymentsHandler)
  app.openapi(routes.paymentReceiptRoute, handlers.paymentReceiptHandler)
  app.openapi(routes.bookingInvoiceRoute, handlers.bookingInvoiceHandler)
  app.openapi(routes.bookingCreditNoteRoute, handlers.bookingCreditNoteHandler)
  app.openapi(routes.bookingBillingDocumentsRoute, handlers.bookingBillingDocumentsHandler)
  app.openapi(routes.getPaymentSummaryRoute, handlers.getPaymentSummary)
  app.openapi(routes.savePaymentSummaryRoute, handlers.savePaymentSummaryHandler)
  app.openapi(routes.confirmPaymentRoute, handlers.confirmPayment)
  app.openapi(routes.webRedirectRoute, handlers.webRedirect)
  app.openapi(routes.finalPaymentRoute, handlers.finalPayment)
  app.openapi(routes.getAsyncPaymentRoute, handlers.getAsyncPayment)
  app.openapi(routes.createAsyncPaymentRoute, handlers.createAsyncPayment)
  app.openapi(routes.pollAsyncPaymentRoute, handlers.pollAsyncPayment)
  app.openapi(routes.cancelAsyncPaymentRoute, handlers.cancelAsyncPaymentHandler)
  app.openapi(routes.bookingWalletRoute, handlers.getBookingWallet)
  app.openapi(routes.refundPlanRoute, handlers.refundPlan)
  registerPaymentSandboxPages(app)
}
