import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router'
import { refusalOf } from '../../domain/api-errors'
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

/** The session ended (a revoked token, a password changed elsewhere): the client is already sending the user to sign-in; a link in case. */
export function SessionEndedPage() {
  const { pathname, search } = useLocation()
  return (
    <section className="error-page" aria-labelledby="error-page-title">
      <h1 id="error-page-title" className="error-page__title">
        <Trans>Your session has ended</Trans>
      </h1>
      <p className="error-page__message">
        <Trans>Sign in again to see this page.</Trans>
      </p>
      <LocalizedLink className="button button--primary" to={paths.login.href(pathname + search)}>
        <Trans>Sign in</Trans>
      </LocalizedLink>
    </section>
  )
}

/** A signed-in user this page is not for: says who it is for, and keeps them signed in. */
export function PermissionRefusedPage({ codes }: { codes: readonly string[] }) {
  const { t } = useLingui()
  const [title, message] = codes.includes('not_business')
    ? [
        t`This page is for business accounts`,
        t`Only companies registered as businesses declare their ultimate beneficial owners. Your account has nothing to declare here.`,
      ]
    : codes.includes('not_pro')
      ? [t`This page is for professional accounts`, t`Your account is a private one: this page does not apply to it.`]
      : codes.includes('not_owner')
        ? [t`This page is for owners`, t`It appears once you list a camper.`]
        : codes.includes('not_staff')
          ? [t`This page is for Roam staff`, t`Your account does not give access to it.`]
          : [t`Access denied`, t`You are signed in, but this page belongs to another account.`]
  return (
    <section className="error-page" aria-labelledby="error-page-title" data-testid="permission-refused">
      <h1 id="error-page-title" className="error-page__title">
        {title}
      </h1>
      <p className="error-page__message">{message}</p>
      <LocalizedLink className="button button--primary" to={paths.account.href()}>
        <Trans>Go to my account</Trans>
      </LocalizedLink>
    </section>
  )
}

/** The codes of a refusal a route guard threw (`data({ fingerprint }, 403)`). */
function guardCodes(error: unknown): string[] {
  if (!isRouteErrorResponse(error) || error.status !== 403) return []
  const fingerprint: unknown = (error.data as { fingerprint?: unknown } | null)?.fingerprint
  return typeof fingerprint === 'string' ? [fingerprint] : []
}

/**
 * errorElement of the routes: fatal render errors, failed loaders, and reads refused for the page (see
 * `throwOnError` in query-defaults). A refusal says whether the session ended or the page is not for this user.
 */
export function RouteErrorPage() {
  const error = useRouteError()
  const refusal = error instanceof ApiClientError ? refusalOf(error.apiError) : null
  if (!isRouteErrorResponse(error) && refusal === null) console.error(error)
  if (refusal === 'session') return <SessionEndedPage />
  if (refusal === 'permission') return <PermissionRefusedPage codes={(error as ApiClientError).apiError.codes} />
  const codes = guardCodes(error)
  if (codes.length > 0) return <PermissionRefusedPage codes={codes} />
  return <ErrorPage status={statusOfError(error)} />
}
