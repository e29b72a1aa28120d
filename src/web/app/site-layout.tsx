import { Trans } from '@lingui/react/macro'
import { lazy } from 'react'
import { Outlet, useLoaderData, useNavigation } from 'react-router'
import { ActingAsBanner } from '../chrome/acting-as-banner'
import { Header } from '../chrome/header'
import { FooterNearViewport } from '../chrome/footer-near-viewport'
import { Chatbot } from '../chrome/chatbot'
import { AnalyticsTracker } from '../chrome/analytics-tracker'
import { TimeZoneRecorder } from '../chrome/time-zone-recorder'
import { ConsentChrome } from '../chrome/consent/consent-banner'
import { ConsentProvider } from '../chrome/consent/consent-context'
import { NotFoundPage } from '../chrome/error-page'
import { DocumentHead } from '../lib/document-head'
import { LocaleContext } from '../lib/locale-context'
import type { LocaleLoaderData } from './loaders'

// The sign-in forms are fetched the first time the single sign-on modal opens, not with every page.
const AuthModal = lazy(() =>
  import('../features/auth/components/auth-modal').then((module) => ({ default: module.AuthModal })),
)

/** The chrome around every page, in the locale the address carries. */
export function SiteLayout() {
  const data = useLoaderData() as LocaleLoaderData
  const navigation = useNavigation()
  return (
    <LocaleContext.Provider value={{ locale: data.locale, strategy: data.strategy }}>
      <ConsentProvider>
        <DocumentHead />
        <AnalyticsTracker />
        <TimeZoneRecorder />
        <a className="skip-link" href="#main">
          <Trans>Skip to content</Trans>
        </a>
        {navigation.state !== 'idle' && <div className="route-progress" role="progressbar" aria-hidden="true" />}
        <div className="site">
          <ActingAsBanner />
          <Header AuthModal={AuthModal} />
          <main id="main" className="site-main" tabIndex={-1}>
            {data.notFound ? <NotFoundPage /> : <Outlet />}
          </main>
          <FooterNearViewport />
        </div>
        <Chatbot />
        <ConsentChrome />
      </ConsentProvider>
    </LocaleContext.Provider>
  )
}
