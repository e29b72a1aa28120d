import type { RouteHandler } from '@hono/zod-openapi'
import type { VehicleType } from '../../db/schema'
import type { AppEnv } from '../../http/app-env'
import { ApiError } from '../../http/api-error'
import { avatarSvg } from '../../services/media/avatar-svg'
import { camperSvg } from '../../services/media/camper-svg'
import { sizeSvg } from '../../services/media/svg-size'
import { readProfilePicture } from '../../services/users/profile-pictures'
import type { PictureSize } from '../../../domain/camper-picture-rules'
import { fileStorage } from '../../providers/file-storage/file-storage'
import { photoSizeFile } from '../../services/camper-photos/camper-photos'
import type { getAvatar, getCamperImage, getCamperPhoto, getPicture } from './media.routes'

// The pictures never change for a given name, so browsers and CDNs may keep them for good.
const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=31536000, immutable',
}

export const avatarHandler: RouteHandler<typeof getAvatar, AppEnv> = (c) => {
  const seed = c.req.valid('param').file.replace(/\.svg$/, '')
  return c.body(sizeSvg(avatarSvg(seed), c.req.valid('query')), 200, SVG_HEADERS)
}

export const camperImageHandler: RouteHandler<typeof getCamperImage, AppEnv> = (c) => {
  const [type, variant] = c.req
    .valid('param')
    .file.replace(/\.svg$/, '')
    .split('-')
    .map(Number) as [VehicleType, number]
  return c.body(sizeSvg(camperSvg(type, variant), c.req.valid('query')), 200, SVG_HEADERS)
}

export const pictureHandler: RouteHandler<typeof getPicture, AppEnv> = async (c) => {
  const id = Number(c.req.valid('param').file.split('.')[0])
  if (id > 2_147_483_647) throw ApiError.notFound()
  const picture = await readProfilePicture(c.var.db, id)
  // A picture never changes under its id (a new upload gets a new one), so it may be cached for good.
  return c.body(new Uint8Array(picture.bytes), 200, {
    'Content-Type': picture.contentType,
    'Cache-Control': 'public, max-age=31536000, immutable',
  })
}

export const camperPhotoHandler: RouteHandler<typeof getCamperPhoto, AppEnv> = async (c) => {
  const [id, version, size] = c.req
    .valid('param')
    .file.replace(/\.webp$/, '')
    .split('-') as [string, string, PictureSize]
  if (Number(id) > 2_147_483_647 || Number(version) > 2_147_483_647) throw ApiError.notFound()
  const file = await photoSizeFile(c.var.db, fileStorage(c.var.env), Number(id), Number(version), size)
  // The version is in the address: a rotated or replaced picture gets a new one, so this one may be cached for good.
  return c.body(new Uint8Array(file.bytes), 200, {
    'Content-Type': file.contentType,
    'Cache-Control': 'public, max-age=31536000, immutable',
  })
}
