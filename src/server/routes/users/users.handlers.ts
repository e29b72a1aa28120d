import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { requireUser } from '../../http/authentication'
import {
  deleteOwnAccount,
  getOwnAccount,
  getPublicUser,
  registerUser,
  updateOwnAccount,
} from '../../services/users/accounts'
import { uploadProfilePicture } from '../../services/users/profile-pictures'
import type {
  deleteMeRoute,
  getMeRoute,
  getUserRoute,
  registerUserRoute,
  updateMeRoute,
  uploadPictureRoute,
} from './users.routes'

export const register: RouteHandler<typeof registerUserRoute, AppEnv> = async (c) => {
  return c.json(await registerUser(c.var.db, c.var.env, c.req.valid('json'), c.req.header('accept-language')), 201)
}

export const getMe: RouteHandler<typeof getMeRoute, AppEnv> = async (c) => {
  return c.json(await getOwnAccount(c.var.db, requireUser(c), c.var.actingStaffId), 200)
}

export const updateMe: RouteHandler<typeof updateMeRoute, AppEnv> = async (c) => {
  const userId = requireUser(c)
  return c.json(await updateOwnAccount(c.var.db, userId, c.req.valid('json')), 200)
}

export const deleteMe: RouteHandler<typeof deleteMeRoute, AppEnv> = async (c) => {
  await deleteOwnAccount(c.var.db, requireUser(c))
  return c.body(null, 204)
}

export const getUser: RouteHandler<typeof getUserRoute, AppEnv> = async (c) => {
  return c.json(await getPublicUser(c.var.db, c.req.valid('param').id), 200)
}

export const uploadPicture: RouteHandler<typeof uploadPictureRoute, AppEnv> = async (c) => {
  const userId = requireUser(c)
  const { picture } = c.req.valid('form')
  return c.json(await uploadProfilePicture(c.var.db, userId, new Uint8Array(await picture.arrayBuffer())), 201)
}
