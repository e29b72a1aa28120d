import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAnalyticsQueue, FLUSH_AT, FLUSH_DELAY_MS } from '../../../src/web/lib/analytics/analytics-queue'
import type { AnalyticsEvent, TrackedEvent } from '../../../src/web/lib/analytics/analytics-queue'

const pageViewed = (path: string): TrackedEvent => ({
  path,
  event_type: 'page_viewed',
  created_at: '2026-05-04T10:00:00.000Z',
  event_properties: { locale: 'en-us' },
  user_properties: {
    utm_source: 'newsletter',
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    referrer: null,
  },
})

function setup() {
  const send = vi.fn(async (_events: AnalyticsEvent[], _options: { keepalive: boolean }) => {})
  let stored: string | null = null
  let created = 0
  const visitor = {
    token: vi.fn(() => (stored ??= `visitor-token-${++created}`)),
    forget: vi.fn(() => {
      stored = null
    }),
  }
  return {
    send,
    visitor,
    storedToken: () => stored,
    queue: createAnalyticsQueue(send, visitor),
    paths: () => send.mock.calls.map(([events]) => events.map((event) => event.path)),
  }
}

describe('analytics queue', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('sends nothing and creates no token before consent, then everything kept once analytics is allowed', () => {
    const { send, queue, paths, visitor, storedToken } = setup()
    queue.setConsent(null)
    queue.track(pageViewed('/'))
    queue.track(pageViewed('/s'))
    vi.advanceTimersByTime(FLUSH_DELAY_MS * 3)
    queue.flushNow()
    expect(send).not.toHaveBeenCalled()
    expect(visitor.token).not.toHaveBeenCalled()
    expect(storedToken()).toBeNull()
    queue.setConsent(true)
    expect(paths()).toEqual([['/', '/s']])
    expect(storedToken()).toBe('visitor-token-1')
  })

  it("stamps every event with the visitor token, in the spec's shape", () => {
    const { send, queue } = setup()
    queue.setConsent(true)
    queue.track(pageViewed('/last'))
    queue.flushNow()
    expect(send).toHaveBeenCalledWith(
      [
        {
          path: '/last',
          event_type: 'page_viewed',
          created_at: '2026-05-04T10:00:00.000Z',
          event_properties: { locale: 'en-us' },
          user_properties: {
            utm_source: 'newsletter',
            utm_medium: null,
            utm_campaign: null,
            utm_term: null,
            utm_content: null,
            referrer: null,
            gb_visitor_token: 'visitor-token-1',
          },
        },
      ],
      { keepalive: true },
    )
  })

  it('drops what it kept and everything after when analytics is refused, and keeps no token', () => {
    const { send, queue, visitor } = setup()
    queue.track(pageViewed('/'))
    queue.setConsent(false)
    queue.track(pageViewed('/s'))
    vi.advanceTimersByTime(FLUSH_DELAY_MS * 2)
    queue.flushNow()
    expect(send).not.toHaveBeenCalled()
    expect(queue.pending()).toBe(0)
    expect(visitor.token).not.toHaveBeenCalled()
    expect(visitor.forget).toHaveBeenCalled()
  })

  it('withdrawing consent deletes the token; allowing again starts a new one', () => {
    const { send, queue, storedToken } = setup()
    queue.setConsent(true)
    expect(storedToken()).toBe('visitor-token-1')
    queue.setConsent(false)
    expect(storedToken()).toBeNull()
    queue.track(pageViewed('/after'))
    vi.advanceTimersByTime(FLUSH_DELAY_MS)
    expect(send).not.toHaveBeenCalled()
    queue.setConsent(true)
    queue.track(pageViewed('/again'))
    queue.flushNow()
    expect(send.mock.calls[0]![0][0]!.user_properties.gb_visitor_token).toBe('visitor-token-2')
  })

  it('batches: after a few seconds, or at once when the batch is full', () => {
    const { queue, paths } = setup()
    queue.setConsent(true)
    queue.track(pageViewed('/a'))
    queue.track(pageViewed('/b'))
    vi.advanceTimersByTime(FLUSH_DELAY_MS - 1)
    expect(paths()).toEqual([])
    vi.advanceTimersByTime(1)
    expect(paths()).toEqual([['/a', '/b']])
    for (let i = 0; i < FLUSH_AT; i++) queue.track(pageViewed(`/${i}`))
    expect(paths()).toHaveLength(2)
    expect(paths()[1]).toHaveLength(FLUSH_AT)
  })
})
