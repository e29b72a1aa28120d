import { createRoute, z } from '@hono/zod-openapi'
import { PROFESSIONAL_TYPES } from '../../../domain/account-rules'
import { signedInOnly } from '../../http/authentication'
import { jsonBodyOnly } from '../../http/body-media-type'
import { DetailErrorSchema, FieldErrorsSchema, jsonContent } from '../../http/error-schemas'
import { invalid } from '../../http/validation-hook'
import { birthDateField } from '../users/users.routes'

const signedIn = [{ apiKey: [], bearer: [] }]
const notText = invalid('Not a valid string.')
const text = (max: number) =>
  z
    .string(notText)
    .trim()
    .min(1, 'This field may not be blank.')
    .max(max, `Ensure this field has no more than ${max} characters.`)
const country = z
  .string(notText)
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Enter a two-letter country code, e.g. FR.')
  .transform((value) => value.toUpperCase())
  .openapi({ example: 'FR' })

const common = {
  401: jsonContent(DetailErrorSchema, 'Not signed in, or the token is invalid (code token_not_valid)'),
  403: jsonContent(DetailErrorSchema, 'Not a professional account (code not_pro)'),
}
const badBody = {
  400: jsonContent(
    z.union([FieldErrorsSchema, DetailErrorSchema]),
    'Field errors, a body that is not JSON, or POST when it already exists (code already_exists)',
  ),
}

const companyFields = {
  type: z.enum(PROFESSIONAL_TYPES, invalid(`Choose one of ${PROFESSIONAL_TYPES.join(', ')}.`)),
  name: text(200),
  registration_number: text(40).openapi({
    description: 'Trade register number (SIRET, KvK, HRB...)',
    example: '82345678900017',
  }),
  vat_number: z
    .string(notText)
    .trim()
    .max(20, 'Ensure this field has no more than 20 characters.')
    .nullable()
    .optional(),
  address: text(250),
  zipcode: text(12),
  city: text(100),
  country,
}

export const CompanyRequestSchema = z.object(companyFields).openapi('CompanyRequest')
export const CompanyPatchSchema = z.object(companyFields).partial().openapi('CompanyPatch')

export const CompanySchema = z
  .object({
    type: z.enum(PROFESSIONAL_TYPES),
    name: z.string(),
    registration_number: z.string(),
    vat_number: z.string().nullable(),
    address: z.string(),
    zipcode: z.string(),
    city: z.string(),
    country: z.string(),
    ubo_declaration_required: z
      .boolean()
      .openapi({ description: 'BUSINESS companies must also declare their ultimate beneficial owners' }),
    updated_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Company')

const legalFields = {
  first_name: text(60),
  last_name: text(60),
  borned_on: birthDateField,
  nationality: country,
  country_of_residence: country,
}

export const LegalOwnerRequestSchema = z.object(legalFields).openapi('LegalOwnerRequest')
export const LegalOwnerPatchSchema = z.object(legalFields).partial().openapi('LegalOwnerPatch')
export const LegalOwnerSchema = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    borned_on: z.string().openapi({ format: 'date' }),
    nationality: z.string(),
    country_of_residence: z.string(),
    updated_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('LegalOwner')

const route = <M extends 'get' | 'post' | 'patch', P extends string>(method: M, path: P, summary: string) => ({
  method,
  path,
  tags: ['Professional accounts'],
  summary,
  security: signedIn,
})

export const getCompanyRoute = createRoute({
  ...route('get', '/v4/users/me/company/', 'The company of the signed-in professional'),
  middleware: [signedInOnly] as const,
  responses: {
    200: jsonContent(CompanySchema, 'The company'),
    ...common,
    404: jsonContent(DetailErrorSchema, 'No company yet'),
  },
})

export const createCompanyRoute = createRoute({
  ...route('post', '/v4/users/me/company/', 'Create the company (once)'),
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { body: { required: true, content: { 'application/json': { schema: CompanyRequestSchema } } } },
  responses: { 201: jsonContent(CompanySchema, 'Created'), ...badBody, ...common },
})

export const updateCompanyRoute = createRoute({
  ...route('patch', '/v4/users/me/company/', 'Change the company'),
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { body: { required: true, content: { 'application/json': { schema: CompanyPatchSchema } } } },
  responses: {
    200: jsonContent(CompanySchema, 'Changed'),
    ...badBody,
    ...common,
    404: jsonContent(DetailErrorSchema, 'No company yet'),
  },
})

export const getLegalOwnerRoute = createRoute({
  ...route('get', '/v4/users/me/legal/', 'The legal owner of the signed-in professional account'),
  middleware: [signedInOnly] as const,
  responses: {
    200: jsonContent(LegalOwnerSchema, 'The legal owner'),
    ...common,
    404: jsonContent(DetailErrorSchema, 'No legal owner yet'),
  },
})

export const createLegalOwnerRoute = createRoute({
  ...route('post', '/v4/users/me/legal/', 'Declare the legal owner (once)'),
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { body: { required: true, content: { 'application/json': { schema: LegalOwnerRequestSchema } } } },
  responses: { 201: jsonContent(LegalOwnerSchema, 'Created'), ...badBody, ...common },
})

export const updateLegalOwnerRoute = createRoute({
  ...route('patch', '/v4/users/me/legal/', 'Change the legal owner'),
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { body: { required: true, content: { 'application/json': { schema: LegalOwnerPatchSchema } } } },
  responses: {
    200: jsonContent(LegalOwnerSchema, 'Changed'),
    ...badBody,
    ...common,
    404: jsonContent(DetailErrorSchema, 'No legal owner yet'),
  },
})
