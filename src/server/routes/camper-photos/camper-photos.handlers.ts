import type { Context } from 'hono'
import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { requireUser } from '../../http/authentication'
import { fileStorage } from '../../providers/file-storage/file-storage'
import {
  addPhoto,
  deletePhoto,
  deletePhotos,
  listPhotos,
  reorderPhotos,
  rotatePhoto,
  updatePhoto,
} from '../../services/camper-photos/camper-photos'
import type {
  addPhotoRoute,
  deletePhotoRoute,
  deletePhotosRoute,
  listPhotosRoute,
  reorderPhotosRoute,
  rotatePhotoRoute,
  updatePhotoRoute,
} from './camper-photos.routes'

const actorOf = (c: Context<AppEnv>) => ({ userId: requireUser(c), isStaff: c.var.isStaff })
const bytesOf = async (file: File) => new Uint8Array(await file.arrayBuffer())

export const listPhotosHandler: RouteHandler<typeof listPhotosRoute, AppEnv> = async (c) =>
  c.json(await listPhotos(c.var.db, c.req.valid('param').id, actorOf(c)), 200)

export const addPhotoHandler: RouteHandler<typeof addPhotoRoute, AppEnv> = async (c) =>
  c.json(
    await addPhoto(
      c.var.db,
      fileStorage(c.var.env),
      c.req.valid('param').id,
      actorOf(c),
      await bytesOf(c.req.valid('form').photo),
    ),
    201,
  )

export const updatePhotoHandler: RouteHandler<typeof updatePhotoRoute, AppEnv> = async (c) => {
  const { id, photoId } = c.req.valid('param')
  const { photo, index } = c.req.valid('form')
  const change = { bytes: photo ? await bytesOf(photo) : undefined, index }
  return c.json(await updatePhoto(c.var.db, fileStorage(c.var.env), id, photoId, actorOf(c), change), 200)
}

export const deletePhotoHandler: RouteHandler<typeof deletePhotoRoute, AppEnv> = async (c) => {
  const { id, photoId } = c.req.valid('param')
  await deletePhoto(c.var.db, fileStorage(c.var.env), id, photoId, actorOf(c))
  return c.body(null, 204)
}

export const rotatePhotoHandler: RouteHandler<typeof rotatePhotoRoute, AppEnv> = async (c) => {
  const { id, photoId } = c.req.valid('param')
  return c.json(
    await rotatePhoto(c.var.db, fileStorage(c.var.env), id, photoId, actorOf(c), c.req.valid('json').angle),
    200,
  )
}

export const reorderPhotosHandler: RouteHandler<typeof reorderPhotosRoute, AppEnv> = async (c) =>
  c.json(await reorderPhotos(c.var.db, c.req.valid('param').id, actorOf(c), c.req.valid('json').photos), 200)

export const deletePhotosHandler: RouteHandler<typeof deletePhotosRoute, AppEnv> = async (c) =>
  c.json(
    await deletePhotos(
      c.var.db,
      fileStorage(c.var.env),
      c.req.valid('param').id,
      actorOf(c),
      c.req.valid('json').photos,
    ),
    200,
  )
