import { Trans, useLingui } from '@lingui/react/macro'
import { pageCount } from '../../../../domain/trip-list-query'
import { STAFF_PAGE_SIZE } from '../../../../domain/staff-queries'
import { LocalizedLink } from '../../../lib/locale-context'

/** Previous / next links under a staff list; `href(page)` keeps the list's filters. */
export function StaffPager({ count, page, href }: { count: number; page: number; href: (page: number) => string }) {
  const { t } = useLingui()
  const pages = pageCount(count, STAFF_PAGE_SIZE)
  if (pages <= 1) return null
  return (
    <nav className="staff__pager" aria-label={t`Pages`}>
      {page > 1 && (
        <LocalizedLink to={href(page - 1)}>
          <Trans>Previous</Trans>
        </LocalizedLink>
      )}
      <span>
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      {page < pages && (
        <LocalizedLink to={href(page + 1)}>
          <Trans>Next</Trans>
        </LocalizedLink>
      )}
    </nav>
  )
}
