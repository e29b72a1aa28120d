import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { ApiError } from '../../http/api-error'
import { requestLocale } from '../../http/request-locale'
import { trustedReviewsProvider } from '../../providers/trusted-reviews/trusted-reviews'
import { TrustedReviewsError } from '../../providers/trusted-reviews/trusted-reviews-provider'
import { buildReferential } from '../../services/referential/referential'
import { buildRouting } from '../../services/referential/routing'
import { reviewStats } from '../../services/reviews/review-stats'
import type {
  getInternalReferential,
  getReferential,
  getReviewStats,
  getRouting,
  getTrustedShop,
} from './referential.routes'

export const referentialHandler: RouteHandler<typeof getReferential | typeof getInternalReferential, AppEnv> = (c) => {
  const locale = requestLocale(c.req.valid('query').lang, c.req.valid('header')['accept-language'])
  return c.json(buildReferential(locale, c.var.env), 200)
}

export const routingHandler: RouteHandler<typeof getRouting, AppEnv> = (c) => {
  const locale = requestLocale(c.req.valid('query').lang, c.req.valid('header')['accept-language'])
  return c.json(buildRouting(locale, c.var.env), 200)
}

export const reviewStatsHandler: RouteHandler<typeof getReviewStats, AppEnv> = async (c) => {
  return c.json(await reviewStats(c.var.db), 200)
}

export const trustedShopHandler: RouteHandler<typeof getTrustedShop, AppEnv> = async (c) => {
  const tsid = c.req.valid('query').tsid ?? c.var.env.TRUSTED_SHOPS_ID
  try {
    return c.json(await trustedReviewsProvider(c.var.db, c.var.env).shopSummary(tsid), 200)
  } catch (error) {
    if (error instanceof TrustedReviewsError) throw ApiError.detail(error.status, error.detail, error.code)
    throw error
  }
}
