import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { ApiError } from '../../http/api-error'
import { pageLinks } from '../../http/pagination'
import { requestLocale } from '../../http/request-locale'
import {
  autocompletePlaces,
  listPlaces,
  locationInfo,
  placeDetail,
  resolvePlaceSlug,
  topPlaces,
} from '../../services/places/places'
import type {
  getPlaceRoute,
  infoLocationRoute,
  listPlacesRoute,
  searchLocationsRoute,
  topPlacesRoute,
} from './places.routes'

export const searchLocationsHandler: RouteHandler<typeof searchLocationsRoute, AppEnv> = async (c) => {
  const { q, lang } = c.req.valid('query')
  const results = await autocompletePlaces(c.var.db, q, requestLocale(lang, c.req.header('accept-language')))
  return c.json({ results }, 200)
}

export const infoLocationHandler: RouteHandler<typeof infoLocationRoute, AppEnv> = async (c) => {
  const { slug, latitude, longitude, lang } = c.req.valid('query')
  const locale = requestLocale(lang, c.req.header('accept-language'))
  const target = slug !== undefined ? { slug } : { latitude: latitude!, longitude: longitude! }
  return c.json(await locationInfo(c.var.db, target, locale), 200)
}

export const listPlacesHandler: RouteHandler<typeof listPlacesRoute, AppEnv> = async (c) => {
  const { search, lang, page, page_size: pageSize } = c.req.valid('query')
  const found = await listPlaces(c.var.db, search, page, pageSize, requestLocale(lang, c.req.header('accept-language')))
  return c.json(
    { count: found.count, ...pageLinks(c.req.url, page, pageSize, found.count), results: found.results },
    200,
  )
}

export const topPlacesHandler: RouteHandler<typeof topPlacesRoute, AppEnv> = async (c) => {
  const { limit, lang } = c.req.valid('query')
  return c.json(
    { results: await topPlaces(c.var.db, limit, requestLocale(lang, c.req.header('accept-language'))) },
    200,
  )
}

export const getPlaceHandler: RouteHandler<typeof getPlaceRoute, AppEnv> = async (c) => {
  const { slug } = c.req.valid('param')
  const { lang } = c.req.valid('query')
  const resolved = await resolvePlaceSlug(c.var.db, slug)
  if (!resolved) throw ApiError.detail(404, 'Unknown place.', 'invalid_place')
  // The web app follows a 406 to the canonical slug (spec 1 §2 place page).
  if ('canonical' in resolved) return c.json({ detail: 'Use the canonical slug.', slug: resolved.canonical }, 406)
  return c.json(await placeDetail(c.var.db, resolved.place, requestLocale(lang, c.req.header('accept-language'))), 200)
}
