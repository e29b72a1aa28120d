import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import {
  DELETION_COMMENT_MAX,
  LISTING_DELETION_REASONS,
  listingDeletionErrors,
} from '../../../../domain/listing-deletion'
import type { ListingDeletionReason } from '../../../../domain/listing-deletion'
import { Modal } from '../../../chrome/modal'
import { ApiClientError } from '../../../lib/api-client-error'
import type { ListingProgress } from '../api/get-camper-progress'
import { deleteCamper } from '../api/delete-camper'

/** Spec 2 §9: the owner deletes a listing saying why; "other" asks for a few words. */
export function DeleteCamperDialog(props: {
  camperId: number
  disabled?: boolean
  onDeleted: (progress: ListingProgress) => void
}) {
  const { t } = useLingui()
  const fieldId = useId()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState<ListingDeletionReason | ''>('')
  const [comment, setComment] = useState('')
  const remove = useMutation({
    mutationFn: () =>
      deleteCamper(props.camperId, {
        ...(reason ? { reason } : {}),
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      }),
    onSuccess: props.onDeleted,
  })
  const labels: Record<ListingDeletionReason, string> = {
    double_listing: t`I listed this camper twice`,
    sold: t`I sold the vehicle`,
    wants_to_sell: t`I want to sell the vehicle`,
    vehicle_broken: t`The vehicle is broken down`,
    not_enough_bookings: t`Not enough bookings`,
    disagrees_with_site: t`I disagree with how Roam works`,
    bad_experience: t`I had a bad experience`,
    personal_use: t`I keep it for my own use`,
    other: t`Another reason`,
  }
  const ready = Object.keys(listingDeletionErrors({ reason, comment })).length === 0
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (ready) remove.mutate()
  }
  const codes = remove.error instanceof ApiClientError ? remove.error.apiError.codes : []
  return (
    <>
      <button type="button" disabled={props.disabled} onClick={() => setOpen(true)}>
        <Trans>Delete</Trans>
      </button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          remove.reset()
          setOpen(next)
        }}
        title={<Trans>Delete this camper?</Trans>}
        description={<Trans>It disappears from search and from your campers. This cannot be undone.</Trans>}
      >
        <form onSubmit={submit}>
          <fieldset className="field">
            <legend>
              <Trans>Why do you delete it?</Trans>
            </legend>
            {LISTING_DELETION_REASONS.map((value) => (
              <label key={value} className="radio">
                <input
                  type="radio"
                  name={`${fieldId}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />{' '}
                {labels[value]}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={`${fieldId}-comment`}>
              {reason === 'other' ? <Trans>Tell us why</Trans> : <Trans>A comment (optional)</Trans>}
            </label>
            <textarea
              id={`${fieldId}-comment`}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              maxLength={DELETION_COMMENT_MAX}
              required={reason === 'other'}
              rows={3}
            />
          </div>
          {remove.isError ? (
            <p role="alert">
              {codes.includes('CAMPER_HAS_UPCOMING_BOOKINGS') ? (
                <Trans>
                  This camper still has bookings that are not over (requests waiting for your answer or trips to come).
                  Answer or cancel them before deleting it.
                </Trans>
              ) : (
                <Trans>The camper could not be deleted. Try again.</Trans>
              )}
            </p>
          ) : null}
          <div className="modal__actions">
            <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
              <Trans>Keep it</Trans>
            </button>
            <button type="submit" className="button button--primary" disabled={!ready || remove.isPending}>
              <Trans>Delete for good</Trans>
            </button>
          </div>
        </form>
      </Modal>
    </>
  )
}
