import type { MiddlewareHandler } from 'hono'
import { recordStaffAction, withStaffAudit } from '../services/staff/staff-audit'
import type { AppEnv } from './app-env'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** Writes that change nothing of anyone's: the page-view events every page sends. */
const NOT_ACTIONS = new Set(['/v4/events/send/'])

/**
 * Every write staff make through the API leaves an audit row: the services record the actions they know (a log-as, a
 * document decision, a cancellation, a moderation); any other successful write by a staff account, or by staff signed
 * in as a user, is recorded here with its route, path, status and request id. Acting as a user, the target is that
 * user; otherwise the id in the write's path, or, with none (`/3/users/me/`), the staff member's own account. Bodies
 * are not kept: they may hold passwords or documents.
 */
export const staffWriteAudit: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!WRITES.has(c.req.method) || NOT_ACTIONS.has(c.req.path)) return next()
  const { recorded } = await withStaffAudit(() => next())
  const staffId = c.var.actingStaffId ?? (c.var.isStaff ? c.var.userId : null)
  if (recorded || staffId === null || c.res.status >= 400) return
  const actingAs = c.var.actingStaffId !== null ? c.var.userId : null
  const pathId = Object.values(c.req.param() as Record<string, string>).find((value) => /^\d{1,9}$/.test(value))
  const target =
    actingAs !== null
      ? { targetType: 'user' as const, targetId: actingAs }
      : pathId !== undefined
        ? { targetType: 'request' as const, targetId: Number(pathId) }
        : { targetType: 'user' as const, targetId: staffId }
  await recordStaffAction(c.var.db, {
    staffId,
    action: actingAs !== null ? 'write_as_user' : 'api_write',
    ...target,
    detail: {
      method: c.req.method,
      route: c.req.routePath,
      path: c.req.path,
      status: c.res.status,
      request_id: c.var.requestId,
    },
  })
}
