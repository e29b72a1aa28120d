import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { pageLinks } from '../../http/pagination'
import { onEveryRead } from '../../http/public-read-cache'
import { sisterPlatformProvider } from '../../providers/sister-platform/sister-platform'
import { countPrints } from '../../services/listings/listing-stats'
import { searchCampers } from '../../services/search/camper-search'
import type { searchCampersRoute, searchProductsRoute, sisterListingsRoute } from './search.routes'

const todayUtc = () => new Date().toISOString().slice(0, 10)

export const searchHandler: RouteHandler<typeof searchProductsRoute | typeof searchCampersRoute, AppEnv> = async (
  c,
) => {
  const query = c.req.valid('query')
  const found = await searchCampers(c.var.db, {
    dateFrom: query.date_from,
    dateTo: query.date_to,
    latitude: query.latitude,
    longitude: query.longitude,
    radius: query.radius,
    place: query.place,
    types: query.types,
    beds: query.beds,
    seatbelts: query.seatbelts,
    minPrice: query.min_price,
    maxPrice: query.max_price,
    instantBooking: query.instant_booking,
    pets: query.pets,
    sort: query.sort,
    currency: query.currency,
    page: query.page,
    pageSize: query.page_size,
    today: todayUtc(),
  })
  const { db } = c.var
  const printed = found.results.map((camper) => camper.id)
  onEveryRead(c, () => countPrints(db, printed))
  return c.json(
    { count: found.count, ...pageLinks(c.req.url, query.page, query.page_size, found.count), results: found.results },
    200,
  )
}

export const sisterListingsHandler: RouteHandler<typeof sisterListingsRoute, AppEnv> = async (c) => {
  const query = c.req.valid('query')
  const found = await sisterPlatformProvider(c.var.env).searchListings({
    dateFrom: query.date_from,
    dateTo: query.date_to,
    latitude: query.latitude,
    longitude: query.longitude,
    radius: query.radius,
    page: query.page,
    pageSize: query.page_size,
  })
  return c.json(found, 200)
}
