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
export function drainServer(
  server: Server | Http2Server | Http2SecureServer,
  timeoutMs = DRAIN_TIMEOUT_MS,
): Promise<{ timedOut: boolean }> {
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

/**
 * Counts the handlers still running. A client that hangs up does not stop its handler, and closing the server does not
 * wait for it: shutdown waits on `settled` too before the database closes.
 */
export function trackHandlers<Args extends unknown[]>(handle: (...args: Args) => Response | Promise<Response>) {
  let running = 0
  const waiting = new Set<() => void>()
  return {
    fetch: async (...args: Args): Promise<Response> => {
      running += 1
      try {
        return await handle(...args)
      } finally {
        running -= 1
        if (running === 0) for (const wake of waiting) wake()
      }
    },
    /** Resolves once no handler runs, or after `timeoutMs` with `timedOut`. */
    settled: (timeoutMs = DRAIN_TIMEOUT_MS): Promise<{ timedOut: boolean }> => {
      if (running === 0) return Promise.resolve({ timedOut: false })
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer)
          waiting.delete(wake)
          resolve({ timedOut: false })
        }
        const timer = setTimeout(() => {
          waiting.delete(wake)
          resolve({ timedOut: true })
        }, timeoutMs)
        waiting.add(wake)
      })
    },
  }
}
