import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { RatingStars } from '../../../chrome/rating-stars'
import { formatDate } from '../../../lib/format'
import { latestReviewsQueryOptions } from '../api/list-latest-reviews'

/** The newest good reviews, and the way to all of them; nothing while there is none. */
export function LatestReviews() {
  const reviews = useQuery(latestReviewsQueryOptions())
  if (!reviews.data || reviews.data.length === 0) return null
  return (
    <section className="section" aria-labelledby="home-reviews">
      <div className="container">
        <h2 id="home-reviews" className="section__title">
          <Trans>Latest reviews</Trans>
        </h2>
        <ul className="latest-reviews">
          {reviews.data.map((review) => (
            <li key={review.id} className="latest-review">
              <RatingStars rating={review.rating} />
              <blockquote className="latest-review__comment" lang={review.language ?? undefined}>
                {review.comment}
              </blockquote>
              <p className="muted latest-review__meta">
                {review.author.first_name} ·{' '}
                <time dateTime={review.published_date}>
                  {formatDate(review.published_date, { month: 'long', year: 'numeric' })}
                </time>
                {' · '}
                <LocalizedLink to={paths.listing.href(review.camper_id)}>{review.camper_title}</LocalizedLink>
              </p>
            </li>
          ))}
        </ul>
        <p>
          <LocalizedLink className="button button--secondary" to={paths.communityReviews.href()}>
            <Trans>Read all reviews</Trans>
          </LocalizedLink>
        </p>
      </div>
    </section>
  )
}
