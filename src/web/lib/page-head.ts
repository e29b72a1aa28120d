import { useEffect, useSyncExternalStore } from 'react'

// A page's own head (title, description, Open Graph). Pages call usePageHead(); <DocumentHead> reads it
// and falls back to the site's title when no page set one.

export interface PageHeadData {
  title: string
  description?: string
  image?: string
  type?: string
}

let current: PageHeadData | null = null
const listeners = new Set<() => void>()

function set(head: PageHeadData | null): void {
  current = head
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useCurrentPageHead(): PageHeadData | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
}

export function usePageHead(head: PageHeadData | null): void {
  const { title, description, image, type } = head ?? { title: '' }
  const active = head !== null
  useEffect(() => {
    if (!active) return
    set({ title, description, image, type })
    return () => set(null)
  }, [active, title, description, image, type])
}
