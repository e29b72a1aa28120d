import type { Locale } from './locales'

export type LocaleStrategy = 'no_prefix' | 'prefix' | 'prefix_except_default' | 'prefix_and_default'

/** What the server tells the web app at start (GET /app-config.js): no secrets, only switches and addresses. */
export interface PublicConfig {
  apiKey: string
  clientId: string
  /** Where /login sends the visitor; null makes /login an error page (spec 1 §2 Sign-in). */
  signInUrl: string | null
  singleSignOn: boolean
  localeStrategy: LocaleStrategy
  localeCookieDisabled: boolean
  defaultLocale: Locale
  sentryDsn: string | null
  adminUrl: string | null
  fleetManagerUrl: string | null
  showGetTheApps: boolean
  chatbot: { enabled: boolean; scriptUrl: string | null; id: string | null }
  /** The server runs with REPLAY_CLOCK=1: the staff booking page offers to run a booking's next timer now. */
  replayClock?: boolean
  /** A MapLibre style URL for the search map; absent or null gives the built-in offline basemap. */
  mapStyleUrl?: string | null
}
