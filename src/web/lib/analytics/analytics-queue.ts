import { MAX_EVENTS_PER_BATCH } from '../../../domain/analytics-events'
import type { AnalyticsEventName } from '../../../domain/analytics-events'

export interface AnalyticsEvent {
  name: AnalyticsEventName
  occurred_at: string
  session_id: string
  properties: { path: string; locale: string; camper_id?: number; position?: number; search_id?: string } & Record<
    string,
    string | number | undefined
  >
}

export type SendBatch = (events: AnalyticsEvent[], options: { keepalive: boolean }) => Promise<void>

/** A batch leaves when it holds this many events, or after FLUSH_DELAY_MS, or when the page goes away. */
export const FLUSH_AT = 10
export const FLUSH_DELAY_MS = 5000

/**
 * The queue between the pages and POST /v4/events/send/. Nothing leaves before consent: while the
 * visitor has not decided, events wait in memory; allowing analytics sends them, refusing drops them.
 */
export function createAnalyticsQueue(send: SendBatch) {
  let consent: 'undecided' | 'granted' | 'refused' = 'undecided'
  let queue: AnalyticsEvent[] = []
  let timer: ReturnType<typeof setTimeout> | undefined

  function flush(keepalive = false) {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    if (consent !== 'granted') return
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_EVENTS_PER_BATCH)
      // Analytics must never disturb the visit: a lost batch is only a gap in the figures.
      send(batch, { keepalive }).catch(() => {})
    }
  }

  return {
    track(event: AnalyticsEvent) {
      if (consent === 'refused') return
      queue.push(event)
      if (consent !== 'granted') return
      if (queue.length >= FLUSH_AT) flush()
      else timer ??= setTimeout(() => flush(), FLUSH_DELAY_MS)
    },
    /** null: the visitor has not decided yet, events wait. */
    setConsent(analytics: boolean | null) {
      consent = analytics === null ? 'undecided' : analytics ? 'granted' : 'refused'
      if (consent === 'granted') flush()
      else if (consent === 'refused') {
        queue = []
        if (timer !== undefined) clearTimeout(timer)
        timer = undefined
      }
    },
    /** On pagehide: what is left goes with keepalive, so it survives the page. */
    flushNow: () => flush(true),
    pending: () => queue.length,
  }
}

export type AnalyticsQueue = ReturnType<typeof createAnalyticsQueue>
