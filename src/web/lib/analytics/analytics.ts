import { UTM_KEYS } from '../../../domain/analytics-events'
import { api } from '../api-client'
import { createAnalyticsQueue } from './analytics-queue'
import type { AnalyticsEvent, TrackedEvent } from './analytics-queue'
import { sessionUtm } from './analytics-session'
import { forgetVisitorToken, visitorToken } from './visitor-token'

// The app's one analytics queue. Pages report what happened; the consent chrome tells it whether
// anything may leave (setAnalyticsConsent).

async function sendBatch(events: AnalyticsEvent[], { keepalive }: { keepalive: boolean }) {
  await api.POST('/v4/events/send/', { body: events, keepalive })
}

const queue = createAnalyticsQueue(sendBatch, { token: visitorToken, forget: forgetVisitorToken })
let pagehideBound = false
/** The referrer of the page on screen, which the events about what it shows share. */
let pageReferrer: string | null = null

function event(
  eventType: TrackedEvent['event_type'],
  path: string,
  eventProperties: TrackedEvent['event_properties'],
): TrackedEvent {
  const utm = sessionUtm(window.location.search)
  const userProperties: TrackedEvent['user_properties'] = { referrer: pageReferrer }
  // Every utm key is sent, null when the landing address did not carry it.
  for (const key of UTM_KEYS) userProperties[key] = utm[key] ?? null
  return {
    path,
    event_type: eventType,
    created_at: new Date().toISOString(),
    event_properties: eventProperties,
    user_properties: userProperties,
  }
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
  pageReferrer = page.referrer || null
  queue.track(event('page_viewed', page.path, { locale: page.locale }))
}

export function trackCamperPageViewed(page: { path: string; locale: string; camperId: number }): void {
  queue.track(event('camper_page_viewed', page.path, { locale: page.locale, camper_id: page.camperId }))
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
    event('camper_viewed', card.path, {
      locale: card.locale,
      camper_id: card.camperId,
      position: card.position,
      search_id: card.searchId,
    }),
  )
}
