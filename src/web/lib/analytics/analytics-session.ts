import { utmFromSearch } from '../../../domain/analytics-events'
import type { Utm } from '../../../domain/analytics-events'

const UTM_KEY = 'roam_analytics_utm'

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    // Storage can be disabled (privacy settings): the visit still works, its utm kept in memory.
    return null
  }
}

let memoryUtm: Utm | undefined

/**
 * The utm_* of the landing address, kept for the session: the first address that carries any wins,
 * later in-app navigations (which drop them) keep reporting them.
 */
export function sessionUtm(landingSearch: string): Utm {
  const store = storage()
  const saved = store?.getItem(UTM_KEY)
  if (saved) return JSON.parse(saved) as Utm
  if (memoryUtm) return memoryUtm
  const utm = utmFromSearch(landingSearch)
  if (Object.keys(utm).length === 0) return utm
  memoryUtm = utm
  store?.setItem(UTM_KEY, JSON.stringify(utm))
  return utm
}
