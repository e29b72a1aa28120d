import { captureException, captureMessage, init } from '@sentry/react'
import type { BrowserOptions } from '@sentry/react'
import { shouldReportError } from '../../domain/error-reporting'
import { ApiClientError } from './api-client-error'

// Loaded on demand by error-reporting.ts, only when a DSN is configured.

type BeforeSend = NonNullable<BrowserOptions['beforeSend']>

/** Drops the expected API failures of spec 1 §8 and tags the rest with their fingerprint for grouping. */
export const beforeSend: BeforeSend = (event, hint) => {
  const original = hint.originalException
  if (!(original instanceof ApiClientError)) return event
  if (!shouldReportError(original.apiError)) return null
  const { fingerprint, status, method } = original.apiError
  return {
    ...event,
    tags: { ...event.tags, api_fingerprint: fingerprint, api_status: String(status), api_method: method },
  }
}

export function startSentry(dsn: string): void {
  init({ dsn, release: __BUILD_ID__, beforeSend })
}

export function captureWarning(message: string): void {
  captureMessage(message, 'warning')
}

export function captureErrorAsWarning(error: unknown): void {
  captureException(error, { level: 'warning' })
}
