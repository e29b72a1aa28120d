import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type ChangeEvent } from 'react'
import { formErrors } from '../../../../domain/form-errors'
import {
  MAX_REVIEW_PHOTO_BYTES,
  REVIEW_PHOTO_TYPES,
  reviewPhotoProblem,
  type ReviewPhotoProblem,
} from '../../../../domain/review-rules'
import { ApiClientError } from '../../../lib/api-client-error'
import { myReviewsKey, type ReviewDetail } from '../api/list-my-reviews'
import { uploadReviewPhoto } from '../api/upload-review-photo'

/** The photo of a guest review not published yet: the file is checked here with the server's limits, then sent. */
export function ReviewPhotoField({ review }: { review: ReviewDetail }) {
  const { t } = useLingui()
  const id = useId()
  const queryClient = useQueryClient()
  const [problem, setProblem] = useState<ReviewPhotoProblem | null>(null)
  const upload = useMutation({
    mutationFn: (file: File) => uploadReviewPhoto(review.id, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myReviewsKey }),
  })
  const maxMegabytes = MAX_REVIEW_PHOTO_BYTES / (1024 * 1024)
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const found = reviewPhotoProblem(file)
    setProblem(found)
    if (found) upload.reset()
    else upload.mutate(file)
  }
  const serverErrors = upload.isError
    ? formErrors(upload.error instanceof ApiClientError ? upload.error.apiError.body : null, [
        t`The photo could not be uploaded. Please try again.`,
      ])
    : null
  // The server's 400 names the photo field; whatever it says is about this one field.
  const messages =
    problem === 'type'
      ? [t`Choose a JPEG, PNG or WebP photo.`]
      : problem === 'size'
        ? [t`The photo must be at most ${maxMegabytes} MB.`]
        : serverErrors
          ? [...Object.values(serverErrors.fields).flat(), ...serverErrors.general]
          : []
  return (
    <div className="field review-photo">
      {/* The photo is served only once the review is published, so the author sees that it is there, not the picture. */}
      {review.photo && (
        <p className="muted">
          <Trans>Your photo is added; it shows once the review is published.</Trans>
        </p>
      )}
      <label htmlFor={`${id}-photo`}>
        {review.photo ? <Trans>Replace the photo</Trans> : <Trans>Add a photo of your trip</Trans>}
      </label>
      <input
        id={`${id}-photo`}
        type="file"
        accept={REVIEW_PHOTO_TYPES.join(',')}
        onChange={choose}
        disabled={upload.isPending}
        aria-describedby={`${id}-photo-hint`}
        aria-invalid={messages.length > 0 || undefined}
      />
      <p className="field__hint" id={`${id}-photo-hint`}>
        <Trans>JPEG, PNG or WebP, up to {maxMegabytes} MB.</Trans>
      </p>
      {upload.isPending && (
        <p role="status">
          <progress aria-label={t`Uploading…`} /> <Trans>Uploading…</Trans>
        </p>
      )}
      {messages.length > 0 && (
        <p className="field__error" role="alert">
          {messages.join(' ')}
        </p>
      )}
    </div>
  )
}
