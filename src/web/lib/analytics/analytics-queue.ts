import type { components } from '../../../../openapi/schema'
import { MAX_EVENTS_PER_BATCH } from '../../../domain/analytics-events'

/** An event as POST /v4/events/send/ takes it (spec 1 §3's page-view event). */
export type AnalyticsEvent = components['schemas']['AnalyticsEvent']
type UserProperties = AnalyticsEvent['user_properties']

/** An event as the pages report it: the visitor token is added as it leaves, which only consent allows. */
export type TrackedEvent = Omit<AnalyticsEvent, 'user_properties'> & {
  user_properties: Omit<UserProperties, 'gb_visitor_token'>
}

export type SendBatch = (events: AnalyticsEvent[], options: { keepalive: boolean }) => Promise<void>

/** Where the visitor's token lives (localStorage in the browser). */
export interface VisitorTokenStore {
  /** The token, created by the first call. */
  token(): string
  forget(): void
}

/** A batch leaves when it holds this many events, or after FLUSH_DELAY_MS, or when the page goes away. */
export const FLUSH_AT = 10
export const FLUSH_DELAY_MS = 5000

/**
 * The queue between the pages and POST /v4/events/send/. Nothing leaves before consent: while the
 * visitor has not decided, events wait in memory; allowing analytics creates the visitor token and sends
 * them, refusing (or withdrawing) drops them and deletes the token.
 */
export function createAnalyticsQueue(send: SendBatch, visitor: VisitorTokenStore) {
  let consent: 'undecided' | 'granted' | 'refused' = 'undecided'
  let queue: TrackedEvent[] = []
  let timer: ReturnType<typeof setTimeout> | undefined

  function stopTimer() {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }

  function flush(keepalive = false) {
    stopTimer()
    if (consent !== 'granted' || queue.length === 0) return
    const gb_visitor_token = visitor.token()
    while (queue.length > 0) {
      const batch = queue
        .splice(0, MAX_EVENTS_PER_BATCH)
        .map((event) => ({ ...event, user_properties: { ...event.user_properties, gb_visitor_token } }))
      // Analytics must never disturb the visit: a lost batch is only a gap in the figures.
      send(batch, { keepalive }).catch(() => {})
    }
  }

  return {
    track(event: TrackedEvent) {
      if (consent === 'refused') return
      queue.push(event)
      if (consent !== 'granted') return
      if (queue.length >= FLUSH_AT) flush()
      else timer ??= setTimeout(() => flush(), FLUSH_DELAY_MS)
    },
    /** null: the visitor has not decided yet, events wait. */
    setConsent(analytics: boolean | null) {
      consent = analytics === null ? 'undecided' : analytics ? 'granted' : 'refused'
      if (consent === 'granted') {
        visitor.token()
        flush()
        return
      }
      // Without consent no token is kept: a withdrawal deletes it.
      visitor.forget()
      if (consent === 'refused') {
        queue = []
        stopTimer()
      }
    },
    /** On pagehide: what is left goes with keepalive, so it survives the page. */
    flushNow: () => flush(true),
    pending: () => queue.length,
  }
}

export type AnalyticsQueue = ReturnType<typeof createAnalyticsQueue>
