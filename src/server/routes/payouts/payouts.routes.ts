import { createRoute, z } from '@hono/zod-openapi'
import { birthDateProblem } from '../../../domain/account-rules'
import { PAYMENT_STATUSES } from '../../../domain/payment-rules'
import { normaliseBic, normaliseIban, UBO_DECLARATION_STATUSES } from '../../../domain/payout-rules'
import { signedInOnly } from '../../http/authentication'
import { jsonBodyOnly } from '../../http/body-media-type'
import {
  badBody,
  countryCode,
  DetailErrorSchema,
  FieldErrorsSchema,
  fileContent,
  jsonBody,
  jsonContent,
  notSignedIn,
  requiredText,
  signedIn,
} from '../../http/openapi-helpers'
import { invalid } from '../../http/validation-hook'

const notText = invalid('Not a valid string.')
const money = (example: string) => z.string().openapi({ description: 'Decimal amount in `currency`', example })

const notBusiness = jsonContent(DetailErrorSchema, 'Not a business account (code not_business)')
const notFound = jsonContent(DetailErrorSchema, 'Not found, or not yours')

const route = <M extends 'get' | 'post' | 'patch' | 'put', P extends string>(method: M, path: P, summary: string) => ({
  method,
  path,
  tags: ['Payouts and owner identity'],
  summary,
  security: signedIn,
})

// IBAN

export const IbanRequestSchema = z
  .object({
    // Checked here too, so that a bad IBAN is reported along with every other field's problem.
    iban: requiredText(42)
      .refine((value) => value === '' || normaliseIban(value) !== null, 'Enter a valid IBAN.')
      .openapi({ example: 'FR76 3000 4000 0312 3456 7890 143' }),
    bic: requiredText(14)
      .refine((value) => value === '' || normaliseBic(value) !== null, 'Enter a valid BIC (8 or 11 characters).')
      .openapi({ example: 'BNPAFRPPXXX' }),
    holder_name: requiredText(120),
    address: requiredText(250),
    city: requiredText(100),
    postal_code: requiredText(12),
    country: countryCode,
  })
  .openapi('IbanRequest')

export const IbanSchema = z
  .object({
    id: z.string(),
    iban: z
      .string()
      .openapi({ description: 'Masked: country, check digits and the last four', example: 'FR76 **** **** 0143' }),
    bic: z.string(),
    holder_name: z.string(),
    address: z.string(),
    city: z.string(),
    postal_code: z.string(),
    country: z.string(),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Iban')

export const getIbanRoute = createRoute({
  ...route('get', '/3/mangopay/iban/', 'The bank account payouts go to'),
  middleware: [signedInOnly] as const,
  responses: {
    200: jsonContent(IbanSchema, 'The current bank account'),
    401: notSignedIn,
    404: jsonContent(DetailErrorSchema, 'No IBAN yet'),
  },
})

export const saveIbanRoute = createRoute({
  ...route('post', '/3/mangopay/iban/', 'Register a bank account for payouts (replaces the current one)'),
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { body: jsonBody(IbanRequestSchema) },
  responses: { 201: jsonContent(IbanSchema, 'Registered'), 400: badBody(), 401: notSignedIn },
})

// UBO declaration

const uboBirthday = z
  .string(notText)
  .superRefine((value, ctx) => {
    const problem = birthDateProblem(value)
    // A minor is accepted here: the provider's review refuses the declaration, as it would.
    if (problem && problem !== 'under_age')
      ctx.addIssue({
        code: 'custom',
        message: problem === 'not_a_date' ? 'Enter a date as YYYY-MM-DD.' : 'Enter a real birth date.',
      })
  })
  .openapi({ format: 'date', example: '1975-03-14' })

const uboFields = {
  first_name: requiredText(60),
  last_name: requiredText(60),
  address: requiredText(250),
  city: requiredText(100),
  postal_code: requiredText(12),
  country: countryCode,
  nationality: countryCode,
  birthday: uboBirthday,
  birthplace_city: requiredText(100),
  birthplace_country: countryCode,
}

export const UboRequestSchema = z.object(uboFields).openapi('UboRequest')
export const UboPatchSchema = z.object(uboFields).partial().openapi('UboPatch')
export const UboSchema = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    address: z.string(),
    city: z.string(),
    postal_code: z.string(),
    country: z.string(),
    nationality: z.string(),
    birthday: z.string().openapi({ format: 'date' }),
    birthplace_city: z.string(),
    birthplace_country: z.string(),
  })
  .openapi('Ubo')

export const UboDeclarationSchema = z
  .object({
    id: z.number().int(),
    status: z
      .enum(UBO_DECLARATION_STATUSES)
      .openapi({ description: 'C created, A validation asked, V validated, I incomplete, R refused' }),
    display_status: z
      .enum(['CREATED', 'VALIDATION_ASKED', 'VALIDATED', 'REFUSED'])
      .openapi({ description: 'The status as the dashboard shows it (I and R are refused)' }),
    refused_reason: z.string().nullable(),
    submitted_at: z.string().nullable().openapi({ format: 'date-time' }),
    can_edit: z.boolean().openapi({ description: 'UBOs may be added or changed, and the declaration submitted' }),
    ubos: z.array(UboSchema),
  })
  .openapi('UboDeclaration')

const DeclarationParams = z.object({
  id: z.coerce
    .number(invalid('A valid integer is required.'))
    .int('A valid integer is required.')
    .positive()
    .max(2_147_483_647, 'A valid integer is required.')
    .openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
})
const UboParams = DeclarationParams.extend({
  uboId: z.coerce
    .number(invalid('A valid integer is required.'))
    .int('A valid integer is required.')
    .positive()
    .max(2_147_483_647, 'A valid integer is required.')
    .openapi({ param: { name: 'uboId', in: 'path' }, example: 1 }),
})

export const getUboDeclarationRoute = createRoute({
  ...route(
    'get',
    '/3/mangopay/ubo-declaration/',
    'The UBO declaration of the business account (created on first read)',
  ),
  middleware: [signedInOnly] as const,
  responses: { 200: jsonContent(UboDeclarationSchema, 'The declaration'), 401: notSignedIn, 403: notBusiness },
})

export const submitUboDeclarationRoute = createRoute({
  ...route('patch', '/3/mangopay/ubo-declaration/', 'Submit the declaration for validation (→ A, validation asked)'),
  middleware: [signedInOnly] as const,
  responses: {
    200: jsonContent(UboDeclarationSchema, 'Submitted'),
    400: jsonContent(
      z.union([FieldErrorsSchema, DetailErrorSchema]),
      'No UBO yet (non_field_errors), or already under review or validated (code ubo_declaration_locked)',
    ),
    401: notSignedIn,
    403: notBusiness,
  },
})

export const listUbosRoute = createRoute({
  ...route('get', '/3/mangopay/ubo-declaration/{id}/ubo/', 'The beneficial owners of the declaration'),
  middleware: [signedInOnly] as const,
  request: { params: DeclarationParams },
  responses: {
    200: jsonContent(z.array(UboSchema), 'The UBOs'),
    400: badBody(),
    401: notSignedIn,
    403: notBusiness,
    404: notFound,
  },
})

export const addUboRoute = createRoute({
  ...route('post', '/3/mangopay/ubo-declaration/{id}/ubo/', 'Add a beneficial owner (at most 4)'),
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: {
    params: DeclarationParams,
    body: jsonBody(UboRequestSchema),
  },
  responses: {
    201: jsonContent(UboSchema, 'Added'),
    400: badBody(),
    401: notSignedIn,
    403: notBusiness,
    404: notFound,
  },
})

export const updateUboRoute = createRoute({
  ...route('patch', '/3/mangopay/ubo-declaration/{id}/ubo/{uboId}/', 'Change a beneficial owner'),
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { params: UboParams, body: jsonBody(UboPatchSchema) },
  responses: {
    200: jsonContent(UboSchema, 'Changed'),
    400: badBody(),
    401: notSignedIn,
    403: notBusiness,
    404: notFound,
  },
})

// Tax identification number

export const TaxIdentificationRequestSchema = z
  .object({ country: countryCode, number: requiredText(30).openapi({ example: '1234567890123' }) })
  .openapi('TaxIdentificationRequest')
export const TaxIdentificationSchema = z
  .object({ country: z.string(), number: z.string(), updated_at: z.string().openapi({ format: 'date-time' }) })
  .openapi('TaxIdentification')

export const getTaxIdentificationRoute = createRoute({
  ...route('get', '/v4/users/me/tax-identification-number/', "The owner's tax identification number"),
  middleware: [signedInOnly] as const,
  responses: {
    200: jsonContent(TaxIdentificationSchema, 'The number'),
    401: notSignedIn,
    404: jsonContent(DetailErrorSchema, 'None yet'),
  },
})

export const setTaxIdentificationRoute = createRoute({
  ...route(
    'put',
    '/v4/users/me/tax-identification-number/',
    'Set the tax identification number (checked against the country format)',
  ),
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { body: jsonBody(TaxIdentificationRequestSchema) },
  responses: { 200: jsonContent(TaxIdentificationSchema, 'Saved'), 400: badBody(), 401: notSignedIn },
})

// Payins and payouts

const YearQuery = z.object({
  year: z
    .string({ error: (issue) => (issue.input === undefined ? 'year is needed' : 'Enter a four-digit year.') })
    .regex(/^\d{4}$/, 'Enter a four-digit year.')
    .transform(Number)
    .openapi({ param: { name: 'year', in: 'query', required: true }, example: '2026' }),
})
const Totals = z.array(z.object({ currency: z.string(), amount: money('1250.00') }))

export const PayinListSchema = z
  .object({
    year: z.number().int(),
    count: z.number().int(),
    totals: Totals,
    results: z.array(
      z.object({
        id: z.number().int(),
        booking_id: z.number().int(),
        camper_title: z.string(),
        reason: z.string().openapi({ description: 'booking, extension, upgrade, or refund (a negative amount)' }),
        method: z.string(),
        amount: money('650.00'),
        currency: z.string(),
        paid_at: z.string().openapi({ format: 'date-time' }),
      }),
    ),
  })
  .openapi('PayinList')

export const PayoutListSchema = z
  .object({
    year: z.number().int(),
    count: z.number().int(),
    totals: Totals.openapi({ description: 'Paid payouts only' }),
    results: z.array(
      z.object({
        id: z.number().int(),
        booking_id: z.number().int(),
        camper_title: z.string(),
        date_from: z.string().openapi({ format: 'date' }),
        date_to: z.string().openapi({ format: 'date' }),
        amount: money('552.50'),
        currency: z.string(),
        status: z.enum(PAYMENT_STATUSES),
        paid_at: z.string().openapi({ format: 'date-time' }),
      }),
    ),
  })
  .openapi('PayoutList')

const yearError = jsonContent(FieldErrorsSchema, 'No year: {"year": ["year is needed"]}')

export const listPayinsRoute = createRoute({
  ...route('get', '/3/mangopay/payin/', "What guests paid for the owner's bookings in a year"),
  middleware: [signedInOnly] as const,
  request: { query: YearQuery },
  responses: { 200: jsonContent(PayinListSchema, 'The pay-ins of the year'), 400: yearError, 401: notSignedIn },
})

export const listPayoutsRoute = createRoute({
  ...route('get', '/3/mangopay/payout/', 'What the owner was paid in a year, per booking'),
  middleware: [signedInOnly] as const,
  request: { query: YearQuery },
  responses: { 200: jsonContent(PayoutListSchema, 'The payouts of the year'), 400: yearError, 401: notSignedIn },
})

/** The lines of one of the lists above as CSV: a row each, the list's field names as the header. */
const csvExport = <P extends string>(path: P, list: string, file: string) =>
  createRoute({
    ...route('get', path, `The year's ${list} as CSV, for a spreadsheet or an accountant`),
    description: `The lines of GET ${path.replace('export/', '')}, one a row, with its field names as the header (UTF-8 with BOM).`,
    middleware: [signedInOnly] as const,
    request: { query: YearQuery },
    responses: {
      200: fileContent('text/csv', `The ${list}, as an attachment named ${file}`),
      400: yearError,
      401: notSignedIn,
    },
  })

export const exportPayinsRoute = csvExport('/3/mangopay/payin/export/', 'pay-ins', 'roam-payins-{year}.csv')
export const exportPayoutsRoute = csvExport('/3/mangopay/payout/export/', 'payouts', 'roam-payouts-{year}.csv')

export const getStatementRoute = createRoute({
  ...route('get', '/3/mangopay/statement/', "The owner's yearly statement of pay-ins and payouts (PDF)"),
  description:
    "In the owner's language, with the totals per currency; written when asked, so a year in progress grows.",
  middleware: [signedInOnly] as const,
  request: { query: YearQuery },
  responses: {
    200: fileContent('application/pdf', 'The statement, as an attachment named roam-statement-{year}.pdf'),
    400: yearError,
    401: notSignedIn,
  },
})
