import type { PublicConfig } from '../../domain/public-config'
import type * as SentryModule from './sentry'

// The Sentry SDK weighs about 30 KB gzip: it is fetched only when the deployment configured a DSN,
// after the page has started, so visitors of a deployment without error reporting never download it.
let sentry: Promise<typeof SentryModule> | undefined

/** Starts error reporting only when the deployment configured a DSN. Returns whether it started. */
export function initErrorReporting(config: Pick<PublicConfig, 'sentryDsn'>): boolean {
  const dsn = config.sentryDsn
  if (!dsn) return false
  sentry = import('./sentry').then((module) => {
    module.startSentry(dsn)
    return module
  })
  return true
}

/** Sends a warning when error reporting runs; nothing otherwise. */
export function reportWarning(message: string): void {
  void sentry?.then((module) => module.captureWarning(message))
}

/** Sends an unexpected error at warning level when error reporting runs; nothing otherwise. */
export function reportErrorAsWarning(error: unknown): void {
  void sentry?.then((module) => module.captureErrorAsWarning(error))
}
