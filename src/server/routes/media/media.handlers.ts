import type { RouteHandler } from '@hono/zod-openapi'
import type { VehicleType } from '../../db/schema'
import type { AppEnv } from '../../http/app-env'
import { avatarSvg } from '../../services/media/avatar-svg'
import { camperSvg } from '../../services/media/camper-svg'
import { sizeSvg } from '../../services/media/svg-size'
import type { getAvatar, getCamperImage } from './media.routes'

// The pictures never change for a given name, so browsers and CDNs may keep them for good.
const SVG_HEADERS = { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' }

export const avatarHandler: RouteHandler<typeof getAvatar, AppEnv> = (c) => {
  const seed = c.req.valid('param').file.replace(/\.svg$/, '')
  return c.body(sizeSvg(avatarSvg(seed), c.req.valid('query')), 200, SVG_HEADERS)
}

export const camperImageHandler: RouteHandler<typeof getCamperImage, AppEnv> = (c) => {
  const [type, variant] = c.req.valid('param').file.replace(/\.svg$/, '').split('-').map(Number) as [VehicleType, number]
  return c.body(sizeSvg(camperSvg(type, variant), c.req.valid('query')), 200, SVG_HEADERS)
}
