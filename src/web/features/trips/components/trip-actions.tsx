import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { GUEST_CANCEL_REASONS, type GuestCancelReason } from '../../../../domain/booking-rules'
import { useNavigate } from 'react-router'
import { LocalizedLink, useLocalizedPath } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { Modal } from '../../../chrome/modal'
import { simpleToast, useToasts } from '../../../chrome/toasts-context'
import { cancelTrip } from '../api/cancel-trip'
import { refundPlanQueryOptions } from '../../../api/get-refund-plan'
import { guestBookingKey, guestBookingsKey } from '../../../api/get-guest-booking'
import type { Trip } from '../api/list-trips'
import { snoozeTrip } from '../api/snooze-trip'
import { validateTrip } from '../api/validate-trip'
import { ActionError } from './action-error'
import { RefundPlanSummary } from './refund-plan-summary'
import { useCancelReasonLabel } from './trip-labels'

/** After an action the server's answer is the trip: show it at once, and let the lists count again. */
function useTripMutation(trip: Trip, action: () => Promise<Trip>, done: string, then?: () => void) {
  const queryClient = useQueryClient()
  const { show } = useToasts()
  return useMutation({
    mutationFn: action,
    onSuccess: (updated) => {
      // Before the trip changes: the new permissions may unmount the button that asked.
      then?.()
      queryClient.setQueryData(guestBookingKey(trip.id), updated)
      show(simpleToast('success', done))
      return queryClient.invalidateQueries({ queryKey: guestBookingsKey })
    },
  })
}

/** The guest's moves on one trip, each shown only when the booking's permissions allow it. */
export function TripActions({ trip }: { trip: Trip }) {
  const { t } = useLingui()
  const { permissions } = trip
  const validate = useTripMutation(
    trip,
    () => validateTrip(trip.id),
    trip.is_instant ? t`Your trip is booked.` : t`Your request is sent to the owner.`,
  )
  const snooze = useTripMutation(trip, () => snoozeTrip(trip.id), t`We will remind you tomorrow.`)
  return (
    <div className="trip-actions">
      {permissions.can_pay && (
        // Straight to payment: the guest chose the trip, insurance and details when sending the request.
        <LocalizedLink className="button button--primary" to={paths.campersPayment.href(trip.camper.id, trip.id)}>
          <Trans>Pay</Trans>
        </LocalizedLink>
      )}
      {permissions.can_validate && (
        <div className="trip-actions__item">
          <button
            type="button"
            className="button button--primary"
            onClick={() => validate.mutate()}
            disabled={validate.isPending}
          >
            {trip.is_instant ? <Trans>Book now</Trans> : <Trans>Send the request</Trans>}
          </button>
          <ActionError error={validate.error} />
        </div>
      )}
      {permissions.can_snooze && (
        <div className="trip-actions__item">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => snooze.mutate()}
            disabled={snooze.isPending}
          >
            <Trans>Remind me tomorrow</Trans>
          </button>
          <ActionError error={snooze.error} />
        </div>
      )}
      {(permissions.can_cancel || permissions.can_refuse) && <CancelTripButton trip={trip} />}
    </div>
  )
}

function CancelTripButton({ trip }: { trip: Trip }) {
  const { t } = useLingui()
  const reasonLabel = useCancelReasonLabel()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState<GuestCancelReason | ''>('')
  const [message, setMessage] = useState('')
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  // The refund plan says what cancelling today gives back, before the guest confirms.
  const refund = useQuery({ ...refundPlanQueryOptions(trip.id), enabled: open })
  const cancel = useTripMutation(
    trip,
    () =>
      cancelTrip(trip.id, {
        reason: reason as GuestCancelReason,
        ...(message.trim() ? { message: message.trim() } : {}),
      }),
    t`Your trip is cancelled.`,
    // Once cancelled, the refund page says what comes back.
    () => navigate(localize(paths.tripRefund.href(trip.id))),
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (reason) cancel.mutate()
  }
  return (
    <div className="trip-actions__item">
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          cancel.reset()
          setOpen(true)
        }}
      >
        <Trans>Cancel the trip</Trans>
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={<Trans>Cancel this trip?</Trans>}
        description={<Trans>The owner is told at once. This cannot be undone.</Trans>}
      >
        <form onSubmit={submit}>
          {refund.data && <RefundPlanSummary plan={refund.data} />}
          {refund.isError && (
            <p className="muted">
              <Trans>The refund could not be worked out right now.</Trans>
            </p>
          )}
          <div className="field">
            <label htmlFor="cancel-reason">
              <Trans>Why are you cancelling?</Trans>
            </label>
            <select
              id="cancel-reason"
              value={reason}
              onChange={(event) => setReason(event.target.value as GuestCancelReason | '')}
              required
            >
              <option value="">{t`Choose a reason`}</option>
              {GUEST_CANCEL_REASONS.map((value) => (
                <option key={value} value={value}>
                  {reasonLabel(value)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="cancel-message">
              <Trans>A word for the owner (optional)</Trans>
            </label>
            <textarea
              id="cancel-message"
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              maxLength={2000}
              rows={3}
            />
          </div>
          <ActionError error={cancel.error} />
          <div className="modal__actions">
            <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
              <Trans>Keep the trip</Trans>
            </button>
            <button type="submit" className="button button--primary" disabled={!reason || cancel.isPending}>
              <Trans>Confirm the cancellation</Trans>
            </button>
          </div>
        </form>
      </Modal>
    </div>
  )
}
