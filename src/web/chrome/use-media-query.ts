import { useSyncExternalStore } from 'react'

/** The xl breakpoint of the design: the main menu is a dropdown from here up, a side panel below. */
export const XL_QUERY = '(min-width: 1280px)'

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  )
}
