import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { pageLinks } from '../../http/pagination'
import { listStaffActions } from '../../services/staff/staff-audit-log'
import { listStaffDocuments } from '../../services/staff/staff-documents'
import { getStaffUser, searchUsers } from '../../services/staff/staff-users'
import type {
  getStaffUserRoute,
  listStaffActionsRoute,
  listStaffDocumentsRoute,
  searchStaffUsersRoute,
} from './staff.routes'

// staffOnly (route middleware) has refused everyone else before these run.

export const searchStaffUsers: RouteHandler<typeof searchStaffUsersRoute, AppEnv> = async (c) => {
  const { q, page, page_size: pageSize } = c.req.valid('query')
  const found = await searchUsers(c.var.db, { q, page, pageSize })
  return c.json(
    { count: found.count, ...pageLinks(c.req.url, page, pageSize, found.count), results: found.results },
    200,
  )
}

export const getStaffUserHandler: RouteHandler<typeof getStaffUserRoute, AppEnv> = async (c) =>
  c.json(await getStaffUser(c.var.db, c.req.valid('param').id), 200)

export const listStaffDocumentsHandler: RouteHandler<typeof listStaffDocumentsRoute, AppEnv> = async (c) => {
  const { status, page, page_size: pageSize } = c.req.valid('query')
  const found = await listStaffDocuments(c.var.db, { status, page, pageSize })
  return c.json(
    { count: found.count, ...pageLinks(c.req.url, page, pageSize, found.count), results: found.results },
    200,
  )
}

export const listStaffActionsHandler: RouteHandler<typeof listStaffActionsRoute, AppEnv> = async (c) => {
  const {
    staff_id: staffId,
    target_type: targetType,
    target_id: targetId,
    action,
    page,
    page_size: pageSize,
  } = c.req.valid('query')
  const found = await listStaffActions(c.var.db, {
    staffId,
    targetType,
    targetId,
    action: action || undefined,
    page,
    pageSize,
  })
  return c.json(
    { count: found.count, ...pageLinks(c.req.url, page, pageSize, found.count), results: found.results },
    200,
  )
}
