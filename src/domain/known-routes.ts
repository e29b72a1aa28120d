import { paths } from './app-paths'
import { FUNNEL_STEPS, type FunnelFamily } from './booking-funnel-routing'

// Whether the web app's router has a page for an address (without its locale prefix), read from the one route table
// (app-paths.ts): the server answers the addresses it does not know with a 404 status, and the app draws its
// "Page not found" as before. Patterns are react-router's: `:name` one segment, `:name?` an optional one, `*` the rest.

/** The booking funnel's families mount their steps as child routes (src/web/app/router.tsx). */
const FUNNEL_FAMILIES: ReadonlyArray<readonly [string, FunnelFamily]> = [
  [paths.requestStep.path, 'request'],
  [paths.instantRequestStep.path, 'instant-request'],
  [paths.paymentStep.path, 'payment'],
]

const PATTERNS: readonly string[][] = [
  ...Object.values(paths)
    .map((route) => route.path)
    // The catch-all is the "Page not found" itself.
    .filter((path) => path !== paths.notFound.path),
  ...FUNNEL_FAMILIES.flatMap(([path, family]) => FUNNEL_STEPS[family].map((step) => `${path}/${step}`)),
].map((path) => path.split('/').filter((segment) => segment !== ''))

function matches(pattern: readonly string[], segments: readonly string[]): boolean {
  const [head, ...rest] = pattern
  if (head === undefined) return segments.length === 0
  if (head === '*') return true
  if (head.startsWith(':') && head.endsWith('?'))
    return matches(rest, segments) || (segments.length > 0 && matches(rest, segments.slice(1)))
  const [segment, ...others] = segments
  if (segment === undefined) return false
  // Like react-router, literal segments match in any case.
  if (!head.startsWith(':') && head.toLowerCase() !== segment.toLowerCase()) return false
  return matches(rest, others)
}

/** Whether the app has a route for this path (no locale prefix, no query), `/` included. */
export function isKnownRoute(pathname: string): boolean {
  const segments = pathname.split('/').filter((segment) => segment !== '')
  return PATTERNS.some((pattern) => matches(pattern, segments))
}
