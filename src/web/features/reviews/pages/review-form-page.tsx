import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useNavigate, useParams } from 'react-router'
import { extractMessages } from '../../../../domain/api-errors'
import {
  EMPTY_REVIEW_DRAFT, isReviewStepComplete, nextReviewStep, parseReviewStep, REVIEW_FORM_STEPS, reviewFormId,
  type ReviewDraft, type ReviewFormStep, type ReviewSide,
} from '../../../../domain/review-rules'
import { LocalizedLink, useLocalizedPath } from '../../../app/locale-context'
import { usePageHead } from '../../../app/page-head'
import { paths } from '../../../app/paths'
import { simpleToast, useToasts } from '../../../chrome/toasts-context'
import { ApiClientError } from '../../../lib/api-client'
import { createReview } from '../api/create-review'
import { myReviewsKey } from '../api/list-my-reviews'
import { reviewsNeededKey, reviewsNeededQueryOptions } from '../api/list-reviews-needed'
import { RatingInput } from '../components/rating-input'
import './reviews.css'

/** /f/trip/{id}/{step}: the guest reviews the camper and its owner (booking, end, owner, owner-private). */
export function TripReviewPage() {
  return <ReviewForm side="guest" />
}

/** /f/booking/{id}/{step}: the owner reviews the guest (booking, end, guest). */
export function BookingReviewPage() {
  return <ReviewForm side="owner" />
}

function ReviewForm({ side }: { side: ReviewSide }) {
  const { t } = useLingui()
  usePageHead({ title: t`Your review · Roam` })
  const params = useParams()
  // The loader let only a numeric id and a known step through.
  const bookingId = reviewFormId(params.id)!
  const step = parseReviewStep(side, params.step)!
  const form = side === 'guest' ? paths.reviewTrip : paths.reviewBooking
  const localize = useLocalizedPath()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { show } = useToasts()
  // The route stays mounted from step to step, so the draft lives as long as the form.
  const [draft, setDraft] = useState<ReviewDraft>(EMPTY_REVIEW_DRAFT)
  const needed = useQuery(reviewsNeededQueryOptions())
  const item = needed.data?.results.find((entry) => entry.bookingId === bookingId && entry.side === side)
  const submit = useMutation({
    mutationFn: () =>
      createReview(bookingId, {
        rating: draft.rating!,
        comment: draft.comment,
        end_rating: draft.endRating!,
        target_rating: draft.targetRating!,
        ...(side === 'guest' && draft.privateComment.trim() ? { private_comment: draft.privateComment } : {}),
      }),
    onSuccess: async () => {
      show(simpleToast('success', t`Thank you! Your review is saved.`))
      await Promise.all([queryClient.invalidateQueries({ queryKey: myReviewsKey }), queryClient.invalidateQueries({ queryKey: reviewsNeededKey })])
      await navigate(localize(paths.reviews.href('sent')))
    },
  })

  if (needed.isPending) return <section className="page review-form"><p className="muted"><Trans>Loading…</Trans></p></section>
  if (!item) {
    return (
      <section className="page review-form">
        <h1 className="page-title"><Trans>Nothing to review here</Trans></h1>
        <p><Trans>This booking is not waiting for your review: it is already reviewed, not finished, or its review time is over.</Trans></p>
        <LocalizedLink to={paths.reviews.href()}><Trans>My reviews</Trans></LocalizedLink>
      </section>
    )
  }

  const other = side === 'guest' ? item.owner.firstName : item.guest.firstName
  const steps: readonly ReviewFormStep[] = REVIEW_FORM_STEPS[side]
  const next = nextReviewStep(side, step)
  const complete = isReviewStepComplete(step, draft)
  // A later step cannot be reached with an earlier one left empty (e.g. by typing its address).
  const firstIncomplete = steps.find((entry) => !isReviewStepComplete(entry, draft))
  const blocked = firstIncomplete !== undefined && steps.indexOf(firstIncomplete) < steps.indexOf(step)
  const change = (patch: Partial<ReviewDraft>) => setDraft((current) => ({ ...current, ...patch }))
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!complete) return
    if (next) void navigate(localize(form.href(bookingId, next)))
    else submit.mutate()
  }
  const errors = submit.error instanceof ApiClientError ? extractMessages(submit.error.apiError.body) : []

  return (
    <section className="page review-form">
      <p className="eyebrow">{item.camperTitle}</p>
      <h1 className="page-title">{side === 'guest' ? <Trans>Review your trip with {other}</Trans> : <Trans>Review {other}</Trans>}</h1>
      <ol className="review-form__steps">
        {steps.map((entry, index) => (
          <li key={entry} aria-current={entry === step ? 'step' : undefined}>{index + 1}</li>
        ))}
      </ol>
      {blocked ? (
        <p>
          <Trans>Start with the first step.</Trans>{' '}
          <LocalizedLink to={form.href(bookingId, firstIncomplete)}><Trans>Go to it</Trans></LocalizedLink>
        </p>
      ) : (
        <form onSubmit={onSubmit}>
          {step === 'booking' && (
            <>
              <RatingInput name="rating" legend={side === 'guest' ? t`How was your trip in ${item.camperTitle}?` : t`How did this rental go?`} value={draft.rating} onChange={(rating) => change({ rating })} />
              <div className="field">
                <label htmlFor="review-comment">{side === 'guest' ? t`Your review of the camper (public)` : t`Your review of ${other} (public)`}</label>
                <textarea id="review-comment" rows={5} maxLength={2000} required value={draft.comment} onChange={(event) => change({ comment: event.target.value })} />
              </div>
            </>
          )}
          {step === 'end' && (
            <RatingInput
              name="end-rating"
              legend={side === 'guest' ? t`How did the return of the camper go?` : t`In what state did the camper come back?`}
              value={draft.endRating}
              onChange={(endRating) => change({ endRating })}
            />
          )}
          {(step === 'owner' || step === 'guest') && (
            <RatingInput
              name="target-rating"
              legend={step === 'owner' ? t`How was ${other} as a host?` : t`Would you rent to ${other} again?`}
              value={draft.targetRating}
              onChange={(targetRating) => change({ targetRating })}
            />
          )}
          {step === 'owner-private' && (
            <div className="field">
              <label htmlFor="review-private">{t`A private note to ${other} (optional, only they read it)`}</label>
              <textarea id="review-private" rows={4} maxLength={2000} value={draft.privateComment} onChange={(event) => change({ privateComment: event.target.value })} />
            </div>
          )}
          {errors.length > 0 && <p role="alert">{errors.join(' ')}</p>}
          {submit.isError && errors.length === 0 && <p role="alert"><Trans>Your review could not be saved. Please try again.</Trans></p>}
          <div className="review-form__actions">
            <button type="submit" className="button button--primary" disabled={!complete || submit.isPending}>
              {next ? <Trans>Next</Trans> : <Trans>Publish my review</Trans>}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
