import type { RouteHandler } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { ListingDeletionInput } from '../../../domain/listing-deletion'
import type { AppEnv } from '../../http/app-env'
import { requireUser } from '../../http/authentication'
import { pageLinks } from '../../http/pagination'
import { requestLocale } from '../../http/request-locale'
import {
  actOnCamper,
  getCamperProgress,
  getCamperStats,
  getPreferences,
  getSisterDuplicateUrl,
  listOwnerCampers,
  ownerCamperFilters,
  patchPreferences,
} from '../../services/listings/owner-listings'
import type {
  getCamperProgressRoute,
  getCamperStatsRoute,
  getPreferencesRoute,
  getSisterDuplicateRoute,
  listOwnerCampersRoute,
  ownerCamperFiltersRoute,
  patchPreferencesRoute,
  reactivateCamperRoute,
  removeCamperRoute,
  submitCamperRoute,
} from './listings-owner.routes'

const caller = (c: Context<AppEnv>) => ({ userId: requireUser(c) })

export const listOwnerCampersHandler: RouteHandler<typeof listOwnerCampersRoute, AppEnv> = async (c) => {
  const query = c.req.valid('query')
  const { count, results } = await listOwnerCampers(c.var.db, caller(c), query)
  return c.json({ count, ...pageLinks(c.req.url, query.page, query.page_size, count), results }, 200)
}

export const ownerCamperFiltersHandler: RouteHandler<typeof ownerCamperFiltersRoute, AppEnv> = async (c) => {
  return c.json(await ownerCamperFilters(c.var.db, caller(c)), 200)
}

export const getCamperProgressHandler: RouteHandler<typeof getCamperProgressRoute, AppEnv> = async (c) => {
  return c.json(
    await getCamperProgress(c.var.db, caller(c), c.req.valid('param').id, c.var.env.CAN_PUBLISH_CAMPER),
    200,
  )
}

export const submitCamperHandler: RouteHandler<typeof submitCamperRoute, AppEnv> = async (c) => {
  return c.json(
    await actOnCamper(c.var.db, caller(c), c.req.valid('param').id, 'submit', c.var.env.CAN_PUBLISH_CAMPER),
    200,
  )
}

export const reactivateCamperHandler: RouteHandler<typeof reactivateCamperRoute, AppEnv> = async (c) => {
  return c.json(
    await actOnCamper(c.var.db, caller(c), c.req.valid('param').id, 'reactivate', c.var.env.CAN_PUBLISH_CAMPER),
    200,
  )
}

export const removeCamperHandler: RouteHandler<typeof removeCamperRoute, AppEnv> = async (c) => {
  const { soft } = c.req.valid('query')
  const action = soft === 'true' || soft === '1' ? 'suspend' : 'delete'
  // The body is optional (a suspension has none): without one the validator leaves nothing to read.
  const deletion = (c.req.valid('json') as ListingDeletionInput | undefined) ?? {}
  return c.json(
    await actOnCamper(c.var.db, caller(c), c.req.valid('param').id, action, c.var.env.CAN_PUBLISH_CAMPER, deletion),
    200,
  )
}

export const getCamperStatsHandler: RouteHandler<typeof getCamperStatsRoute, AppEnv> = async (c) => {
  return c.json(await getCamperStats(c.var.db, caller(c), c.req.valid('param').id), 200)
}

export const getSisterDuplicateHandler: RouteHandler<typeof getSisterDuplicateRoute, AppEnv> = async (c) => {
  const locale = requestLocale(undefined, c.req.header('accept-language'))
  return c.json(await getSisterDuplicateUrl(c.var.db, caller(c), c.req.valid('param').id, locale), 200)
}

export const getPreferencesHandler: RouteHandler<typeof getPreferencesRoute, AppEnv> = async (c) => {
  return c.json(await getPreferences(c.var.db, caller(c), c.req.valid('param').id), 200)
}

export const patchPreferencesHandler: RouteHandler<typeof patchPreferencesRoute, AppEnv> = async (c) => {
  return c.json(await patchPreferences(c.var.db, caller(c), c.req.valid('param').id, c.req.valid('json')), 200)
}
