import type { RouteHandler } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { AppEnv } from '../../http/app-env'
import { requireUser } from '../../http/authentication'
import { requestLocale } from '../../http/request-locale'
import { STOREFRONTS } from '../../services/referential/storefronts'
import { paymentSummary, savePaymentSummary } from '../../services/payments/billing-details'
import { requestHash, withIdempotencyKey } from '../../services/payments/idempotency'
import { paymentDeps } from '../../services/payments/payment-deps'
import { bookingBillingDocuments } from '../../services/billing/booking-billing'
import { bookingCreditNote } from '../../services/billing/credit-notes'
import { bookingInvoice } from '../../services/billing/invoices'
import { paymentReceipt } from '../../services/billing/receipts'
import {
  bookingRefundPlan,
  bookingWallet,
  cancelAsyncPayment,
  finalizePayment,
  latestAsyncPayment,
  listPayments,
  paymentData,
  pendingRedirect,
  pollPayment,
  startPayment,
} from '../../services/payments/payments'
import type {
  bookingWalletRoute,
  cancelAsyncPaymentRoute,
  confirmPaymentRoute,
  createAsyncPaymentRoute,
  finalPaymentRoute,
  getAsyncPaymentRoute,
  getPaymentDataRoute,
  getPaymentSummaryRoute,
  listPaymentsRoute,
  bookingInvoiceRoute,
  bookingCreditNoteRoute,
  bookingBillingDocumentsRoute,
  paymentReceiptRoute,
  pollAsyncPaymentRoute,
  refundPlanRoute,
  savePaymentSummaryRoute,
  webRedirectRoute,
} from './booking-payments.routes'

const deps = (c: Context<AppEnv>) => paymentDeps(c.var.db, c.var.env)
/** The caller's storefront decides which methods exist (the referential's payment_type_available). */
const availableMethods = (c: Context<AppEnv>) =>
  STOREFRONTS[requestLocale(undefined, c.req.header('accept-language'))].payments

export const getPaymentData: RouteHandler<typeof getPaymentDataRoute, AppEnv> = async (c) =>
  c.json(await paymentData(deps(c), requireUser(c), c.req.valid('param').id, availableMethods(c)), 200)

export const listPaymentsHandler: RouteHandler<typeof listPaymentsRoute, AppEnv> = async (c) =>
  c.json(await listPayments(c.var.db, requireUser(c), c.req.valid('param').id), 200)

const pdfAttachment = (pdf: Uint8Array, name: string) =>
  [
    new Uint8Array(pdf),
    200,
    {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  ] as const

export const paymentReceiptHandler: RouteHandler<typeof paymentReceiptRoute, AppEnv> = async (c) => {
  const { id, paymentId } = c.req.valid('param')
  const receipt = await paymentReceipt(c.var.db, requireUser(c), id, paymentId, c.var.env.BILLING_ISSUER)
  return c.body(...pdfAttachment(receipt.pdf, `roam-receipt-${receipt.number}.pdf`))
}

export const bookingInvoiceHandler: RouteHandler<typeof bookingInvoiceRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const invoice = await bookingInvoice(c.var.db, requireUser(c), id, {
    issuer: c.var.env.BILLING_ISSUER,
    vatRates: c.var.env.BILLING_VAT_RATES,
  })
  return c.body(...pdfAttachment(invoice.pdf, `roam-invoice-${invoice.number}.pdf`))
}

export const bookingCreditNoteHandler: RouteHandler<typeof bookingCreditNoteRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const note = await bookingCreditNote(c.var.db, requireUser(c), id, c.var.env.BILLING_ISSUER)
  return c.body(...pdfAttachment(note.pdf, `roam-credit-note-${note.number}.pdf`))
}

export const bookingBillingDocumentsHandler: RouteHandler<typeof bookingBillingDocumentsRoute, AppEnv> = async (c) =>
  c.json(await bookingBillingDocuments(c.var.db, requireUser(c), c.req.valid('param').id), 200)

export const getPaymentSummary: RouteHandler<typeof getPaymentSummaryRoute, AppEnv> = async (c) =>
  c.json(await paymentSummary(c.var.db, requireUser(c), c.req.valid('param').id), 200)

export const savePaymentSummaryHandler: RouteHandler<typeof savePaymentSummaryRoute, AppEnv> = async (c) =>
  c.json(await savePaymentSummary(c.var.db, requireUser(c), c.req.valid('param').id, c.req.valid('json')), 200)

export const confirmPayment: RouteHandler<typeof confirmPaymentRoute, AppEnv> = async (c) => {
  const userId = requireUser(c)
  const bookingId = c.req.valid('param').id
  const body = c.req.valid('json')
  const services = deps(c)
  const result = await withIdempotencyKey(
    services,
    userId,
    c.req.valid('header')['idempotency-key'],
    requestHash('POST', c.req.path, body),
    (attach) =>
      startPayment(services, userId, bookingId, {
        method: body.method,
        card: body.card,
        cardId: body.card_id,
        returnUrl: body.return_url,
        availableMethods: availableMethods(c),
        onPaymentCreated: attach,
      }),
  )
  return c.json(result, 200)
}

export const webRedirect: RouteHandler<typeof webRedirectRoute, AppEnv> = async (c) =>
  c.json(
    await pendingRedirect(deps(c), requireUser(c), c.req.valid('param').id, c.req.valid('query').transactionId),
    200,
  )

export const finalPayment: RouteHandler<typeof finalPaymentRoute, AppEnv> = async (c) =>
  c.json(
    await finalizePayment(deps(c), requireUser(c), c.req.valid('param').id, c.req.valid('query').transactionId),
    200,
  )

export const getAsyncPayment: RouteHandler<typeof getAsyncPaymentRoute, AppEnv> = async (c) =>
  c.json(await latestAsyncPayment(deps(c), requireUser(c), c.req.valid('param').id), 200)

export const createAsyncPayment: RouteHandler<typeof createAsyncPaymentRoute, AppEnv> = async (c) => {
  const userId = requireUser(c)
  const bookingId = c.req.valid('param').id
  const body = c.req.valid('json')
  const services = deps(c)
  const result = await withIdempotencyKey(
    services,
    userId,
    c.req.valid('header')['idempotency-key'],
    requestHash('POST', c.req.path, body),
    (attach) =>
      startPayment(services, userId, bookingId, {
        method: body.method,
        phoneNumber: body.phone_number,
        returnUrl: body.return_url,
        availableMethods: availableMethods(c),
        onPaymentCreated: attach,
      }),
  )
  return c.json(result, 200)
}

export const pollAsyncPayment: RouteHandler<typeof pollAsyncPaymentRoute, AppEnv> = async (c) => {
  const { id, paymentId } = c.req.valid('param')
  return c.json(await pollPayment(deps(c), requireUser(c), id, paymentId), 200)
}

export const cancelAsyncPaymentHandler: RouteHandler<typeof cancelAsyncPaymentRoute, AppEnv> = async (c) => {
  const { id, paymentId } = c.req.valid('param')
  return c.json(await cancelAsyncPayment(deps(c), requireUser(c), id, paymentId), 200)
}

export const refundPlan: RouteHandler<typeof refundPlanRoute, AppEnv> = async (c) =>
  c.json(await bookingRefundPlan(deps(c), requireUser(c), c.req.valid('param').id), 200)

export const getBookingWallet: RouteHandler<typeof bookingWalletRoute, AppEnv> = async (c) =>
  c.json(await bookingWallet(deps(c), requireUser(c), c.req.valid('param').id), 200)
