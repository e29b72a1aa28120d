import { localeFromHost } from '../../domain/locale-routing'
import { DEFAULT_LOCALE } from '../../domain/locales'
import type { PublicConfig } from '../../domain/public-config'

/** Used for whatever /app-config.js did not set (tests, or the script failed to load). */
const DEFAULT_CONFIG: PublicConfig = {
  apiKey: '',
  clientId: '',
  signInUrl: '/sign-in',
  singleSignOn: false,
  localeStrategy: 'prefix_except_default',
  localeCookieDisabled: false,
  defaultLocale: DEFAULT_LOCALE,
  sentryDsn: null,
  adminUrl: null,
  fleetManagerUrl: null,
  showGetTheApps: false,
  chatbot: { enabled: false, scriptUrl: null, id: null },
  mapStyleUrl: null,
}

/** The configuration the server serves as `window.__ROAM_CONFIG__` (GET /app-config.js). */
export function getConfig(hostname = typeof window === 'undefined' ? '' : window.location.hostname): PublicConfig {
  const served = typeof window === 'undefined' ? undefined : window.__ROAM_CONFIG__
  const config = { ...DEFAULT_CONFIG, ...served }
  // Each country domain is the storefront of its own locale (spec 1 §1): roam.fr is French without a prefix.
  const domainLocale = localeFromHost(hostname)
  return domainLocale ? { ...config, defaultLocale: domainLocale } : config
}
