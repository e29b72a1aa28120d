import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { LocalizedLink } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { formatDate } from '../../../lib/format'
import { myReviewsQueryOptions, type ReviewBox } from '../api/list-my-reviews'
import { reviewsNeededQueryOptions } from '../api/list-reviews-needed'
import { ReviewCard } from '../components/review-card'
import './reviews.css'

/** /d/reviews: the trips still to review, then the reviews received or sent (?box=sent). */
export function ReviewsPage() {
  const { t } = useLingui()
  usePageHead({ title: t`My reviews · Roam` })
  const [searchParams] = useSearchParams()
  const box: ReviewBox = searchParams.get('box') === 'sent' ? 'sent' : 'received'
  const needed = useQuery(reviewsNeededQueryOptions())
  const reviews = useQuery(myReviewsQueryOptions(box))
  const tab = (value: ReviewBox, label: string) => (
    <LocalizedLink
      to={paths.reviews.href(value === 'received' ? undefined : value)}
      className={`reviews__tab${box === value ? ' reviews__tab--active' : ''}`}
      aria-current={box === value ? 'page' : undefined}
    >
      {label}
    </LocalizedLink>
  )
  return (
    <section className="page reviews">
      <p className="eyebrow">
        <Trans>Dashboard</Trans>
      </p>
      <h1 className="page-title">
        <Trans>My reviews</Trans>
      </h1>
      {needed.data && needed.data.count > 0 && (
        <section className="reviews__needed card" aria-labelledby="reviews-needed-title">
          <h2 id="reviews-needed-title">
            <Trans>To review</Trans>
          </h2>
          <ul>
            {needed.data.results.map((item) => {
              const form =
                item.side === 'guest' ? paths.reviewTrip.href(item.bookingId) : paths.reviewBooking.href(item.bookingId)
              const other = item.side === 'guest' ? item.owner.firstName : item.guest.firstName
              const until = formatDate(item.deadline, { dateStyle: 'medium' })
              return (
                <li key={`${item.bookingId}-${item.side}`}>
                  <LocalizedLink to={form}>
                    {item.side === 'guest' ? (
                      <Trans>
                        Review your trip in {item.camperTitle} with {other}
                      </Trans>
                    ) : (
                      <Trans>
                        Review {other}, who rented {item.camperTitle}
                      </Trans>
                    )}
                  </LocalizedLink>{' '}
                  <span className="muted">
                    <Trans>until {until}</Trans>
                  </span>
                </li>
              )
            })}
          </ul>
        </section>
      )}
      <nav className="reviews__tabs" aria-label={t`Reviews`}>
        {tab('received', t`Received`)}
        {tab('sent', t`Sent`)}
      </nav>
      {reviews.isPending && (
        <p className="muted">
          <Trans>Loading your reviews…</Trans>
        </p>
      )}
      {reviews.isError && (
        <p role="alert">
          <Trans>Your reviews could not be loaded.</Trans>
        </p>
      )}
      {reviews.data?.count === 0 && (
        <p className="muted">
          {box === 'received' ? (
            <Trans>No review about you yet.</Trans>
          ) : (
            <Trans>You have not written a review yet.</Trans>
          )}
        </p>
      )}
      <ul className="reviews__list">
        {reviews.data?.results.map((review) => (
          <ReviewCard key={review.id} review={review} reportable={box === 'received'} />
        ))}
      </ul>
    </section>
  )
}
