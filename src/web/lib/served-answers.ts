/**
 * Answers the server wrote into the page it served (src/server/http/web-boot.ts), keyed by the API path and query they
 * answer: the first page's links and data with no round trip after the entry has run. Each is used once, by the first
 * read; later reads ask the API.
 */
export function takeServedAnswer(key: string): unknown {
  const served = typeof window === 'undefined' ? undefined : window.__ROAM_SERVED__
  if (!served || !Object.hasOwn(served, key)) return undefined
  const answer = served[key]
  delete served[key]
  return answer
}
