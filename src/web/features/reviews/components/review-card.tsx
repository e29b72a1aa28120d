import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { ReportReviewButton } from '../../../chrome/report-review-button'
import { formatDate } from '../../../lib/format'
import type { ReviewDetail } from '../api/list-my-reviews'
import { RatingStars } from './rating-stars'
import { ReviewEditForm } from './review-edit-form'
import { ReviewPhotoField } from './review-photo-field'

/**
 * One review of the dashboard: who, which camper, the ratings and words, and whether it is public yet. Its author may
 * change it (and add a photo to a guest review) until it is published; a received one may be reported.
 */
export function ReviewCard({ review, reportable = false }: { review: ReviewDetail; reportable?: boolean }) {
  const [editing, setEditing] = useState(false)
  return (
    <li className="review-card card" data-testid="review-card">
      <p className="review-card__head">
        <strong>{review.author.first_name}</strong> ·{' '}
        <LocalizedLink to={paths.listing.href(review.camper_id)}>{review.camper_title}</LocalizedLink>
      </p>
      {editing ? (
        <ReviewEditForm review={review} onDone={() => setEditing(false)} />
      ) : (
        <>
          <RatingStars value={review.rating} />
          <p className="review-card__comment">{review.comment}</p>
          {review.private_comment && (
            <p className="review-card__private muted">
              <Trans>Private note: {review.private_comment}</Trans>
            </p>
          )}
        </>
      )}
      <p className="muted">
        {review.published_date === null ? (
          review.publication_deadline ? (
            <Trans>
              Published when the other side has reviewed, or on{' '}
              {formatDate(review.publication_deadline, { dateStyle: 'medium' })} at the latest.
            </Trans>
          ) : (
            <Trans>Not published yet.</Trans>
          )
        ) : (
          <Trans>Published on {formatDate(review.published_date, { dateStyle: 'medium' })}</Trans>
        )}
      </p>
      {review.editable && !editing && (
        <>
          {review.author_type === 'guest' && <ReviewPhotoField review={review} />}
          <button type="button" className="link-button" onClick={() => setEditing(true)}>
            <Trans>Edit my review</Trans>
          </button>
        </>
      )}
      {reportable && review.published_date !== null && <ReportReviewButton reviewId={review.id} />}
    </li>
  )
}
