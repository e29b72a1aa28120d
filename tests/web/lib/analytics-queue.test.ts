import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAnalyticsQueue, FLUSH_AT, FLUSH_DELAY_MS } from '../../../src/web/lib/analytics/analytics-queue'
import type { AnalyticsEvent } from '../../../src/web/lib/analytics/analytics-queue'

const pageViewed = (path: string): AnalyticsEvent => ({
  name: 'page_viewed',
  occurred_at: '2026-05-04T10:00:00.000Z',
  session_id: 'session-1',
  properties: { path, locale: 'en-us' },
})

function setup() {
  const send = vi.fn(async (_events: AnalyticsEvent[], _options: { keepalive: boolean }) => {})
  return {
    send,
    queue: createAnalyticsQueue(send),
    paths: () => send.mock.calls.map(([events]) => events.map((event) => event.properties.path)),
  }
}

describe('analytics queue', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('sends nothing before consent, then everything kept once analytics is allowed', () => {
    const { send, queue, paths } = setup()
    queue.track(pageViewed('/'))
    queue.track(pageViewed('/s'))
    vi.advanceTimersByTime(FLUSH_DELAY_MS * 3)
    queue.flushNow()
    expect(send).not.toHaveBeenCalled()
    queue.setConsent(true)
    expect(paths()).toEqual([['/', '/s']])
  })

  it('drops what it kept and everything after when analytics is refused', () => {
    const { send, queue } = setup()
    queue.track(pageViewed('/'))
    queue.setConsent(false)
    queue.track(pageViewed('/s'))
    vi.advanceTimersByTime(FLUSH_DELAY_MS * 2)
    queue.flushNow()
    expect(send).not.toHaveBeenCalled()
    expect(queue.pending()).toBe(0)
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

  it('sends what is left with keepalive when the page goes away', () => {
    const { send, queue } = setup()
    queue.setConsent(true)
    queue.track(pageViewed('/last'))
    queue.flushNow()
    expect(send).toHaveBeenCalledWith([pageViewed('/last')], { keepalive: true })
  })
})
