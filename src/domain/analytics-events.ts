// The analytics events the web app sends to POST /v4/events/send/ (spec 1 §7).

export const ANALYTICS_EVENT_NAMES = ['page_viewed', 'camper_viewed', 'camper_page_viewed'] as const
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number]

/** Events about one camper must say which. */
export const CAMPER_EVENT_NAMES: readonly AnalyticsEventName[] = ['camper_viewed', 'camper_page_viewed']

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
export type UtmKey = (typeof UTM_KEYS)[number]
export type Utm = Partial<Record<UtmKey, string>>

/** The user_properties key (and the browser's localStorage key) of the visitor's random token. */
export const VISITOR_TOKEN_KEY = 'gb_visitor_token'
export const MIN_VISITOR_TOKEN_LENGTH = 8
export const MAX_VISITOR_TOKEN_LENGTH = 128

/** The most events one call carries. */
export const MAX_EVENTS_PER_BATCH = 50
export const MAX_UTM_LENGTH = 200

/** The utm_* parameters of a landing address; an address without any gives an empty object. */
export function utmFromSearch(search: string): Utm {
  const params = new URLSearchParams(search)
  const utm: Utm = {}
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim()
    if (value) utm[key] = value.slice(0, MAX_UTM_LENGTH)
  }
  return utm
}

/** The camper id of a listing page path (locale prefix already removed), or null for any other page. */
export function listingCamperId(path: string): number | null {
  const match = /^\/campers\/(\d+)\/?$/.exec(path)
  if (!match) return null
  const id = Number(match[1])
  return Number.isSafeInteger(id) && id > 0 ? id : null
}
