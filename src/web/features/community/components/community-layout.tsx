import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { useLocale, useLocalizedPath } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { formatNumber } from '../../../lib/format'
import { reviewStatsQueryOptions } from '../../../api/get-review-stats'
import './community.css'

/** The community header (marketplace rating and review count) and the two tabs. */
export function CommunityLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const localize = useLocalizedPath()
  const stats = useQuery(reviewStatsQueryOptions(locale))
  const count = stats.data?.count ?? 0
  const average = stats.data?.average ?? 0
  const averageText = formatNumber(average, { maximumFractionDigits: 1 })
  return (
    <div className="community container">
      <header className="community__header">
        <h1>
          <Trans>The Roam community</Trans>
        </h1>
        {count > 0 && (
          <p className="community__stats">
            <strong className="community__average">
              <Trans>{averageText}/5</Trans>
            </strong>{' '}
            <span className="muted">
              <Plural value={count} one="from # review" other="from # reviews" />
            </span>
          </p>
        )}
      </header>
      <nav className="community__tabs" aria-label={t`Community`}>
        <NavLink to={localize(paths.communityReviews.href())}>
          <Trans>All reviews</Trans>
        </NavLink>
        <NavLink to={localize(paths.communityPictures.href())}>
          <Trans>Pictures wall</Trans>
        </NavLink>
      </nav>
      {children}
    </div>
  )
}
