import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { requireUser } from '../../http/authentication'
import {
  createCompany,
  createLegalOwner,
  getCompany,
  getLegalOwner,
  updateCompany,
  updateLegalOwner,
} from '../../services/users/professional'
import type {
  createCompanyRoute,
  createLegalOwnerRoute,
  getCompanyRoute,
  getLegalOwnerRoute,
  updateCompanyRoute,
  updateLegalOwnerRoute,
} from './professional.routes'

export const readCompany: RouteHandler<typeof getCompanyRoute, AppEnv> = async (c) =>
  c.json(await getCompany(c.var.db, requireUser(c)), 200)

export const addCompany: RouteHandler<typeof createCompanyRoute, AppEnv> = async (c) =>
  c.json(await createCompany(c.var.db, requireUser(c), c.req.valid('json')), 201)

export const changeCompany: RouteHandler<typeof updateCompanyRoute, AppEnv> = async (c) =>
  c.json(await updateCompany(c.var.db, requireUser(c), c.req.valid('json')), 200)

export const readLegalOwner: RouteHandler<typeof getLegalOwnerRoute, AppEnv> = async (c) =>
  c.json(await getLegalOwner(c.var.db, requireUser(c)), 200)

export const addLegalOwner: RouteHandler<typeof createLegalOwnerRoute, AppEnv> = async (c) =>
  c.json(await createLegalOwner(c.var.db, requireUser(c), c.req.valid('json')), 201)

export const changeLegalOwner: RouteHandler<typeof updateLegalOwnerRoute, AppEnv> = async (c) =>
  c.json(await updateLegalOwner(c.var.db, requireUser(c), c.req.valid('json')), 200)
