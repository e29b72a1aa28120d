import { api } from '../api-client'
import { createAnalyticsQueue } from './analytics-queue'
import type { AnalyticsEvent } from './analytics-queue'
import { analyticsSessionId, sessionUtm } from './analytics-session'

// The app's one analytics queue. Pages report what happened; the consent chrome tells it whether
// anything may leave (setAnalyticsConsent).

async function sendBatch(events: AnalyticsEvent[], { keepalive }: { keepalive: boolean }) {
  await api.POST('/v4/events/send/', { body: events, keepalive })
}

const queue = createAnalyticsQueue(sendBatch)
let pagehideBound = false

function event(name: AnalyticsEvent['name'], properties: AnalyticsEvent['properties']): AnalyticsEvent {
  return { name, occurred_at: new Date().toISOString(), session_id: analyticsSessionId(), properties }
}

/** What the visitor allows: null while they have not decided (events wait in memory). */
export function setAnalyticsConsent(analytics: boolean | null): void {
  if (!pagehideBound) {
    pagehideBound = true
    window.addEventListener('pagehide', () => queue.flushNow())
  }
  queue.setConsent(analytics)
}

/** A page was shown: `referrer` is document.referrer on the landing page, then the previous in-app address. */
export function trackPageViewed(page: { path: string; locale: string; referrer: string }): void {
  const utm = sessionUtm(window.location.search)
  queue.track(
    event('page_viewed', {
      path: page.path,
      locale: page.locale,
      ...(page.referrer ? { referrer: page.referrer } : {}),
      ...utm,
    }),
  )
}

export function trackCamperPageViewed(page: { path: string; locale: string; camperId: number }): void {
  queue.track(
    event('camper_page_viewed', {
      path: page.path,
      locale: page.locale,
      camper_id: page.camperId,
      ...sessionUtm(window.location.search),
    }),
  )
}

const seenImpressions = new Set<string>()

/** A camper card appeared in the results of a search: reported once per card per search. */
export function trackCamperViewed(card: {
  path: string
  locale: string
  camperId: number
  position: number
  searchId: string
}): void {
  const key = `${card.searchId}\n${card.camperId}`
  if (seenImpressions.has(key)) return
  seenImpressions.add(key)
  queue.track(
    event('camper_viewed', {
      path: card.path,
      locale: card.locale,
      camper_id: card.camperId,
      position: card.position,
      search_id: card.searchId,
    }),
  )
}
