import { Trans } from '@lingui/react/macro'
import { LocalizedLink } from '../../../app/locale-context'
import { paths } from '../../../app/paths'
import { formatDate } from '../../../lib/format'
import type { ReviewDetail } from '../api/list-my-reviews'
import { RatingStars } from './rating-stars'

/** One review of the dashboard: who, which camper, the ratings and words, and whether it is public yet. */
export function ReviewCard({ review }: { review: ReviewDetail }) {
  return (
    <li className="review-card card" data-testid="review-card">
      <p className="review-card__head">
        <strong>{review.author.first_name}</strong> · <LocalizedLink to={paths.listing.href(review.camper_id)}>{review.camper_title}</LocalizedLink>
      </p>
      <RatingStars value={review.rating} />
      <p className="review-card__comment">{review.comment}</p>
      {review.private_comment && (
        <p className="review-card__private muted"><Trans>Private note: {review.private_comment}</Trans></p>
      )}
      <p className="muted">
        {review.published_date === null
          ? review.publication_deadline
            ? <Trans>Published when the other side has reviewed, or on {formatDate(review.publication_deadline, { dateStyle: 'medium' })} at the latest.</Trans>
            : <Trans>Not published yet.</Trans>
          : <Trans>Published on {formatDate(review.published_date, { dateStyle: 'medium' })}</Trans>}
      </p>
    </li>
  )
}
