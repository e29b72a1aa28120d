import { createRoute, z } from '@hono/zod-openapi'
import { SISTER_LISTING_ID, sisterListingIdOf } from '../../../domain/listing-import'
import { INSURANCE_FIELDS, MIGRATION_STATUSES } from '../../../domain/listing-progress'
import { CAMPER_STATUSES } from '../../db/schema/campers'
import { signedInOnly } from '../../http/authentication'
import { jsonBodyOnly } from '../../http/body-media-type'
import {
  badBody,
  DetailErrorSchema,
  jsonBody,
  jsonContent,
  notSignedIn,
  signedIn,
  textIdParam,
} from '../../http/openapi-helpers'
import { invalid } from '../../http/validation-hook'
import { IMPORTED_FIELDS } from '../../services/listings/listing-import'
import { deletedCamper, notOwner } from '../listings-owner/listings-owner.routes'

const NOT_A_LISTING = 'Enter the id or the address of your listing on the sister platform.'

/** The owner may type the listing's id or paste its address on the sister platform; either becomes the id. */
const externalId = z
  .string(invalid('Not a valid string.'))
  .max(300, 'Ensure this field has no more than 300 characters.')
  .transform((value, ctx) => {
    const id = sisterListingIdOf(value)
    if (id === null) ctx.addIssue({ code: 'custom', message: NOT_A_LISTING })
    return id ?? ''
  })
  .openapi({
    description: `A listing id (${SISTER_LISTING_ID.source}) or its address on the sister platform`,
    example: 'rv-1001',
  })

const SisterListingSchema = z
  .object({
    external_id: z.string(),
    url: z.string().openapi({ description: 'The listing on the sister platform' }),
    title: z.string(),
    description: z.string(),
    vehicle_type: z.number().int().openapi({ description: '1 lowprofile … 7 other' }),
    brand: z.string(),
    model: z.string(),
    year: z.number().int().nullable(),
    seats: z.number().int(),
    beds: z.number().int(),
    registration: z.string(),
    registration_country: z.string(),
    registration_date: z.string().nullable().openapi({ format: 'date' }),
    gvw: z.number().int().nullable().openapi({ description: 'kg' }),
    height: z.number().int().nullable().openapi({ description: 'cm' }),
    vehicle_value: z.string().nullable().openapi({ example: '54000.00' }),
    price_per_day: z.string().openapi({ example: '115.00' }),
    deposit: z.string().openapi({ example: '1000.00' }),
    currency: z.string(),
    min_days: z.number().int(),
    city: z.string(),
    country: z.string(),
    cooking_energies: z.array(z.string()),
    heating_energies: z.array(z.string()),
    fridge_energies: z.array(z.string()),
    electric_plug_types: z.array(z.string()),
    pictures: z.array(z.object({ url: z.string(), width: z.number().int(), height: z.number().int() })),
  })
  .openapi('SisterListing')

const importedFields = z.array(z.enum(IMPORTED_FIELDS)).openapi({ description: 'What the import writes' })
const lockedFields = z
  .array(z.enum(INSURANCE_FIELDS))
  .openapi({ description: 'Insurance fields the listing state keeps as they are (all once it left created)' })

const ListingImportPreviewSchema = z
  .object({
    camper_id: z.number().int(),
    state: z.enum(CAMPER_STATUSES),
    importable: z.boolean().openapi({ description: 'False while the listing is under moderation (to_moderate)' }),
    listing: SisterListingSchema,
    imported_fields: importedFields,
    locked_fields: lockedFields,
  })
  .openapi('ListingImportPreview')

const ListingImportSchema = z
  .object({
    camper_id: z.number().int(),
    external_id: z.string(),
    state: z.enum(CAMPER_STATUSES),
    migration_status: z
      .enum(MIGRATION_STATUSES)
      .openapi({ description: 'dual_published or dual_not_published after an import' }),
    imported_fields: importedFields,
    locked_fields: lockedFields,
    pictures_added: z
      .number()
      .int()
      .openapi({ description: 'Pictures of the sister listing the camper did not show yet' }),
    publishable: z.boolean().openapi({ description: 'Nothing is missing before publishing' }),
  })
  .openapi('ListingImport')

const providerErrors = {
  404: jsonContent(
    DetailErrorSchema,
    "Unknown or another owner's camper (code not_found), or no such sister listing (code SISTER_LISTING_NOT_FOUND)",
  ),
  502: jsonContent(
    DetailErrorSchema,
    'The sister platform failed or did not answer in time (code PROVIDER_UNAVAILABLE)',
  ),
  409: jsonContent(DetailErrorSchema, 'No sister platform is configured (code SISTER_PLATFORM_NOT_CONFIGURED)'),
}
const ownerErrors = { 401: notSignedIn, 403: notOwner, 410: deletedCamper }

const importRoute = { tags: ['Listing import'], security: signedIn }

export const previewListingImportRoute = createRoute({
  ...importRoute,
  method: 'get',
  path: '/3/products/{id}/import/',
  summary: 'Preview the import of a sister-platform listing into a camper',
  description:
    'Reads the listing through the configured sister-platform adapter and tells which fields an import would write.',
  middleware: [signedInOnly] as const,
  request: { params: textIdParam, query: z.object({ external_id: externalId }) },
  responses: {
    200: jsonContent(ListingImportPreviewSchema, 'The listing and what an import would write'),
    400: badBody(),
    ...ownerErrors,
    ...providerErrors,
  },
})

export const importListingRoute = createRoute({
  ...importRoute,
  method: 'post',
  path: '/3/products/{id}/import/',
  summary: 'Import a sister-platform listing into a camper',
  description:
    'Copies texts, vehicle, prices, rules, address, equipments and pictures into the camper; insurance fields stay locked once ' +
    'the listing left created, and nothing is written under moderation (405). The migration status becomes dual.',
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: {
    params: textIdParam,
    body: jsonBody(z.object({ external_id: externalId }).openapi('ListingImportRequest')),
  },
  responses: {
    200: jsonContent(ListingImportSchema, 'The import done'),
    400: badBody(),
    ...ownerErrors,
    405: jsonContent(DetailErrorSchema, 'The listing is under moderation (code LISTING_NOT_IN_VALID_STATE)'),
    ...providerErrors,
  },
})
