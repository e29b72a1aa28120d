import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { requireUser } from '../../http/authentication'
import { sisterPlatformProvider } from '../../providers/sister-platform/sister-platform'
import { importListing, previewListingImport } from '../../services/listings/listing-import'
import type { importListingRoute, previewListingImportRoute } from './listing-import.routes'

export const previewListingImportHandler: RouteHandler<typeof previewListingImportRoute, AppEnv> = async (c) => {
  const caller = { userId: requireUser(c) }
  const preview = await previewListingImport(
    c.var.db,
    sisterPlatformProvider(c.var.env),
    caller,
    c.req.valid('param').id,
    c.req.valid('query').external_id,
  )
  return c.json(preview, 200)
}

export const importListingHandler: RouteHandler<typeof importListingRoute, AppEnv> = async (c) => {
  const caller = { userId: requireUser(c) }
  const done = await importListing(
    c.var.db,
    sisterPlatformProvider(c.var.env),
    caller,
    c.req.valid('param').id,
    c.req.valid('json').external_id,
  )
  return c.json(done, 200)
}
