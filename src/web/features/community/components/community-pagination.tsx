import { Trans, useLingui } from '@lingui/react/macro'
import { LocalizedLink } from '../../../lib/locale-context'

/** Previous, numbered and next links; `href(page)` builds the address of a page. */
export function CommunityPagination({
  page,
  count,
  pageSize,
  href,
}: {
  page: number
  count: number
  pageSize: number
  href: (page: number) => string
}) {
  const { t } = useLingui()
  const pages = Math.ceil(count / pageSize)
  if (pages <= 1) return null
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((item) => item >= 1 && item <= pages)
    .sort((a, b) => a - b)
  return (
    <nav className="search-pagination" aria-label={t`Pages`}>
      {page > 1 && (
        <LocalizedLink to={href(page - 1)} rel="prev">
          <Trans>Previous</Trans>
        </LocalizedLink>
      )}
      <ul>
        {shown.map((item, index) => (
          <li key={item}>
            {index > 0 && shown[index - 1] !== item - 1 && <span aria-hidden="true">…</span>}
            {item === page ? (
              <span aria-current="page">{item}</span>
            ) : (
              <LocalizedLink to={href(item)} aria-label={t`Page ${item}`}>
                {item}
              </LocalizedLink>
            )}
          </li>
        ))}
      </ul>
      {page < pages && (
        <LocalizedLink to={href(page + 1)} rel="next">
          <Trans>Next</Trans>
        </LocalizedLink>
      )}
    </nav>
  )
}
