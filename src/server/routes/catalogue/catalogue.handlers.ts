import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { pageLinks } from '../../http/pagination'
import {
  listBrandModels,
  listBrands,
  listManufacturerModels,
  listManufacturers,
} from '../../services/catalogue/vehicle-catalogue'
import type {
  listBrandModelsRoute,
  listBrandsRoute,
  listManufacturerModelsRoute,
  listManufacturersRoute,
} from './catalogue.routes'

const withLinks = <T>(url: string, page: number, pageSize: number, found: { count: number; results: T[] }) => ({
  count: found.count,
  ...pageLinks(url, page, pageSize, found.count),
  results: found.results,
})

export const listBrandsHandler: RouteHandler<typeof listBrandsRoute, AppEnv> = async (c) => {
  const { page, page_size: pageSize } = c.req.valid('query')
  return c.json(withLinks(c.req.url, page, pageSize, await listBrands(c.var.db, { page, pageSize })), 200)
}

export const listBrandModelsHandler: RouteHandler<typeof listBrandModelsRoute, AppEnv> = async (c) => {
  const { page, page_size: pageSize, brand } = c.req.valid('query')
  return c.json(withLinks(c.req.url, page, pageSize, await listBrandModels(c.var.db, brand, { page, pageSize })), 200)
}

export const listManufacturersHandler: RouteHandler<typeof listManufacturersRoute, AppEnv> = async (c) => {
  const { page, page_size: pageSize } = c.req.valid('query')
  return c.json(withLinks(c.req.url, page, pageSize, await listManufacturers(c.var.db, { page, pageSize })), 200)
}

export const listManufacturerModelsHandler: RouteHandler<typeof listManufacturerModelsRoute, AppEnv> = async (c) => {
  const { page, page_size: pageSize, manufacturer } = c.req.valid('query')
  return c.json(
    withLinks(c.req.url, page, pageSize, await listManufacturerModels(c.var.db, manufacturer, { page, pageSize })),
    200,
  )
}
