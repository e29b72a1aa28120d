import { act } from '@testing-library/react'
import { vi } from 'vitest'

type Notify = (entries: Array<{ isIntersecting: boolean }>) => void

/** An IntersectionObserver the test drives: `reveal()` tells every observer its target is near. Undo with vi.unstubAllGlobals(). */
export function stubIntersectionObserver() {
  const observers: Notify[] = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Notify) {
        observers.push(callback)
      }
      observe() {}
      disconnect() {}
    },
  )
  return { reveal: () => act(() => observers.forEach((notify) => notify([{ isIntersecting: true }]))) }
}
