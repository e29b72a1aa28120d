import type { Server } from 'node:http'
import type { Http2SecureServer, Http2Server } from 'node:http2'

/** How long requests under way may take to finish on shutdown before their connections are cut. */
export const DRAIN_TIMEOUT_MS = 10_000
const IDLE_SWEEP_MS = 50

/**
 * Stops accepting connections and resolves once the requests under way have answered (idle keep-alive connections
 * are closed as soon as they are idle), or after `timeoutMs`, when the remaining connections are cut. Only then may the database close:
 * closing it first fails the requests still running ("Cannot use a pool after calling end on the pool").
 */
export function drainServer(server: Server | Http2Server | Http2SecureServer, timeoutMs = DRAIN_TIMEOUT_MS): Promise<{ timedOut: boolean }> {
  return new Promise((resolve) => {
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      if ('closeAllConnections' in server) server.closeAllConnections()
    }, timeoutMs)
    timer.unref()
    // A keep-alive connection whose request has answered would hold close() open until the client drops it (seconds):
    // idle connections are closed now and again as the requests under way answer.
    const closeIdle = () => {
      if ('closeIdleConnections' in server) server.closeIdleConnections()
    }
    const idleSweep = setInterval(closeIdle, IDLE_SWEEP_MS)
    server.close(() => {
      clearTimeout(timer)
      clearInterval(idleSweep)
      resolve({ timedOut })
    })
    closeIdle()
  })
}
