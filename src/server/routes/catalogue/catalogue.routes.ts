import { createRoute, z } from '@hono/zod-openapi'
import { badRequest, DetailErrorSchema, jsonContent } from '../../http/openapi-helpers'
import { paginatedSchema } from '../../http/pagination'

/** Spec 1 §9: brands and manufacturers come 500 to a page. */
export const CATALOGUE_PAGE_SIZE = 500

const pageFields = {
  page: z.coerce.number().int().min(1).default(1).openapi({ example: 1 }),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(CATALOGUE_PAGE_SIZE)
    .default(CATALOGUE_PAGE_SIZE)
    .openapi({ example: CATALOGUE_PAGE_SIZE }),
}

const PageQuerySchema = z.object(pageFields).openapi('CataloguePageQuery')
const BrandModelsQuerySchema = z
  .object({
    ...pageFields,
    brand: z.coerce
      .number()
      .int()
      .min(1)
      .max(2_147_483_647)
      .optional()
      .openapi({ description: 'Only this brand’s models' }),
  })
  .openapi('BrandModelsQuery')
const ManufacturerModelsQuerySchema = z
  .object({
    ...pageFields,
    manufacturer: z.coerce
      .number()
      .int()
      .min(1)
      .max(2_147_483_647)
      .optional()
      .openapi({ description: 'Only this manufacturer’s models' }),
  })
  .openapi('ManufacturerModelsQuery')

const BrandSchema = z
  .object({ id: z.number().int(), name: z.string() })
  .openapi('Brand', { example: { id: 12, name: 'Volkswagen' } })
const BrandModelSchema = z
  .object({ id: z.number().int(), name: z.string(), brand_id: z.number().int() })
  .openapi('BrandModel')
const ManufacturerSchema = z
  .object({ id: z.number().int(), name: z.string() })
  .openapi('Manufacturer', { example: { id: 14, name: 'Hymer' } })
const ManufacturerModelSchema = z
  .object({ id: z.number().int(), name: z.string(), manufacturer_id: z.number().int() })
  .openapi('ManufacturerModel')

const invalidPage = jsonContent(DetailErrorSchema, 'Page past the last one: {"detail": "Invalid page."}')

const listRoute = <Q extends z.ZodObject, R extends z.ZodType>(
  path: string,
  summary: string,
  query: Q,
  page: R,
  name: string,
) =>
  createRoute({
    method: 'get',
    path,
    tags: ['Vehicle catalogue'],
    summary,
    request: { query },
    responses: { 200: jsonContent(paginatedSchema(page, name), summary), 400: badRequest, 404: invalidPage },
  })

export const listBrandsRoute = listRoute(
  '/v4/brands/',
  'Base-vehicle brands',
  PageQuerySchema,
  BrandSchema,
  'BrandPage',
)
export const listBrandModelsRoute = listRoute(
  '/v4/brands-models/',
  'Models of the brands',
  BrandModelsQuerySchema,
  BrandModelSchema,
  'BrandModelPage',
)
export const listManufacturersRoute = listRoute(
  '/v4/manufacturers/',
  'Coachbuilders and converters',
  PageQuerySchema,
  ManufacturerSchema,
  'ManufacturerPage',
)
export const listManufacturerModelsRoute = listRoute(
  '/v4/manufacturers-models/',
  'Models of the manufacturers',
  ManufacturerModelsQuerySchema,
  ManufacturerModelSchema,
  'ManufacturerModelPage',
)
