import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { TOAST_AUTO_DISMISS_MS, toastsMachine } from '../../machines/toasts.machine'
import type { Toast } from '../../machines/toasts.machine'

const toast = (timestamp: number): Toast => ({
  timestamp,
  type: 'success',
  fields: [{ label: { text: 'Saved', needTranslation: false }, description: { text: 'ok', needTranslation: false } }],
})
const shown = (actor: ReturnType<typeof start>) => actor.getSnapshot().context.toasts.map((t) => t.timestamp)
const start = () => createActor(toastsMachine).start()

describe('toasts machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('removes toasts one at a time, 4 s apart', () => {
    const actor = start()
    actor.send({ type: 'toast.show', toast: toast(1) })
    actor.send({ type: 'toast.show', toast: toast(2) })
    actor.send({ type: 'toast.show', toast: toast(3) })
    vi.advanceTimersByTime(TOAST_AUTO_DISMISS_MS - 1)
    expect(shown(actor)).toEqual([1, 2, 3])
    vi.advanceTimersByTime(1)
    expect(shown(actor)).toEqual([2, 3])
    vi.advanceTimersByTime(TOAST_AUTO_DISMISS_MS)
    expect(shown(actor)).toEqual([3])
    vi.advanceTimersByTime(TOAST_AUTO_DISMISS_MS)
    expect(shown(actor)).toEqual([])
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('restarts the 4 s wait on each new toast (debounce)', () => {
    const actor = start()
    actor.send({ type: 'toast.show', toast: toast(1) })
    vi.advanceTimersByTime(3000)
    actor.send({ type: 'toast.show', toast: toast(2) })
    vi.advanceTimersByTime(3000)
    expect(shown(actor)).toEqual([1, 2])
    vi.advanceTimersByTime(1000)
    expect(shown(actor)).toEqual([2])
  })

  it('dismisses one toast by timestamp without restarting the wait', () => {
    const actor = start()
    actor.send({ type: 'toast.show', toast: toast(1) })
    actor.send({ type: 'toast.show', toast: toast(2) })
    vi.advanceTimersByTime(1000)
    actor.send({ type: 'toast.dismiss', timestamp: 2 })
    expect(shown(actor)).toEqual([1])
    vi.advanceTimersByTime(3000)
    expect(shown(actor)).toEqual([])
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('shows a toast once even if sent twice', () => {
    const actor = start()
    actor.send({ type: 'toast.show', toast: toast(1) })
    actor.send({ type: 'toast.show', toast: toast(1) })
    expect(shown(actor)).toEqual([1])
  })
})
