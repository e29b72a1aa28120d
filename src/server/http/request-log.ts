import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { Logger } from '../observability/logger'
import type { Metrics } from '../observability/metrics'
import type { AppEnv } from './app-env'

/** A request id a proxy or a client may pass along; anything else is replaced by ours. */
const ACCEPTED_ID = /^[\w.:-]{8,128}$/

/**
 * Gives every request an id (the caller's `X-Request-Id` when it looks like one, else a new UUID), sends it back as
 * `X-Request-Id`, hands handlers a logger that stamps it (`c.var.log`), and writes one line per answer: method, route,
 * path, status, duration and the signed-in user. The same figures feed the request metrics when they are on.
 */
export function requestLog(logger: Logger, metrics?: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = c.req.header('x-request-id')
    const requestId = given && ACCEPTED_ID.test(given) ? given : randomUUID()
    const log = logger.child({ req_id: requestId })
    c.set('requestId', requestId)
    c.set('log', log)
    const started = performance.now()
    await next()
    const seconds = (performance.now() - started) / 1000
    c.header('X-Request-Id', requestId)
    const route = c.req.routePath
    log.info(
      {
        method: c.req.method,
        route,
        path: c.req.path,
        status: c.res.status,
        duration_ms: Math.round(seconds * 10_000) / 10,
        user_id: c.var.userId,
      },
      'request',
    )
    metrics?.observeRequest(c.req.method, route, c.res.status, seconds)
  }
}
