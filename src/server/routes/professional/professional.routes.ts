import { createRoute, z } from '@hono/zod-openapi'
import { PROFESSIONAL_TYPES } from '../../../domain/account-rules'
import { signedInOnly } from '../../http/authentication'
import { jsonBodyOnly } from '../../http/body-media-type'
import {
  badBody,
  countryCode,
  DetailErrorSchema,
  jsonBody,
  jsonContent,
  notSignedIn,
  requiredText,
  signedIn,
} from '../../http/openapi-helpers'
import { invalid } from '../../http/validation-hook'
import { birthDateField } from '../users/users.routes'

const notText = invalid('Not a valid string.')

const common = {
  401: notSignedIn,
  403: jsonContent(DetailErrorSchema, 'Not a professional account (code not_pro)'),
}
const badBodyOrExists = badBody(
  'Field errors, a body that is not JSON, or POST when it already exists (code already_exists)',
)

const companyFields = {
  type: z.enum(PROFESSIONAL_TYPES, invalid(`Choose one of ${PROFESSIONAL_TYPES.join(', ')}.`)),
  name: requiredText(200),
  registration_number: requiredText(40).openapi({
    description: 'Trade register number (SIRET, KvK, HRB...)',
    example: '82345678900017',
  }),
  vat_number: z
    .string(notText)
    .trim()
    .max(20, 'Ensure this field has no more than 20 characters.')
    .nullable()
    .optional(),
  address: requiredText(250),
  zipcode: requiredText(12),
  city: requiredText(100),
  country: countryCode,
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
  first_name: requiredText(60),
  last_name: requiredText(60),
  borned_on: birthDateField,
  nationality: countryCode,
  country_of_residence: countryCode,
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
  request: { body: jsonBody(CompanyRequestSchema) },
  responses: { 201: jsonContent(CompanySchema, 'Created'), 400: badBodyOrExists, ...common },
})

export const updateCompanyRoute = createRoute({
  ...route('patch', '/v4/users/me/company/', 'Change the company'),
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { body: jsonBody(CompanyPatchSchema) },
  responses: {
    200: jsonContent(CompanySchema, 'Changed'),
    400: badBodyOrExists,
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
  request: { body: jsonBody(LegalOwnerRequestSchema) },
  responses: { 201: jsonContent(LegalOwnerSchema, 'Created'), 400: badBodyOrExists, ...common },
})

export const updateLegalOwnerRoute = createRoute({
  ...route('patch', '/v4/users/me/legal/', 'Change the legal owner'),
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { body: jsonBody(LegalOwnerPatchSchema) },
  responses: {
    200: jsonContent(LegalOwnerSchema, 'Changed'),
    400: badBodyOrExists,
    ...common,
    404: jsonContent(DetailErrorSchema, 'No legal owner yet'),
  },
})
