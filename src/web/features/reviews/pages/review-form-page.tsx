import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { useEffect, type FormEvent } from 'react'
import { useNavigate, useParams } from 'react-router'
import { fromPromise } from 'xstate'
import { firstIncompleteStepBefore, reviewFormMachine } from '../../../../../machines/review-form.machine'
import type { ReviewFormFailure } from '../../../../../machines/review-form.machine'
import { extractMessages } from '../../../../domain/api-errors'
import {
  isReviewStepComplete,
  nextReviewStep,
  parseReviewStep,
  REVIEW_FORM_STEPS,
  reviewFormId,
  type ReviewDraft,
  type ReviewFormStep,
  type ReviewNeeded,
  type ReviewSide,
} from '../../../../domain/review-rules'
import { LocalizedLink, useLocalizedPath } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { simpleToast, useToasts } from '../../../chrome/toasts-context'
import { ApiClientError } from '../../../lib/api-client-error'
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
  const needed = useQuery(reviewsNeededQueryOptions())
  const item = needed.data?.results.find((entry) => entry.bookingId === bookingId && entry.side === side)

  if (needed.isPending)
    return (
      <section className="page review-form">
        <p className="muted">
          <Trans>Loading…</Trans>
        </p>
      </section>
    )
  if (!item) {
    return (
      <section className="page review-form">
        <h1 className="page-title">
          <Trans>Nothing to review here</Trans>
        </h1>
        <p>
          <Trans>
            This booking is not waiting for your review: it is already reviewed, not finished, or its review time is
            over.
          </Trans>
        </p>
        <LocalizedLink to={paths.reviews.href()}>
          <Trans>My reviews</Trans>
        </LocalizedLink>
      </section>
    )
  }
  return <ReviewSteps side={side} bookingId={bookingId} item={item} urlStep={parseReviewStep(side, params.step)!} />
}

/** A refusal the server answered, as the machine reads it: a 409 is this side's review already being there. */
function answeredFailure(error: unknown): unknown {
  if (!(error instanceof ApiClientError)) return error
  return {
    alreadyReviewed: error.apiError.status === 409,
    messages: extractMessages(error.apiError.body),
  } satisfies ReviewFormFailure
}

/** The form itself, a renderer of the review form machine; the route stays mounted from step to step, and so does the draft. */
function ReviewSteps({
  side,
  bookingId,
  item,
  urlStep,
}: {
  side: ReviewSide
  bookingId: number
  item: ReviewNeeded
  urlStep: ReviewFormStep
}) {
  const { t } = useLingui()
  const form = side === 'guest' ? paths.reviewTrip : paths.reviewBooking
  const localize = useLocalizedPath()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { show } = useToasts()
  const [state, send] = useMachine(
    reviewFormMachine.provide({
      actors: {
        submit: fromPromise<void, { side: ReviewSide; draft: ReviewDraft }>(async ({ input: { draft } }) => {
          try {
            await createReview(bookingId, {
              rating: draft.rating!,
              comment: draft.comment,
              end_rating: draft.endRating!,
              target_rating: draft.targetRating!,
              ...(side === 'guest' && draft.privateComment.trim() ? { private_comment: draft.privateComment } : {}),
            })
          } catch (error) {
            throw answeredFailure(error)
          }
        }),
      },
    }),
    { input: { side, step: urlStep } },
  )
  const { step, draft, failed, messages } = state.context
  // The machine's step moves the address; the address (a link, the back button) moves the machine.
  useEffect(() => {
    if (step !== urlStep) void navigate(localize(form.href(bookingId, step)))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step])
  useEffect(() => {
    if (urlStep !== step) send({ type: 'url.step', step: urlStep })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlStep])
  const submitted = state.matches('submitted')
  useEffect(() => {
    if (!submitted) return
    show(simpleToast('success', t`Thank you! Your review is saved.`))
    // Leave first: once the lists are fresh this booking is no longer waiting for a review.
    void (async () => {
      await navigate(localize(paths.reviews.href('sent')))
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myReviewsKey }),
        queryClient.invalidateQueries({ queryKey: reviewsNeededKey }),
      ])
    })()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitted])

  const other = side === 'guest' ? item.owner.firstName : item.guest.firstName
  const steps: readonly ReviewFormStep[] = REVIEW_FORM_STEPS[side]
  const next = nextReviewStep(side, step)
  const complete = isReviewStepComplete(step, draft)
  const firstIncomplete = firstIncompleteStepBefore(side, step, draft)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    send({ type: 'user.next' })
  }

  return (
    <section className="page review-form">
      <p className="eyebrow">{item.camperTitle}</p>
      <h1 className="page-title">
        {side === 'guest' ? <Trans>Review your trip with {other}</Trans> : <Trans>Review {other}</Trans>}
      </h1>
      <ol className="review-form__steps">
        {steps.map((entry, index) => (
          <li key={entry} aria-current={entry === step ? 'step' : undefined}>
            {index + 1}
          </li>
        ))}
      </ol>
      {state.matches('alreadyReviewed') && (
        <>
          <p role="alert">
            {messages.length ? messages.join(' ') : <Trans>You have already reviewed this booking.</Trans>}
          </p>
          <LocalizedLink to={paths.reviews.href()}>
            <Trans>My reviews</Trans>
          </LocalizedLink>
        </>
      )}
      {state.matches('blocked') && firstIncomplete && (
        <p>
          <Trans>Start with the first step.</Trans>{' '}
          <LocalizedLink to={form.href(bookingId, firstIncomplete)}>
            <Trans>Go to it</Trans>
          </LocalizedLink>
        </p>
      )}
      {(state.matches('filling') || state.matches('submitting')) && (
        <form onSubmit={onSubmit}>
          {step === 'booking' && (
            <>
              <RatingInput
                name="rating"
                legend={side === 'guest' ? t`How was your trip in ${item.camperTitle}?` : t`How did this rental go?`}
                value={draft.rating}
                onChange={(value) => send({ type: 'user.rate', value })}
              />
              <div className="field">
                <label htmlFor="review-comment">
                  {side === 'guest' ? t`Your review of the camper (public)` : t`Your review of ${other} (public)`}
                </label>
                <textarea
                  id="review-comment"
                  rows={5}
                  maxLength={2000}
                  required
                  value={draft.comment}
                  onChange={(event) => send({ type: 'user.write', text: event.target.value })}
                />
              </div>
            </>
          )}
          {step === 'end' && (
            <RatingInput
              name="end-rating"
              legend={
                side === 'guest' ? t`How did the return of the camper go?` : t`In what state did the camper come back?`
              }
              value={draft.endRating}
              onChange={(value) => send({ type: 'user.rate', value })}
            />
          )}
          {(step === 'owner' || step === 'guest') && (
            <RatingInput
              name="target-rating"
              legend={step === 'owner' ? t`How was ${other} as a host?` : t`Would you rent to ${other} again?`}
              value={draft.targetRating}
              onChange={(value) => send({ type: 'user.rate', value })}
            />
          )}
          {step === 'owner-private' && (
            <div className="field">
              <label htmlFor="review-private">{t`A private note to ${other} (optional, only they read it)`}</label>
              <textarea
                id="review-private"
                rows={4}
                maxLength={2000}
                value={draft.privateComment}
                onChange={(event) => send({ type: 'user.write', text: event.target.value })}
              />
            </div>
          )}
          {failed && messages.length > 0 && <p role="alert">{messages.join(' ')}</p>}
          {failed && messages.length === 0 && (
            <p role="alert">
              <Trans>Your review could not be saved. Please try again.</Trans>
            </p>
          )}
          <div className="review-form__actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={!complete || state.matches('submitting')}
            >
              {next ? <Trans>Next</Trans> : <Trans>Publish my review</Trans>}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
