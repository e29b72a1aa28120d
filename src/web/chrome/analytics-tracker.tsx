import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { listingCamperId } from '../../domain/analytics-events'
import { stripLocale } from '../../domain/locale-routing'
import { useLocale } from '../lib/locale-context'
import { setAnalyticsConsent, trackCamperPageViewed, trackPageViewed } from '../lib/analytics/analytics'
import { useConsent } from './consent/consent-context'

/** Reports page_viewed on every navigation (camper_page_viewed on a listing) and lets events leave only with consent. */
export function AnalyticsTracker() {
  const { analytics, decided } = useConsent()
  const { locale } = useLocale()
  const location = useLocation()
  const previousUrl = useRef<string | null>(null)
  const trackedKey = useRef<string | null>(null)

  useEffect(() => {
    setAnalyticsConsent(decided ? analytics : null)
  }, [analytics, decided])

  useEffect(() => {
    // Once per navigation, even when effects run twice (StrictMode).
    if (trackedKey.current === location.key) return
    trackedKey.current = location.key
    const path = location.pathname
    const referrer = previousUrl.current ?? document.referrer
    previousUrl.current = window.location.href
    trackPageViewed({ path, locale, referrer })
    const camperId = listingCamperId(stripLocale(path))
    if (camperId !== null) trackCamperPageViewed({ path, locale, camperId })
  }, [location.key, location.pathname, locale])

  return null
}
