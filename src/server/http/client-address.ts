import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { AppEnv } from './app-env'
import { clientAddress, parseTrustProxy, type TrustProxy } from './trust-proxy'

const parsed = new Map<string, TrustProxy>()

/** The caller's address for rate limits and audit, under the server's TRUST_PROXY setting. */
export function requestClientAddress(c: Context<AppEnv>): string {
  const setting = c.var.env.TRUST_PROXY
  let trust = parsed.get(setting)
  if (!trust) {
    const result = parseTrustProxy(setting)
    // env.ts refuses a bad setting at start, so an error here cannot happen in a running server.
    trust = 'error' in result ? { kind: 'none' } : result
    parsed.set(setting, trust)
  }
  let socket: string | undefined
  try {
    socket = getConnInfo(c).remote.address
  } catch {
    // No socket at all, as with app.request() in tests.
    socket = undefined
  }
  return clientAddress(socket, c.req.header('x-forwarded-for'), trust).slice(0, 64)
}
