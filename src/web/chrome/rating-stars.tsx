import { useLingui } from '@lingui/react/macro'
import './rating-stars.css'

/** A 1 to 5 rating as five stars, read out as "Rated 4 out of 5". */
export function RatingStars({ rating }: { rating: number }) {
  const { t } = useLingui()
  const filled = Math.max(0, Math.min(5, Math.round(rating)))
  return (
    <span className="rating-stars" role="img" aria-label={t`Rated ${filled} out of 5`}>
      <span aria-hidden="true">{'★'.repeat(filled)}</span>
      <span aria-hidden="true" className="rating-stars__empty">
        {'★'.repeat(5 - filled)}
      </span>
    </span>
  )
}
