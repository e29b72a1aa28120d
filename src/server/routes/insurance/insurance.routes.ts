import { createRoute, z } from '@hono/zod-openapi'
import { signedInOnly } from '../../http/authentication'
import { multipartBodyOnly } from '../../http/body-media-type'
import {
  badBody,
  coercedId,
  DetailErrorSchema,
  FieldErrorsSchema,
  jsonContent,
  notSignedIn,
  pathId,
  signedIn,
} from '../../http/openapi-helpers'
import { invalid } from '../../http/validation-hook'
import { checkDateRange, dayField } from '../search/search-query'

const idParams = (example: number, description: string) => z.object({ id: pathId('id', example, description) })
const slugParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'slug', in: 'path' }, example: 'serenity' }),
})
const money = (example: string) => z.string().openapi({ description: 'Decimal amount in currency', example })
const notFound = jsonContent(DetailErrorSchema, 'Not found')
const forbidden = jsonContent(DetailErrorSchema, 'Not yours (code forbidden)')
const badForm = badBody('Field errors, or a body that is not multipart/form-data')

const covers = (example: Record<string, string>) =>
  z
    .object({
      damage_to_vehicle: z.string(),
      damage_high_part: z.string(),
      burglary: z.string(),
      broken_glass: z.string(),
      objects_protection: z.string(),
    })
    .openapi({ example })

export const InsuranceSchema = z
  .object({
    slug: z.string().openapi({ description: 'none is the owner’s own insurance', example: 'serenity' }),
    name: z.string(),
    is_reinforced: z.boolean(),
    currency: z.string(),
    price_per_day: money('31.00'),
    prices: covers({
      damage_to_vehicle: '18.90',
      damage_high_part: '4.90',
      burglary: '2.90',
      broken_glass: '1.90',
      objects_protection: '2.40',
    }).openapi({ description: 'Daily price of each cover' }),
    deductibles: covers({
      damage_to_vehicle: '500.00',
      damage_high_part: '500.00',
      burglary: '500.00',
      broken_glass: '0.00',
      objects_protection: '150.00',
    }).openapi({ description: 'What the guest pays on a claim, by cover' }),
    min_driver_age: z.number().int(),
    min_licence_years: z.number().int(),
  })
  .openapi('Insurance')

const InsuranceChoiceSchema = InsuranceSchema.extend({
  price_total: money('217.00').openapi({ description: 'price_per_day × nb_days' }),
}).openapi('InsuranceChoice')

export const insuranceChoicesRoute = createRoute({
  method: 'get',
  path: '/3/insurance/',
  tags: ['Insurance'],
  summary: 'The insurance choices for a camper and dates',
  request: {
    query: z
      .object({
        camper_id: coercedId(),
        date_from: dayField,
        date_to: dayField,
      })
      .superRefine(checkDateRange)
      .openapi('InsuranceChoicesQuery'),
  },
  responses: {
    200: jsonContent(
      z
        .object({
          camper_id: z.number().int(),
          date_from: z.string(),
          date_to: z.string(),
          nb_days: z.number().int(),
          currency: z.string(),
          choices: z
            .array(InsuranceChoiceSchema)
            .openapi({ description: 'In display order; none only when the owner registered their own insurance' }),
        })
        .openapi('InsuranceChoices'),
      'The choices',
    ),
    400: jsonContent(FieldErrorsSchema, 'Invalid query'),
    404: notFound,
  },
})

export const similarInsurancesRoute = createRoute({
  method: 'get',
  path: '/3/insurance/similar/{slug}/',
  tags: ['Insurance'],
  summary: 'The other insurances of the same level (reinforced or not)',
  request: { params: slugParams },
  responses: {
    200: jsonContent(z.object({ results: z.array(InsuranceSchema) }).openapi('SimilarInsurances'), 'The insurances'),
    404: notFound,
  },
})

export const getInsuranceRoute = createRoute({
  method: 'get',
  path: '/3/insurance/{slug}/',
  tags: ['Insurance'],
  summary: 'One insurance',
  request: { params: slugParams },
  responses: { 200: jsonContent(InsuranceSchema, 'The insurance'), 404: notFound },
})

const ALLOWED_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png']
const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024
const documentField = z
  .custom<File>((value) => value instanceof File, 'Upload a file.')
  .refine((file) => ALLOWED_DOCUMENT_TYPES.includes(file.type), 'Upload a PDF, JPEG or PNG file.')
  .refine((file) => file.size > 0 && file.size <= MAX_DOCUMENT_BYTES, 'The file must be between 1 byte and 5 MB.')
  .optional()
  .openapi({ type: 'string', format: 'binary', description: 'PDF, JPEG or PNG, up to 5 MB' })

const DocumentMetaSchema = z
  .object({ name: z.string(), content_type: z.string(), size: z.number().int() })
  .nullable()
  .openapi('InsuranceConditionDocument')

const BookingConditionsSchema = z
  .object({
    booking_pk: z.number().int(),
    insurance: z.string().nullable(),
    driver_birth_date: z.string().openapi({ format: 'date' }),
    licence_date: z.string().openapi({ format: 'date' }),
    licence_category: z.enum(['B', 'C']),
    document: DocumentMetaSchema,
    conditions_met: z
      .boolean()
      .openapi({ description: 'The driver meets the chosen insurance’s age and licence conditions on the first day' }),
    problems: z.array(z.string()),
    updated_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('BookingInsuranceConditions')

const bookingConditionsForm = (required: boolean) => {
  const field = <T extends z.ZodType>(schema: T) => (required ? schema : schema.optional())
  return z
    .object({
      driver_birth_date: field(dayField),
      licence_date: field(dayField),
      licence_category: field(z.enum(['B', 'C'], { error: 'Choose B or C.' })),
      document: documentField,
    })
    .openapi(required ? 'BookingInsuranceConditionsCreate' : 'BookingInsuranceConditionsChange')
}

const bookingId = idParams(1204, 'The booking id')
const bookingConditionsResponses = {
  200: jsonContent(BookingConditionsSchema, 'The conditions'),
  401: notSignedIn,
  403: forbidden,
  404: jsonContent(DetailErrorSchema, 'No such booking, or no conditions yet'),
}

export const getBookingConditionsRoute = createRoute({
  method: 'get',
  path: '/3/insurance/condition/{id}/',
  tags: ['Insurance'],
  summary: 'The driver’s answers to the insurance conditions of a booking',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { params: bookingId },
  responses: bookingConditionsResponses,
})

export const createBookingConditionsRoute = createRoute({
  method: 'post',
  path: '/3/insurance/condition/{id}/',
  tags: ['Insurance'],
  summary: 'Record the driver’s birth date, licence date and category, with an optional proof',
  security: signedIn,
  middleware: [signedInOnly, multipartBodyOnly] as const,
  request: {
    params: bookingId,
    body: { required: true, content: { 'multipart/form-data': { schema: bookingConditionsForm(true) } } },
  },
  responses: { ...bookingConditionsResponses, 400: badForm },
})

export const updateBookingConditionsRoute = createRoute({
  method: 'patch',
  path: '/3/insurance/condition/{id}/',
  tags: ['Insurance'],
  summary: 'Change some of the driver’s answers or the proof',
  security: signedIn,
  middleware: [signedInOnly, multipartBodyOnly] as const,
  request: {
    params: bookingId,
    body: { required: true, content: { 'multipart/form-data': { schema: bookingConditionsForm(false) } } },
  },
  responses: { ...bookingConditionsResponses, 400: badForm },
})

const CamperConditionsSchema = z
  .object({
    camper_id: z.number().int(),
    insurer_name: z.string(),
    policy_number: z.string(),
    min_driver_age: z.number().int(),
    min_licence_years: z.number().int(),
    deductible: money('800.00'),
    currency: z.string(),
    document: DocumentMetaSchema,
    updated_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('CamperInsuranceConditions')

const camperConditionsForm = (required: boolean) => {
  const field = <T extends z.ZodType>(schema: T) => (required ? schema : schema.optional())
  const whole = (min: number, max: number) =>
    z.coerce
      .number(invalid('A valid integer is required.'))
      .int('A valid integer is required.')
      .min(min, `Ensure this value is greater than or equal to ${min}.`)
      .max(max, `Ensure this value is less than or equal to ${max}.`)
  return z
    .object({
      insurer_name: field(z.string().trim().min(1, 'This field may not be blank.').max(120)),
      policy_number: field(z.string().trim().min(1, 'This field may not be blank.').max(60)),
      min_driver_age: field(whole(18, 99)),
      min_licence_years: field(whole(0, 50)),
      deductible: field(
        z
          .string()
          .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Enter an amount such as 800.00.')
          .openapi({ example: '800.00' }),
      ),
      document: documentField,
    })
    .openapi(required ? 'CamperInsuranceConditionsCreate' : 'CamperInsuranceConditionsChange')
}

const camperId = idParams(12, 'The camper id')
const camperConditionsResponses = {
  200: jsonContent(CamperConditionsSchema, 'The owner’s insurance'),
  404: jsonContent(DetailErrorSchema, 'No such camper, or no insurance of the owner’s own'),
}

export const getCamperConditionsRoute = createRoute({
  method: 'get',
  path: '/3/insurance/condition/product/{id}/',
  tags: ['Insurance'],
  summary: 'The owner’s own insurance for a camper (behind the insurance choice none)',
  request: { params: camperId },
  responses: camperConditionsResponses,
})

export const createCamperConditionsRoute = createRoute({
  method: 'post',
  path: '/3/insurance/condition/product/{id}/',
  tags: ['Insurance'],
  summary: 'Register the owner’s own insurance for a camper, with the policy document',
  security: signedIn,
  middleware: [signedInOnly, multipartBodyOnly] as const,
  request: {
    params: camperId,
    body: { required: true, content: { 'multipart/form-data': { schema: camperConditionsForm(true) } } },
  },
  responses: { ...camperConditionsResponses, 400: badForm, 401: notSignedIn, 403: forbidden },
})

export const updateCamperConditionsRoute = createRoute({
  method: 'patch',
  path: '/3/insurance/condition/product/{id}/',
  tags: ['Insurance'],
  summary: 'Change the owner’s own insurance for a camper',
  security: signedIn,
  middleware: [signedInOnly, multipartBodyOnly] as const,
  request: {
    params: camperId,
    body: { required: true, content: { 'multipart/form-data': { schema: camperConditionsForm(false) } } },
  },
  responses: { ...camperConditionsResponses, 400: badForm, 401: notSignedIn, 403: forbidden },
})

export const rentalCoverConditionsRoute = createRoute({
  method: 'get',
  path: '/v4/rental-cover/conditions/',
  tags: ['Insurance'],
  summary: 'What the rental cover (deductible reimbursement) pays back, from the rental cover service',
  responses: {
    200: jsonContent(
      z
        .object({
          provider: z.string(),
          title: z.string(),
          summary: z.string(),
          max_cover: money('3000.00'),
          currency: z.string(),
          document_url: z.string().openapi({ format: 'uri' }),
          claims_phone: z.string(),
        })
        .openapi('RentalCoverConditions'),
      'The conditions',
    ),
    503: jsonContent(
      DetailErrorSchema,
      'The rental cover service is unavailable (code RENTAL_COVER_SERVICE_UNAVAILABLE)',
    ),
  },
})

const documentResponses = {
  200: {
    content: { 'application/octet-stream': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
    description: 'The file, with its own Content-Type (PDF, JPEG or PNG) and a Content-Disposition naming it',
  },
  401: notSignedIn,
  403: forbidden,
  404: jsonContent(DetailErrorSchema, 'Not found, or no document uploaded'),
}

export const bookingConditionsDocumentRoute = createRoute({
  method: 'get',
  path: '/3/insurance/condition/{id}/document/',
  tags: ['Insurance'],
  summary: 'Download the driver’s proof uploaded with a booking’s insurance conditions',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { params: bookingId },
  responses: documentResponses,
})

export const camperConditionsDocumentRoute = createRoute({
  method: 'get',
  path: '/3/insurance/condition/product/{id}/document/',
  tags: ['Insurance'],
  summary: 'Download the owner’s insurance policy for a camper (owner or staff)',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { params: camperId },
  responses: documentResponses,
})
