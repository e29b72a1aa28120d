import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { searchQueryToParams, type SearchQuery } from '../../../../domain/search-query'

/** Page links that keep every other parameter of the address. */
export function SearchPagination({ query, count, pageSize }: { query: SearchQuery; count: number; pageSize: number }) {
  const { t } = useLingui()
  const pages = Math.ceil(count / pageSize)
  if (pages <= 1) return null
  const current = query.page ?? 1
  const href = (page: number) => {
    const next = { ...query, page: page === 1 ? undefined : page }
    if (next.page === undefined) delete next.page
    return `?${searchQueryToParams(next)}`
  }
  const shown = [...new Set([1, current - 1, current, current + 1, pages])]
    .filter((page) => page >= 1 && page <= pages)
    .sort((a, b) => a - b)
  return (
    <nav className="search-pagination" aria-label={t`Pages`}>
      {current > 1 && (
        <Link to={href(current - 1)} rel="prev">
          <Trans>Previous</Trans>
        </Link>
      )}
      <ul>
        {shown.map((page, index) => (
          <li key={page}>
            {index > 0 && shown[index - 1] !== page - 1 && <span aria-hidden="true">…</span>}
            {page === current ? (
              <span aria-current="page">{page}</span>
            ) : (
              <Link to={href(page)} aria-label={t`Page ${page}`}>
                {page}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {current < pages && (
        <Link to={href(current + 1)} rel="next">
          <Trans>Next</Trans>
        </Link>
      )}
    </nav>
  )
}
