import { Trans } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { LocalizedLink } from '../../../lib/locale-context'
import { ApiClientError } from '../../../lib/api-client-error'
import type { CommunityReviewsPage } from '../api/list-community-reviews'

function isInvalidPage(error: unknown): boolean {
  if (!(error instanceof ApiClientError)) return false
  const { status, body, codes } = error.apiError
  const code = body && typeof body === 'object' && 'code' in body ? (body as { code: unknown }).code : undefined
  return status === 404 && (code === 'invalid_page' || codes.includes('invalid_page'))
}

/** Loading, past-the-end, failure and empty states around a community list. */
export function CommunityResults({
  result,
  firstPage,
  empty,
  children,
}: {
  result: UseQueryResult<CommunityReviewsPage>
  firstPage: string
  empty: ReactNode
  children: (page: CommunityReviewsPage) => ReactNode
}) {
  if (result.isPending)
    return (
      <p className="muted" role="status">
        <Trans>Loading…</Trans>
      </p>
    )
  if (result.isError && isInvalidPage(result.error)) {
    return (
      <div className="search-state" role="status">
        <p>
          <Trans>This page does not exist.</Trans>
        </p>
        <LocalizedLink className="button button--primary" to={firstPage}>
          <Trans>Back to the first page</Trans>
        </LocalizedLink>
      </div>
    )
  }
  if (result.isError) {
    return (
      <div className="search-state" role="alert">
        <p>
          <Trans>The reviews could not be loaded.</Trans>
        </p>
        <button type="button" className="button button--primary" onClick={() => void result.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    )
  }
  if (result.data.results.length === 0)
    return (
      <p className="muted" role="status">
        {empty}
      </p>
    )
  return <>{children(result.data)}</>
}
