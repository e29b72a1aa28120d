import { init } from '@sentry/react'
import type { BrowserOptions } from '@sentry/react'
import { shouldReportError } from '../../domain/error-reporting'
import type { PublicConfig } from '../../domain/public-config'
import { ApiClientError } from './api-client'

type BeforeSend = NonNullable<BrowserOptions['beforeSend']>

/** Drops the expected API failures of spec 1 §8 and tags the rest with their fingerprint for grouping. */
export const beforeSend: BeforeSend = (event, hint) => {
  const original = hint.originalException
  if (!(original instanceof ApiClientError)) return event
  if (!shouldReportError(original.apiError)) return null
  const { fingerprint, status, method } = original.apiError
  return { ...event, tags: { ...event.tags, api_fingerprint: fingerprint, api_status: String(status), api_method: method } }
}

/** Starts error reporting only when the deployment configured a DSN. Returns whether it started. */
export function initErrorReporting(config: Pick<PublicConfig, 'sentryDsn'>): boolean {
  if (!config.sentryDsn) return false
  init({ dsn: config.sentryDsn, release: __BUILD_ID__, beforeSend })
  return true
}
