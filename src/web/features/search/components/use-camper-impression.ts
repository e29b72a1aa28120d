import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { useLocale } from '../../../lib/locale-context'
import { trackCamperViewed } from '../../../lib/analytics/analytics'
import { observeImpression } from '../../../lib/analytics/impressions'

/** Reports camper_viewed when the card comes into view: once per card per search (the search is its address). */
export function useCamperImpression<T extends Element>(camperId: number, position: number | undefined) {
  const ref = useRef<T>(null)
  const { pathname, search } = useLocation()
  const { locale } = useLocale()
  useEffect(() => {
    const element = ref.current
    if (!element || position === undefined) return
    return observeImpression(element, () =>
      trackCamperViewed({ path: pathname, locale, camperId, position, searchId: pathname + search }),
    )
  }, [camperId, position, pathname, search, locale])
  return ref
}
