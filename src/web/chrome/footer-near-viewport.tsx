import { lazy, Suspense, useRef } from 'react'
import { useNearViewport } from './use-near-viewport'

const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })))

/**
 * The footer is below the fold on every page: its code (links, language switcher, newsletter form) and its data
 * (review stats) load as the reader nears it, not before the page's first paint.
 */
export function FooterNearViewport() {
  const anchor = useRef<HTMLDivElement>(null)
  const near = useNearViewport(anchor)
  if (!near) return <div ref={anchor} className="site-footer-anchor" />
  return (
    <Suspense fallback={<div className="site-footer-anchor" />}>
      <Footer />
    </Suspense>
  )
}
