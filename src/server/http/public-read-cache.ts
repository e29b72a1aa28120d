import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env'

// Anonymous visitors read the same listings and searches over and over. Their answers are kept in memory
// for a few seconds (PUBLIC_READ_CACHE_MS) and answered without touching the database.
//
// Only the anonymous GETs below are kept: their handlers read nothing of the request but its URL (path, query and the
// host, which page links carry), so the URL is the whole key. Everything else of the request is already decided
// before the cache: the X-API-KEY is checked first (one key, so it does not split entries), and a request with an
// Authorization header is never cached, as a signed-in viewer may see more (an unpublished listing). The server
// reads no cookie (sessions are bearer tokens), so the browser's consent and locale cookies do not split entries.
//
// Freshness: a successful write through this process clears the cache at once. Writes this process does not see —
// another server process, the background jobs of main.ts (payment jobs that expire or cancel a request, the iCal
// sync's blocked dates) — show after at most the TTL: a few seconds of stale availability is acceptable, as a booking
// request is checked against the database itself. The listing-stats flush writes only counters no public answer shows.

const CACHEABLE_PATHS = [
  /^\/3\/products\/$/,
  /^\/3\/campers\/search$/,
  /^\/3\/products\/\d+\/$/,
  /^\/3\/products\/\d+\/price\/$/,
  /^\/3\/products\/\d+\/availabilities\/$/,
]

/** Writes that cannot change a public answer (tokens, sign-outs, analytics) and come often: they keep the cache. */
const WRITES_THAT_KEEP_THE_CACHE = [/^\/oauth\//, /^\/api\/internals\/logout$/, /^\/v4\/events\/send\/$/]

export const PUBLIC_READ_CACHE_MAX_ENTRIES = 2000

interface Entry {
  body: ArrayBuffer
  headers: Array<[string, string]>
  expiresAt: number
  /** The side effect of the read (a visit, prints), repeated on every hit. */
  effect: (() => void) | undefined
}

const isRead = (method: string) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS'

function isCacheableRequest(c: Context<AppEnv>) {
  if (c.req.method !== 'GET') return false
  if (c.req.header('authorization') !== undefined) return false
  const path = c.req.path
  return CACHEABLE_PATHS.some((pattern) => pattern.test(path))
}

function isCacheableResponse(response: Response) {
  if (response.status !== 200 || response.headers.has('set-cookie')) return false
  if (/no-store|private/.test(response.headers.get('cache-control') ?? '')) return false
  return (response.headers.get('content-type') ?? '').startsWith('application/json')
}

/**
 * Runs a read's side effect now and again on every cache hit of its answer: a cached listing still counts a visit.
 * The effect must not hold the request's context (it outlives the request in the cache).
 */
export function onEveryRead(c: Context<AppEnv>, effect: () => void) {
  effect()
  c.set('readEffect', effect)
}

/** The middleware; `ttlMs` 0 turns caching off (writes then cost nothing either). */
export function publicReadCache(ttlMs: number, maxEntries = PUBLIC_READ_CACHE_MAX_ENTRIES): MiddlewareHandler<AppEnv> {
  // Map order is insertion order: a hit moves its entry to the end, so the first entry is the least recently used.
  const entries = new Map<string, Entry>()
  // Bumped by every write: a read that was running while a write landed may hold the old answer and is not kept.
  let generation = 0

  return async (c, next) => {
    if (ttlMs === 0) return next()
    if (!isRead(c.req.method)) {
      await next()
      if (c.res.status < 400 && !WRITES_THAT_KEEP_THE_CACHE.some((pattern) => pattern.test(c.req.path))) {
        generation++
        entries.clear()
      }
      return
    }
    if (!isCacheableRequest(c)) return next()

    const key = c.req.url
    const now = Date.now()
    const hit = entries.get(key)
    if (hit) {
      entries.delete(key)
      if (hit.expiresAt > now) {
        entries.set(key, hit)
        hit.effect?.()
        const headers = new Headers(hit.headers)
        headers.set('x-cache', 'hit')
        return new Response(hit.body, { status: 200, headers })
      }
    }

    const startedAt = generation
    await next()
    c.res.headers.set('x-cache', 'miss')
    if (generation !== startedAt || !isCacheableResponse(c.res)) return
    const body = await c.res.clone().arrayBuffer()
    if (generation !== startedAt) return
    entries.set(key, { body, headers: [...c.res.headers], expiresAt: now + ttlMs, effect: c.var.readEffect })
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next()
      if (!oldest.done) entries.delete(oldest.value)
    }
  }
}
