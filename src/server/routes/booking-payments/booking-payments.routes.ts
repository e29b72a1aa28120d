import { createRoute, z } from '@hono/zod-openapi'
import {
  PAYMENT_METHODS,
  PAYMENT_REASONS,
  PAYMENT_STATES,
  PAYMENT_STATUSES,
  WAITING_METHODS,
} from '../../../domain/payment-rules'
import { signedInOnly } from '../../http/authentication'
import { jsonBodyOnly } from '../../http/body-media-type'
import {
  DetailErrorSchema,
  FieldErrorsSchema,
  fileContent,
  jsonBody,
  jsonContent,
  notSignedIn,
  pathId,
  requiredText,
  signedIn,
} from '../../http/openapi-helpers'
import { invalid } from '../../http/validation-hook'
import { PriceErrorsSchema } from '../booking-prices/booking-prices.routes'

const BookingParams = z.object({ id: pathId('id', 42) })
const AsyncPaymentParams = BookingParams.extend({ paymentId: pathId('paymentId', 42) })
const amount = z.string().openapi({ description: 'Two decimals, in currency', example: '850.50' })

export const PaymentSchema = z
  .object({
    id: z.number().int(),
    reason: z.enum(PAYMENT_REASONS),
    method: z.enum(PAYMENT_METHODS),
    instalment_number: z.number().int(),
    instalment_count: z.number().int(),
    amount,
    currency: z.string(),
    status: z.enum(PAYMENT_STATUSES),
    state: z
      .enum(PAYMENT_STATES)
      .openapi({ description: 'Spec 2 §4 payment state: to_come is a later instalment charged on due_on' }),
    error_code: z
      .string()
      .nullable()
      .openapi({ description: 'The provider code of a failed payment (MPG_CARD_EXPIRED, ...)' }),
    due_on: z.string().nullable().openapi({ format: 'date' }),
    transaction_id: z.string().nullable().openapi({ description: "The provider's transaction id" }),
    created_at: z.string().openapi({ format: 'date-time' }),
    updated_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Payment')

const PaymentListSchema = z.object({ count: z.number().int(), results: z.array(PaymentSchema) }).openapi('PaymentList')

const BankWireSchema = z
  .object({
    iban: z.string().openapi({ example: 'FR7630004000031234567890143' }),
    bic: z.string().openapi({ example: 'BNPAFRPPXXX' }),
    holder: z.string().openapi({ description: "The escrow account's owner, or the guest for their wallet's IBAN" }),
    reference: z.string().nullable().openapi({
      description:
        'The guest puts it on the transfer so the wire is matched to this payment; null for the wallet IBAN (transfer_wallet), which is the guest’s own',
      example: 'ROAM3FA91C02BD',
    }),
    amount,
    currency: z.string(),
    expires_at: z
      .string()
      .openapi({ format: 'date-time', description: 'A wire arriving after this is not matched: the payment fails' }),
  })
  .openapi('BankWire')

const PaymentResultSchema = z
  .object({
    payment: PaymentSchema,
    booking_state: z.string(),
    next_action: z.enum(['none', 'redirect', 'mobile']).openapi({
      description:
        'redirect: open redirect_url (3-D Secure or a hosted page), which comes back to return_url?transactionId=; ' +
        'mobile: poll payment/async/{paymentId}/ until the payment succeeds or fails',
    }),
    redirect_url: z.string().nullable(),
    bank_wire: BankWireSchema.nullable().openapi({
      description:
        "transfer: where the guest wires the money; transfer_wallet waiting for the wallet's balance: the wallet's IBAN; null otherwise",
    }),
  })
  .openapi('PaymentResult')

const PaymentErrorSchema = z
  .object({
    detail: z.string(),
    code: z.string().openapi({
      description:
        'BOOKING_IN_WRONG_STATE, BOOKING_ALREADY_PAID, CAMPER_ALREADY_BOOKED, INSURANCE_CONDITIONS_NOT_MET, ' +
        'PAYMENT_ERROR_CREDIT_CARD_WILL_EXPIRE, PAYMENT_ERROR_IN_SEND_CARD_INFO, PAYMENT_IN_PROGRESS, REQUEST_IN_PROGRESS, ' +
        'IDEMPOTENCY_KEY_REUSED, or a provider code (MGP_3DS_AUTH_FAILED, MPG_CARD_EXPIRED, ...: see the referential payment_errors)',
    }),
    error_type: z
      .enum(['card', 'token', 'unknown'])
      .optional()
      .openapi({ description: 'PAYMENT_ERROR_IN_SEND_CARD_INFO: what was wrong with the card registration' }),
    payment_id: z.number().int().optional().openapi({ description: 'The failed payment, for a provider code' }),
  })
  .openapi('PaymentError', { example: { detail: 'The payment failed.', code: 'MPG_CARD_EXPIRED', payment_id: 7 } })

const InstalmentSchema = z
  .object({ number: z.number().int(), amount, due_on: z.string().openapi({ format: 'date' }) })
  .openapi('PaymentInstalment')

const PendingPaymentSchema = z
  .object({
    id: z.number().int().openapi({ description: 'Poll it: payment/async/{paymentId}/' }),
    method: z.enum(WAITING_METHODS),
    status: z.enum(PAYMENT_STATUSES),
    amount,
    currency: z.string(),
    bank_wire: BankWireSchema.nullable().openapi({
      description: 'transfer and transfer_wallet: where the guest wires the money',
    }),
    expires_at: z.string().nullable().openapi({
      format: 'date-time',
      description: "A transfer's (or a waiting wallet payment's) deadline; null for mbway",
    }),
  })
  .openapi('PendingPayment')

const PaymentDataSchema = z
  .object({
    booking_pk: z.number().int(),
    booking_state: z.string(),
    payable: z.boolean().openapi({
      description:
        'False when the state does not allow paying, or while mandatory documents block it (unpayable_reason)',
    }),
    unpayable_reason: z
      .object({
        code: z.number().int().openapi({ description: '104 or 110', example: 104 }),
        key: z.string().openapi({ example: 'INVALID_DOCUMENTS_LESS_72' }),
        message: z.string(),
      })
      .nullable()
      .openapi({
        description:
          "The guest's mandatory documents are not validated 72 h (104) or 24 h (110) before the start: confirm would refuse it",
      }),
    amount,
    paid: amount,
    remaining: amount,
    currency: z.string(),
    methods: z
      .array(
        z
          .object({ method: z.enum(PAYMENT_METHODS), instalments: z.array(InstalmentSchema) })
          .openapi('PaymentMethodPlan'),
      )
      .openapi({
        description:
          "The storefront's payment_type_available that can pay this booking, each with what it charges when",
      }),
    cards: z
      .array(
        z
          .object({
            id: z.number().int().openapi({ description: 'Pay with it: card_id of the confirm call' }),
            alias: z.string().openapi({ example: '497010XXXXXX1004' }),
            expiry: z.string().openapi({ description: 'MMYY', example: '1229' }),
            expires_before_trip_end: z
              .boolean()
              .openapi({ description: 'A confirm with it is refused (PAYMENT_ERROR_CREDIT_CARD_WILL_EXPIRE)' }),
          })
          .openapi('SavedCard'),
      )
      .openapi({ description: "The caller's cards registered by earlier payments, newest first" }),
    pending_payment: PendingPaymentSchema.nullable().openapi({
      description:
        'The asynchronous payment (mbway, transfer, transfer_wallet) still waiting for the guest, e.g. after a reload: show it and poll it instead of a new payment',
    }),
  })
  .openapi('PaymentData')

const country = z
  .string(invalid('Not a valid string.'))
  .trim()
  .toUpperCase()
  .refine(
    (code) =>
      /^[A-Z]{2}$/.test(code) &&
      new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code) !== undefined,
    {
      message: 'Use an ISO 3166-1 alpha-2 country code.',
    },
  )
  .openapi({ example: 'FR' })

const PaymentSummaryRequestSchema = z
  .object({
    first_name: requiredText(60),
    last_name: requiredText(60),
    street: requiredText(200),
    city: requiredText(100),
    zipcode: requiredText(20),
    country,
    country_of_residence: country,
    nationality: country,
  })
  .openapi('PaymentSummaryRequest')

const PaymentSummarySchema = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    street: z.string(),
    city: z.string(),
    zipcode: z.string(),
    country: z.string().nullable(),
    country_of_residence: z.string().nullable(),
    nationality: z.string().nullable(),
    payments: z.array(PaymentSchema),
  })
  .openapi('PaymentSummary')

const CardSchema = z
  .object({
    number: z.string(invalid('Not a valid string.')).min(1, 'This field may not be blank.').max(30),
    expiry: z
      .string(invalid('Not a valid string.'))
      .regex(/^(0[1-9]|1[0-2])\d{2}$/, 'Use MMYY.')
      .openapi({ example: '1230' }),
    cvx: z.string(invalid('Not a valid string.')).regex(/^\d{3,4}$/, 'Use the 3 or 4 digits on the back of the card.'),
  })
  .openapi('CardData', { description: 'Sent once to the provider to register the card; never stored' })

const returnUrl = z.string().max(2000).optional().openapi({
  description:
    'Where the browser comes back with ?transactionId= after 3-D Secure or a hosted page: a path or a URL on PUBLIC_URL',
  example: '/campers/12/payment/42/payment-callback',
})

const ConfirmRequestSchema = z
  .object({
    method: z.enum(PAYMENT_METHODS, invalid('Not a valid payment method.')),
    card: CardSchema.optional(),
    card_id: z
      .number()
      .int()
      .min(1)
      .optional()
      .openapi({ description: 'A card registered by an earlier payment (instead of card)' }),
    return_url: returnUrl,
  })
  .openapi('PaymentConfirmRequest')

const AsyncPaymentRequestSchema = z
  .object({
    method: z.enum(WAITING_METHODS, invalid('Not a valid payment method.')),
    phone_number: z
      .string()
      .regex(/^\+?[\d\s]{6,20}$/, 'Not a valid phone number.')
      .optional()
      .openapi({ description: 'Required for mbway' }),
    return_url: returnUrl,
  })
  .openapi('AsyncPaymentRequest')

const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string(invalid('Not a valid string.'))
    .min(8, 'Use at least 8 characters (a UUID).')
    .max(255)
    .openapi({
      description:
        'Required on money-moving calls: a retry with the same key returns the first answer and never charges twice',
      example: '5b0e4c6e-3c47-4a4e-a4f8-0d7f6f1a0b8e',
    }),
})

const TransactionQuery = z.object({
  transactionId: z.string().min(1).max(100).openapi({ example: 'sbx_Zr8Kd1xYwAq3' }),
})

const RefundPlanSchema = z
  .object({
    booking_pk: z.number().int(),
    plan: z.enum(['ON_TIME', 'TOO_LATE']),
    on_time_until: z
      .string()
      .openapi({ format: 'date', description: 'The last day a cancellation gets everything back' }),
    paid: amount,
    refunded: amount,
    kept: amount,
    instalments_dropped: amount.openapi({ description: 'Later instalments that will not be charged' }),
    currency: z.string(),
  })
  .openapi('RefundPlan', {
    description:
      'Cancellation policy: at least 30 days before the start, everything paid is refunded (ON_TIME); later, 50% ' +
      'up to 7 days before the start, then nothing (TOO_LATE). Instalments not charged yet are never charged.',
  })

const noBooking = jsonContent(DetailErrorSchema, "No such booking among the caller's trips")
const badPaymentRequest = jsonContent(
  z.union([FieldErrorsSchema, PaymentErrorSchema]),
  'Field errors, or a confirm error (code)',
)
const payBadRequest = jsonContent(
  z.union([FieldErrorsSchema, PaymentErrorSchema, PriceErrorsSchema]),
  'Field errors, a confirm error (code), or the document thresholds (__all__ with 104 or 110) for a trip starting soon',
)
const paymentFailed = jsonContent(PaymentErrorSchema, 'The provider refused the payment: code is its spec 2 §8 code')
const conflict = jsonContent(
  PaymentErrorSchema,
  'BOOKING_ALREADY_PAID, CAMPER_ALREADY_BOOKED, PAYMENT_IN_PROGRESS or REQUEST_IN_PROGRESS',
)
const keyReused = jsonContent(PaymentErrorSchema, 'IDEMPOTENCY_KEY_REUSED: the key came with another request')
const providerDown = jsonContent(
  PaymentErrorSchema,
  'MPG_UNKNOWN: the provider did not answer; retry with the same key',
)
const tags = ['Booking payments']

export const getPaymentDataRoute = createRoute({
  method: 'get',
  path: '/3/my-requests/{id}/payment/',
  tags,
  security: signedIn,
  middleware: [signedInOnly] as const,
  summary: 'What the booking costs, what is paid, and the methods available with their instalments',
  request: { params: BookingParams },
  responses: {
    200: jsonContent(PaymentDataSchema, 'Payment data'),
    400: badPaymentRequest,
    401: notSignedIn,
    404: noBooking,
  },
})

export const listPaymentsRoute = createRoute({
  method: 'get',
  path: '/3/my-requests/{id}/payments/',
  tags,
  security: signedIn,
  middleware: [signedInOnly] as const,
  summary: 'Every payment of the booking (charges, later instalments, refunds), oldest first',
  request: { params: BookingParams },
  responses: {
    200: jsonContent(PaymentListSchema, 'Payments'),
    400: badPaymentRequest,
    401: notSignedIn,
    404: noBooking,
  },
})

export const paymentReceiptRoute = createRoute({
  method: 'get',
  path: '/3/my-requests/{id}/payments/{paymentId}/receipt/',
  tags,
  security: signedIn,
  middleware: [signedInOnly] as const,
  summary: 'The receipt of a payment that went through (PDF)',
  description:
    'Issued the first time it is asked for, in the guest’s language, numbered in the year’s gap-free sequence ' +
    '(ROAM-2026-000042), then the same file ever after.',
  request: { params: AsyncPaymentParams },
  responses: {
    200: fileContent('application/pdf', 'The receipt, as an attachment named after its number'),
    400: badPaymentRequest,
    401: notSignedIn,
    404: jsonContent(DetailErrorSchema, "No such payment among the caller's trips"),
    409: jsonContent(DetailErrorSchema, 'The payment has not gone through (code PAYMENT_NOT_SUCCEEDED)'),
  },
})

/** A booking's billing document (PDF): issued on its first download, the same file ever after. */
const bookingDocumentRoute = (
  path: `/3/my-requests/{id}/${string}/`,
  document: { summary: string; description: string; name: string; notYet: string },
) =>
  createRoute({
    method: 'get',
    path,
    tags,
    security: signedIn,
    middleware: [signedInOnly] as const,
    summary: document.summary,
    description: document.description,
    request: { params: BookingParams },
    responses: {
      200: fileContent('application/pdf', `The ${document.name}, as an attachment named after its number`),
      400: badPaymentRequest,
      401: notSignedIn,
      404: noBooking,
      409: jsonContent(DetailErrorSchema, document.notYet),
    },
  })

export const bookingInvoiceRoute = bookingDocumentRoute('/3/my-requests/{id}/invoice/', {
  summary: 'The invoice of a paid booking (PDF)',
  description:
    'Issued the first time it is asked for, in the guest’s language, numbered in the year’s gap-free sequence shared ' +
    'with receipts: the price lines by who sells them (the owner’s rental, Roam’s services, the insurers’ covers), the ' +
    'VAT in the service fee by the vehicle’s country, what is paid and what is still due. The same file ever after.',
  name: 'invoice',
  notYet: 'The booking is not paid (code BOOKING_NOT_PAID)',
})

export const bookingCreditNoteRoute = bookingDocumentRoute('/3/my-requests/{id}/credit-note/', {
  summary: 'The credit note of a cancelled, invoiced booking (PDF)',
  description:
    'Once a cancellation’s refund of an invoiced booking has gone through: issued the first time it is asked for, in ' +
    'the guest’s language, numbered in the year’s sequence shared with receipts and invoices. It cancels the refunded ' +
    'part of the invoice (which stays as issued): the refunds, the total credited, and what stays invoiced. The same ' +
    'file ever after.',
  name: 'credit note',
  notYet: 'No refund of an invoiced booking has gone through (code NO_CREDIT_NOTE)',
})

const BillingDocumentSchema = z
  .object({
    kind: z.enum(['invoice', 'credit_note']),
    number: z.string().nullable().openapi({ description: 'Null until the first download issues it' }),
    issued_at: z.string().nullable(),
    amount: z.number().int().nullable().openapi({ description: 'Minor units of currency, once issued' }),
    currency: z.string().nullable(),
  })
  .openapi('BillingDocument')

export const bookingBillingDocumentsRoute = createRoute({
  method: 'get',
  path: '/3/my-requests/{id}/billing-documents/',
  tags,
  security: signedIn,
  middleware: [signedInOnly] as const,
  summary: 'The invoice and credit note the guest can download for a booking',
  description:
    'The invoice once the booking is paid (and ever after once issued), the credit note once a cancellation’s refund ' +
    'of the invoiced booking has gone through. A document not issued yet is issued by its first download.',
  request: { params: BookingParams },
  responses: {
    200: jsonContent(z.object({ results: z.array(BillingDocumentSchema) }), 'The documents, invoice first'),
    400: badPaymentRequest,
    401: notSignedIn,
    404: noBooking,
  },
})

export const getPaymentSummaryRoute = createRoute({
  method: 'get',
  path: '/3/my-requests/{id}/payment/summary/',
  tags,
  security: signedIn,
  middleware: [signedInOnly] as const,
  summary: "The checkout's billing details (the guest's name until saved) and payments",
  request: { params: BookingParams },
  responses: {
    200: jsonContent(PaymentSummarySchema, 'Payment summary'),
    400: badPaymentRequest,
    401: notSignedIn,
    404: noBooking,
  },
})

export const savePaymentSummaryRoute = createRoute({
  method: 'post',
  path: '/3/my-requests/{id}/payment/summary/',
  tags,
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  summary: 'Save the billing details',
  request: { params: BookingParams, body: jsonBody(PaymentSummaryRequestSchema) },
  responses: {
    200: jsonContent(PaymentSummarySchema, 'Saved'),
    400: badPaymentRequest,
    401: notSignedIn,
    404: noBooking,
  },
})

export const confirmPaymentRoute = createRoute({
  method: 'post',
  path: '/3/my-requests/{id}/payment/confirm/',
  tags,
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  summary: 'Pay the booking by card (card, card_2, cred_4) or a hosted method (paypal, klarna, sofort, ideal, ho_vou)',
  description:
    'Needs an Idempotency-Key. A card is registered with the provider, then charged with 3-D Secure: frictionless ' +
    '(done at once) or a challenge (next_action redirect). card_2 and cred_4 charge the first instalment now; the payments job ' +
    'charges the others on their due_on. mbway and transfer go through payment/async/.',
  request: { params: BookingParams, headers: IdempotencyHeaders, body: jsonBody(ConfirmRequestSchema) },
  responses: {
    200: jsonContent(PaymentResultSchema, 'Paid, or waiting for the guest (next_action)'),
    400: payBadRequest,
    401: notSignedIn,
    402: paymentFailed,
    404: noBooking,
    409: conflict,
    422: keyReused,
    502: providerDown,
  },
})

export const webRedirectRoute = createRoute({
  method: 'get',
  path: '/3/my-requests/{id}/payment/web-redirect/',
  tags,
  security: signedIn,
  middleware: [signedInOnly] as const,
  summary: 'The waiting 3-D Secure or hosted payment and where to send the browser (e.g. after a reload)',
  request: { params: BookingParams, query: TransactionQuery.partial() },
  responses: {
    200: jsonContent(PaymentResultSchema, 'The payment'),
    400: badPaymentRequest,
    401: notSignedIn,
    402: paymentFailed,
    404: noBooking,
  },
})

export const finalPaymentRoute = createRoute({
  method: 'get',
  path: '/3/my-requests/{id}/payment/final/',
  tags,
  security: signedIn,
  middleware: [signedInOnly] as const,
  summary: 'The return from 3-D Secure or a hosted page: settles the payment with the provider',
  request: { params: BookingParams, query: TransactionQuery },
  responses: {
    200: jsonContent(PaymentResultSchema, 'Paid (or still waiting)'),
    400: badPaymentRequest,
    401: notSignedIn,
    402: paymentFailed,
    404: noBooking,
    409: conflict,
  },
})

export const getAsyncPaymentRoute = createRoute({
  method: 'get',
  path: '/3/my-requests/{id}/payment/async/',
  tags,
  security: signedIn,
  middleware: [signedInOnly] as const,
  summary: 'The latest asynchronous payment (mbway, transfer, transfer_wallet) of the booking',
  request: { params: BookingParams },
  responses: {
    200: jsonContent(PaymentResultSchema, 'The payment'),
    400: badPaymentRequest,
    401: notSignedIn,
    402: paymentFailed,
    404: noBooking,
    409: conflict,
  },
})

export const createAsyncPaymentRoute = createRoute({
  method: 'post',
  path: '/3/my-requests/{id}/payment/async/',
  tags,
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  summary:
    'Start an mbway request to the guest’s phone, a bank transfer, or a payment from the guest’s wallet; then poll it',
  description:
    'transfer_wallet pays from the guest’s wallet (opened on first use): at once when its balance covers the amount ' +
    '(next_action none), else it waits like a transfer for wires to the wallet’s IBAN (next_action mobile, bank_wire).',
  request: { params: BookingParams, headers: IdempotencyHeaders, body: jsonBody(AsyncPaymentRequestSchema) },
  responses: {
    200: jsonContent(PaymentResultSchema, 'Waiting for the confirmation (next_action mobile)'),
    400: payBadRequest,
    401: notSignedIn,
    402: paymentFailed,
    404: noBooking,
    409: conflict,
    422: keyReused,
    502: providerDown,
  },
})

export const pollAsyncPaymentRoute = createRoute({
  method: 'get',
  path: '/3/my-requests/{id}/payment/async/{paymentId}/',
  tags,
  security: signedIn,
  middleware: [signedInOnly] as const,
  summary: 'Poll an asynchronous payment',
  request: { params: AsyncPaymentParams },
  responses: {
    200: jsonContent(PaymentResultSchema, 'The payment'),
    400: badPaymentRequest,
    401: notSignedIn,
    402: paymentFailed,
    404: noBooking,
    409: conflict,
  },
})

export const cancelAsyncPaymentRoute = createRoute({
  method: 'post',
  path: '/3/my-requests/{id}/payment/async/{paymentId}/',
  tags,
  security: signedIn,
  middleware: [signedInOnly] as const,
  summary: 'Give up a waiting asynchronous payment (one the provider already confirmed stays paid)',
  request: { params: AsyncPaymentParams },
  responses: {
    200: jsonContent(PaymentResultSchema, 'It was confirmed meanwhile'),
    400: badPaymentRequest,
    401: notSignedIn,
    402: jsonContent(PaymentErrorSchema, 'Given up (code YSC_PAYMENTS) or failed'),
    404: noBooking,
    409: conflict,
  },
})

const WalletSchema = z
  .object({
    iban: z.string().openapi({
      description: "The wallet's own IBAN (the provider's banking alias)",
      example: 'LU280019400644750000',
    }),
    bic: z.string().openapi({ example: 'BCEELULLXXX' }),
    holder: z.string().openapi({ description: 'The guest, in whose name the IBAN is opened' }),
    currency: z.string(),
    balance: amount.openapi({ description: 'What the wallet holds now' }),
    amount: amount.openapi({ description: 'What the booking still costs' }),
    missing: amount.openapi({
      description: "What the guest must still wire to the IBAN for the wallet to pay it; '0.00' when it covers it",
    }),
  })
  .openapi('GuestWallet')

export const bookingWalletRoute = createRoute({
  method: 'get',
  path: '/3/my-requests/{id}/payment/wallet/',
  tags,
  security: signedIn,
  middleware: [signedInOnly] as const,
  summary: 'The guest’s wallet (bank transfer wallet) for paying this booking, opened on first read',
  description:
    'Every wire to the IBAN credits the wallet; a transfer_wallet payment takes the booking’s amount from it, at once or as soon as the wires cover it.',
  request: { params: BookingParams },
  responses: {
    200: jsonContent(WalletSchema, 'The wallet'),
    400: badPaymentRequest,
    401: notSignedIn,
    404: noBooking,
    502: providerDown,
  },
})

export const refundPlanRoute = createRoute({
  method: 'get',
  path: '/3/my-requests/{id}/refund/',
  tags,
  security: signedIn,
  middleware: [signedInOnly] as const,
  summary: 'What cancelling today would refund (ON_TIME or TOO_LATE)',
  request: { params: BookingParams },
  responses: {
    200: jsonContent(RefundPlanSchema, 'Refund plan'),
    400: badPaymentRequest,
    401: notSignedIn,
    404: noBooking,
  },
})
