import { useEffect } from 'react'
import { Outlet, ScrollRestoration, useNavigate } from 'react-router'
import type { Location } from 'react-router'
import { onAuthRedirect } from '../lib/api-client'
import { NewVersionBanner } from '../chrome/new-version-banner'
import { ToastsView } from '../chrome/toasts-view'
import { ReplayHereHost } from './replay-here-host'

/**
 * Scroll positions are kept by history entry. The entry a full page load opens has no key of its own (`default`), so
 * every page opened by typing, a link from outside or an email would share one position and open where another page
 * was left: such an entry keeps its position by address instead.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key

/** Top of the route tree: app-wide views and the API client's redirect to log in. */
export function AppRoot() {
  const navigate = useNavigate()
  useEffect(() => {
    onAuthRedirect((url) => {
      if (/^https?:\/\//.test(url)) window.location.assign(url)
      else void navigate(url)
    })
  }, [navigate])
  return (
    <>
      <NewVersionBanner />
      {/* A new page starts at its top; back and forward return to where the reader was. */}
      <ScrollRestoration getKey={scrollKey} />
      <Outlet />
      <ToastsView />
      <ReplayHereHost />
    </>
  )
}
