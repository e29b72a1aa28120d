import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reloadOnChunkError, watchBuildVersion } from '../../../src/web/lib/build-version'

const manifest = (id: string) => new Response(JSON.stringify({ id, builtAt: '2026-01-01T00:00:00Z' }), { status: 200 })

describe('build version', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') })
    sessionStorage.clear()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('polls the manifest with a timestamp and announces a different build once', async () => {
    const fetchMock = vi.fn(async () => manifest('build-2'))
    vi.stubGlobal('fetch', fetchMock)
    const onUpdate = vi.fn()
    const stop = watchBuildVersion(onUpdate, { intervalMs: 60_000, currentId: 'build-1' })

    await vi.advanceTimersByTimeAsync(59_999)
    expect(fetchMock).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchMock).toHaveBeenCalledWith(`/latest.json?t=${Date.now()}`, { cache: 'no-store' })
    expect(onUpdate).toHaveBeenCalledWith('build-2')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(onUpdate).toHaveBeenCalledTimes(1)
    stop()
    await vi.advanceTimersByTimeAsync(120_000)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('stays quiet on the same build and ignores failures', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(manifest('build-1'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('not found', { status: 404 }))
      .mockResolvedValueOnce(new Response('<html>', { status: 200 }))
    vi.stubGlobal('fetch', fetchMock)
    const onUpdate = vi.fn()
    const stop = watchBuildVersion(onUpdate, { intervalMs: 1000, currentId: 'build-1' })
    await vi.advanceTimersByTimeAsync(4000)
    expect(fetchMock).toHaveBeenCalledTimes(4)
    expect(onUpdate).not.toHaveBeenCalled()
    stop()
  })

  it('reloads the target page after a chunk failure, at most once per 10 s', () => {
    const assign = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign })
    expect(reloadOnChunkError('/d/bookings')).toBe(true)
    expect(assign).toHaveBeenCalledWith('/d/bookings')
    vi.advanceTimersByTime(9_999)
    expect(reloadOnChunkError('/d/bookings')).toBe(false)
    vi.advanceTimersByTime(1)
    expect(reloadOnChunkError('/s')).toBe(true)
    expect(assign).toHaveBeenCalledTimes(2)
  })
})
