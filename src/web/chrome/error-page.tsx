import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ApiClientError } from '../lib/api-client-error'
import { LocalizedLink } from '../lib/locale-context'
import { usePageHead } from '../lib/page-head'
import { paths } from '../lib/paths'
import './error-page.css'

/**
 * Spec 1 §2: a 404-style title with the status code, two messages and a button to the search. The dashboard's own 404
 * passes its message and its way back instead.
 */
export function ErrorPage({ status, message, action }: { status: number; message?: ReactNode; action?: ReactNode }) {
  const { t } = useLingui()
  const title = status === 404 ? t`Page not found` : status === 403 ? t`Access denied` : t`Something went wrong`
  const first =
    status === 404
      ? t`The page you are looking for does not exist or has moved.`
      : status === 403
        ? t`You are not allowed to see this page.`
        : t`An unexpected error stopped this page from loading.`
  return (
    <section className="error-page" aria-labelledby="error-page-title">
      <p className="error-page__code" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-page-title" className="error-page__title">
        <Trans>
          Error {status}: {title}
        </Trans>
      </h1>
      <p className="error-page__message">{first}</p>
      <p className="error-page__message">
        {message ?? <Trans>Plenty of campers are waiting for you: why not start a new search?</Trans>}
      </p>
      {action ?? (
        <LocalizedLink className="button button--primary" to={paths.search.href()}>
          <Trans>Search campers</Trans>
        </LocalizedLink>
      )}
    </section>
  )
}

export function NotFoundPage() {
  return <ErrorPage status={404} />
}

/** An address under /d that names no page: a 404 that leads back into the dashboard. */
export function DashboardNotFoundPage() {
  const { t } = useLingui()
  usePageHead({ title: t`Page not found · Roam` })
  return (
    <ErrorPage
      status={404}
      message={
        <Trans>This address is not part of your dashboard. Your trips, campers and messages are still there.</Trans>
      }
      action={
        <LocalizedLink className="button button--primary" to={paths.account.href()}>
          <Trans>Back to my dashboard</Trans>
        </LocalizedLink>
      }
    />
  )
}

/** The status an error stands for: route responses, API errors, errors carrying a status, else 500. */
export function statusOfError(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status
  if (error instanceof ApiClientError) return error.apiError.status ?? 500
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status
  return 500
}

/** errorElement of the routes: fatal render errors and failed loaders end here. */
export function RouteErrorPage() {
  const error = useRouteError()
  if (!isRouteErrorResponse(error)) console.error(error)
  return <ErrorPage status={statusOfError(error)} />
}
