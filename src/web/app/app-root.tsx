import { useEffect } from 'react'
import { Outlet, ScrollRestoration, useNavigate } from 'react-router'
import { onAuthRedirect } from '../lib/api-client'
import { NewVersionBanner } from '../chrome/new-version-banner'
import { ToastsView } from '../chrome/toasts-view'
import { ReplayHereHost } from './replay-here-host'

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
      <ScrollRestoration />
      <Outlet />
      <ToastsView />
      <ReplayHereHost />
    </>
  )
}
