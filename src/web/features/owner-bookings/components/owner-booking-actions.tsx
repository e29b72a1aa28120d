import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent, type ReactNode } from 'react'
import { OWNER_CANCEL_REASONS, PAYMENT_DEADLINE_HOURS, type OwnerCancelReason } from '../../../../domain/booking-rules'
import { Modal } from '../../../chrome/modal'
import { simpleToast, useToasts } from '../../../chrome/toasts-context'
import { acceptOwnerBooking } from '../api/accept-owner-booking'
import { cancelOwnerBooking } from '../api/cancel-owner-booking'
import { ownerBookingKey } from '../api/get-owner-booking'
import { ownerBookingsKey, type OwnerBooking } from '../api/list-owner-bookings'
import { refuseOwnerBooking } from '../api/refuse-owner-booking'
import { ActionError } from './action-error'
import { useOwnerCancelReasonLabel } from '../../../lib/owner-cancel-reasons'

/** After an action the server's answer is the booking: show it at once, and let the lists and counts load again. */
function useOwnerBookingMutation(
  booking: OwnerBooking,
  action: () => Promise<OwnerBooking>,
  done: string,
  then: () => void,
) {
  const queryClient = useQueryClient()
  const { show } = useToasts()
  return useMutation({
    mutationFn: action,
    onSuccess: (updated) => {
      // Before the booking changes: the new permissions unmount the button that asked.
      then()
      queryClient.setQueryData(ownerBookingKey(booking.id), updated)
      show(simpleToast('success', done))
      return queryClient.invalidateQueries({ queryKey: ownerBookingsKey })
    },
  })
}

/** The owner's moves on one booking, each shown only when the booking's permissions allow it. */
export function OwnerBookingActions({ booking }: { booking: OwnerBooking }) {
  const { permissions } = booking
  if (!permissions.can_accept && !permissions.can_refuse && !permissions.can_cancel) return null
  return (
    <div className="owner-booking-actions">
      {permissions.can_accept && <AcceptButton booking={booking} />}
      {permissions.can_refuse && <ReasonButton booking={booking} kind="refuse" />}
      {permissions.can_cancel && <ReasonButton booking={booking} kind="cancel" />}
    </div>
  )
}

function AcceptButton({ booking }: { booking: OwnerBooking }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const guest = booking.guest.first_name
  const hours = PAYMENT_DEADLINE_HOURS
  const accept = useOwnerBookingMutation(
    booking,
    () => acceptOwnerBooking(booking.id),
    t`Request accepted: ${guest} can now pay.`,
    () => setOpen(false),
  )
  return (
    <ConfirmDialog
      trigger={<Trans>Accept the request</Trans>}
      primary
      open={open}
      onOpenChange={(next) => {
        accept.reset()
        setOpen(next)
      }}
      title={<Trans>Accept this request?</Trans>}
      description={
        <Plural
          value={hours}
          one={`The dates are held for ${guest}, who then has # hour to pay.`}
          other={`The dates are held for ${guest}, who then has # hours to pay.`}
        />
      }
    >
      <ActionError error={accept.error} />
      <div className="modal__actions">
        <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
          <Trans>Not now</Trans>
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => accept.mutate()}
          disabled={accept.isPending}
        >
          <Trans>Confirm and accept</Trans>
        </button>
      </div>
    </ConfirmDialog>
  )
}

/** Refuse a request or cancel an accepted booking: both need one of the owner reasons (spec 2 §7, §9). */
function ReasonButton({ booking, kind }: { booking: OwnerBooking; kind: 'refuse' | 'cancel' }) {
  const { t } = useLingui()
  const reasonLabel = useOwnerCancelReasonLabel()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState<OwnerCancelReason | ''>('')
  const [message, setMessage] = useState('')
  const input = () => ({ reason: reason as OwnerCancelReason, ...(message.trim() ? { message: message.trim() } : {}) })
  const mutation = useOwnerBookingMutation(
    booking,
    () => (kind === 'refuse' ? refuseOwnerBooking(booking.id, input()) : cancelOwnerBooking(booking.id, input())),
    kind === 'refuse' ? t`Request refused.` : t`Booking cancelled.`,
    () => setOpen(false),
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (reason) mutation.mutate()
  }
  const fieldId = `owner-${kind}`
  return (
    <ConfirmDialog
      trigger={kind === 'refuse' ? <Trans>Refuse the request</Trans> : <Trans>Cancel the booking</Trans>}
      open={open}
      onOpenChange={(next) => {
        mutation.reset()
        setOpen(next)
      }}
      title={kind === 'refuse' ? <Trans>Refuse this request?</Trans> : <Trans>Cancel this booking?</Trans>}
      description={
        kind === 'refuse' ? (
          <Trans>The guest is told at once and the dates are free again.</Trans>
        ) : (
          <Trans>The guest is told and refunded at once. This cannot be undone.</Trans>
        )
      }
    >
      <form onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${fieldId}-reason`}>
            <Trans>Reason</Trans>
          </label>
          <select
            id={`${fieldId}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value as OwnerCancelReason | '')}
            required
          >
            <option value="">{t`Choose a reason`}</option>
            {OWNER_CANCEL_REASONS.map((value) => (
              <option key={value} value={value}>
                {reasonLabel(value)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${fieldId}-message`}>
            <Trans>A word for the guest (optional)</Trans>
          </label>
          <textarea
            id={`${fieldId}-message`}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            maxLength={2000}
            rows={3}
          />
        </div>
        <ActionError error={mutation.error} />
        <div className="modal__actions">
          <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
            <Trans>Go back</Trans>
          </button>
          <button type="submit" className="button button--primary" disabled={!reason || mutation.isPending}>
            {kind === 'refuse' ? <Trans>Confirm the refusal</Trans> : <Trans>Confirm the cancellation</Trans>}
          </button>
        </div>
      </form>
    </ConfirmDialog>
  )
}

function ConfirmDialog(props: {
  trigger: ReactNode
  primary?: boolean
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description: ReactNode
  children: ReactNode
}) {
  return (
    <div className="owner-booking-actions__item">
      <button
        type="button"
        className={`button ${props.primary ? 'button--primary' : 'button--secondary'}`}
        onClick={() => props.onOpenChange(true)}
      >
        {props.trigger}
      </button>
      <Modal open={props.open} onOpenChange={props.onOpenChange} title={props.title} description={props.description}>
        {props.children}
      </Modal>
    </div>
  )
}
