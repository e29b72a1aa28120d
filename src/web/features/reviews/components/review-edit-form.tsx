import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { formErrors } from '../../../../domain/form-errors'
import { isReviewStepComplete, REVIEW_FORM_STEPS, type ReviewDraft } from '../../../../domain/review-rules'
import { simpleToast, useToasts } from '../../../chrome/toasts-context'
import { ApiClientError } from '../../../lib/api-client-error'
import { myReviewsKey, type ReviewDetail } from '../api/list-my-reviews'
import { updateReview } from '../api/update-review'
import { RatingInput } from './rating-input'

const draftOf = (review: ReviewDetail): ReviewDraft => ({
  rating: review.rating,
  comment: review.comment,
  endRating: review.end_rating,
  targetRating: review.target_rating,
  privateComment: review.private_comment ?? '',
})

/** The review form's fields on one page, prefilled, for an author changing a review that is not published yet. */
export function ReviewEditForm({ review, onDone }: { review: ReviewDetail; onDone: () => void }) {
  const { t } = useLingui()
  const id = useId()
  const queryClient = useQueryClient()
  const { show } = useToasts()
  const [draft, setDraft] = useState<ReviewDraft>(() => draftOf(review))
  const guest = review.author_type === 'guest'
  const save = useMutation({
    mutationFn: () =>
      updateReview(review.id, {
        rating: draft.rating!,
        comment: draft.comment,
        end_rating: draft.endRating!,
        target_rating: draft.targetRating!,
        ...(guest ? { private_comment: draft.privateComment.trim() ? draft.privateComment : null } : {}),
      }),
    onSuccess: async () => {
      show(simpleToast('success', t`Your review is updated.`))
      await queryClient.invalidateQueries({ queryKey: myReviewsKey })
      onDone()
    },
  })
  const complete = REVIEW_FORM_STEPS[review.author_type].every((step) => isReviewStepComplete(step, draft))
  const change = (patch: Partial<ReviewDraft>) => setDraft((current) => ({ ...current, ...patch }))
  const apiError = save.error instanceof ApiClientError ? save.error.apiError : null
  const errors = formErrors(apiError?.body, save.isError ? [t`Your review could not be saved. Please try again.`] : [])
  const fieldError = (field: string) =>
    errors.fields[field] ? (
      <p className="field__error" role="alert">
        {errors.fields[field].join(' ')}
      </p>
    ) : null
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (complete) save.mutate()
  }
  return (
    <form className="review-edit" onSubmit={onSubmit} aria-label={t`Edit my review`}>
      <RatingInput
        name={`${id}-rating`}
        legend={guest ? t`How was your trip in ${review.camper_title}?` : t`How did this rental go?`}
        value={draft.rating}
        onChange={(rating) => change({ rating })}
      />
      {fieldError('rating')}
      <div className="field">
        <label htmlFor={`${id}-comment`}>
          <Trans>Your review (public)</Trans>
        </label>
        <textarea
          id={`${id}-comment`}
          rows={5}
          maxLength={2000}
          required
          value={draft.comment}
          onChange={(event) => change({ comment: event.target.value })}
        />
        {fieldError('comment')}
      </div>
      <RatingInput
        name={`${id}-end-rating`}
        legend={guest ? t`How did the return of the camper go?` : t`In what state did the camper come back?`}
        value={draft.endRating}
        onChange={(endRating) => change({ endRating })}
      />
      {fieldError('end_rating')}
      <RatingInput
        name={`${id}-target-rating`}
        legend={guest ? t`How was the owner as a host?` : t`Would you rent to this guest again?`}
        value={draft.targetRating}
        onChange={(targetRating) => change({ targetRating })}
      />
      {fieldError('target_rating')}
      {guest && (
        <div className="field">
          <label htmlFor={`${id}-private`}>
            <Trans>A private note to the owner (optional, only they read it)</Trans>
          </label>
          <textarea
            id={`${id}-private`}
            rows={4}
            maxLength={2000}
            value={draft.privateComment}
            onChange={(event) => change({ privateComment: event.target.value })}
          />
          {fieldError('private_comment')}
        </div>
      )}
      {errors.general.length > 0 && (
        <p className="field__error" role="alert">
          {errors.general.join(' ')}
        </p>
      )}
      <div className="review-form__actions">
        <button type="submit" className="button button--primary" disabled={!complete || save.isPending}>
          <Trans>Save my review</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  )
}
