import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { Modal } from '../../../chrome/modal'
import { cancelStaffBooking } from '../api/cancel-staff-booking'
import { staffActionsKey } from '../api/list-staff-actions'
import { staffBookingsKey } from '../api/search-staff-bookings'
import { StaffActionError } from './staff-action-error'

/**
 * "Cancel booking" on a staff booking page: a dialog asks why (kept on the booking and in the audit) and whether
 * both sides agreed (CANCELLED_BOTH instead of CANCELLED_STAFF); the server refunds everything paid.
 */
export function StaffCancelBooking({ bookingId }: { bookingId: number }) {
  const id = useId()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [both, setBoth] = useState(false)
  const cancel = useMutation({
    mutationFn: () => cancelStaffBooking(bookingId, { reason: reason.trim(), both }),
    onSuccess: async () => {
      setOpen(false)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffBookingsKey }),
        queryClient.invalidateQueries({ queryKey: staffActionsKey }),
      ])
    },
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The reason is what the audit keeps: a blank one is never sent (the button is disabled too, Enter is not).
    if (reason.trim() !== '') cancel.mutate()
  }
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        <Trans>Cancel booking</Trans>
      </button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          cancel.reset()
          setOpen(next)
        }}
        size="small"
        title={<Trans>Cancel booking {bookingId}?</Trans>}
        description={
          <Trans>The guest and the owner see it cancelled by Roam, and everything the guest paid is refunded.</Trans>
        }
      >
        <form onSubmit={submit} className="staff__refusal">
          <label htmlFor={`${id}-reason`}>
            <Trans>Why is it cancelled?</Trans>
          </label>
          <textarea
            id={`${id}-reason`}
            required
            maxLength={2000}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <label>
            <input type="checkbox" checked={both} onChange={(event) => setBoth(event.target.checked)} />{' '}
            <Trans>The guest and the owner both asked for it</Trans>
          </label>
          <StaffActionError error={cancel.error} />
          <div className="modal__actions">
            <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
              <Trans>Keep the booking</Trans>
            </button>
            <button
              type="submit"
              className="button button--primary"
              disabled={cancel.isPending || reason.trim() === ''}
            >
              <Trans>Confirm the cancellation</Trans>
            </button>
          </div>
        </form>
      </Modal>
    </>
  )
}
