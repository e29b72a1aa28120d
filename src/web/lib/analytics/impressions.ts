/** Half the card on screen counts as seen. */
const SEEN_RATIO = 0.5

/** Calls `onSeen` once, the first time the element is at least half visible; returns the undo. */
export function observeImpression(element: Element, onSeen: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {}
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= SEEN_RATIO)) {
        observer.disconnect()
        onSeen()
      }
    },
    { threshold: SEEN_RATIO },
  )
  observer.observe(element)
  return () => observer.disconnect()
}
