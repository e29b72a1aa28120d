import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { Avatar } from '../../../chrome/avatar'
import { ReportReviewButton } from '../../../chrome/report-review-button'
import { useShellData } from '../../../chrome/use-shell-data'
import { useNearViewport } from '../../../chrome/use-near-viewport'
import { formatDate, formatNumber } from '../../../lib/format'
import { camperReviewStatsQueryOptions } from '../api/get-camper-review-stats'
import type { CamperReviewStats, ReviewCriterion } from '../api/get-camper-review-stats'
import { reviewsQueryOptions } from '../api/get-reviews'

/** The camper's reviews, ten at a time with "show more"; fetched when the reader nears them (below the fold). */
export function ReviewsSection({
  camperId,
  average,
  count,
}: {
  camperId: string
  average: number | null
  count: number
}) {
  const { t } = useLingui()
  const section = useRef<HTMLElement>(null)
  const near = useNearViewport(section)
  const { me } = useShellData()
  const reviews = useInfiniteQuery({ ...reviewsQueryOptions(camperId), enabled: near })
  const stats = useQuery({ ...camperReviewStatsQueryOptions(camperId), enabled: near && count > 0 })
  const items = reviews.data?.pages.flatMap((page) => page.results) ?? []
  const averageText = average === null ? '' : formatNumber(average, { maximumFractionDigits: 1 })
  return (
    <section ref={section} className="listing__section" aria-labelledby="reviews-title">
      <h2 id="reviews-title">
        {count > 0 ? (
          <Trans>
            Reviews ({count}) · {averageText}/5
          </Trans>
        ) : (
          <Trans>Reviews</Trans>
        )}
      </h2>
      {stats.data && stats.data.count > 0 && <CriteriaBreakdown stats={stats.data} />}
      {reviews.isPending && (
        <p className="muted">
          <Trans>Loading reviews…</Trans>
        </p>
      )}
      {reviews.isError && (
        <p className="muted">
          <Trans>The reviews could not be loaded.</Trans>
        </p>
      )}
      {reviews.isSuccess && items.length === 0 && (
        <p className="muted">
          <Trans>No review yet.</Trans>
        </p>
      )}
      <ul className="reviews">
        {items.map((review) => {
          const rating = review.rating
          return (
            <li key={review.id} className="review">
              <div className="review__head">
                <Avatar firstName={review.author.first_name} picture={review.author.profile_picture?.url} radius={20} />
                <div>
                  <p className="review__author">{review.author.first_name}</p>
                  <p className="muted review__date">
                    {formatDate(review.published_date, { month: 'long', year: 'numeric' })}
                  </p>
                </div>
                <p className="review__rating" aria-label={t`Rated ${rating} out of 5`}>
                  {'★'.repeat(Math.round(rating))}
                </p>
              </div>
              <p className="review__comment">{review.comment}</p>
              {me && me.id !== review.author.id && <ReportReviewButton reviewId={review.id} />}
            </li>
          )
        })}
      </ul>
      {reviews.hasNextPage && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void reviews.fetchNextPage()}
          disabled={reviews.isFetchingNextPage}
        >
          <Trans>Show more reviews</Trans>
        </button>
      )}
    </section>
  )
}

const CRITERIA: readonly ReviewCriterion[] = ['rating', 'end_rating', 'target_rating']

/**
 * The server's average of each criterion the guests rated, as a bar with its figure. A criterion no review rated yet
 * (reviews written before it was asked) is left out rather than shown at zero.
 */
function CriteriaBreakdown({ stats }: { stats: CamperReviewStats }) {
  const { t } = useLingui()
  const labels: Record<ReviewCriterion, string> = {
    rating: t`The trip`,
    end_rating: t`The return`,
    target_rating: t`The host`,
  }
  const rated = CRITERIA.filter((criterion) => stats.criteria[criterion].count > 0)
  return (
    <div role="group" aria-label={t`Ratings by criterion`}>
      <dl className="review-criteria">
        {rated.map((criterion) => {
          const { average } = stats.criteria[criterion]
          const figure = formatNumber(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
          return (
            <div key={criterion} className="review-criterion" data-criterion={criterion}>
              <dt>{labels[criterion]}</dt>
              <dd>
                <span className="review-criterion__bar" aria-hidden="true">
                  <span style={{ inlineSize: `${(average / 5) * 100}%` }} />
                </span>
                <span className="review-criterion__figure">
                  {figure}
                  <span className="visually-hidden"> {t`out of 5`}</span>
                </span>
              </dd>
            </div>
          )
        })}
      </dl>
    </div>
  )
}
