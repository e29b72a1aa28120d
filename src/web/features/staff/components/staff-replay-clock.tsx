import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { runStaffBookingTimer } from '../api/run-staff-booking-timer'
import { staffActionsKey } from '../api/list-staff-actions'
import { staffBookingsKey } from '../api/search-staff-bookings'
import { StaffActionError } from './staff-action-error'

/**
 * Only on servers started with REPLAY_CLOCK=1 (UI replays, demos): runs the booking's next timer now, as the timers
 * job would at its due moment, so a draft expires or a trip ends without waiting for the calendar.
 */
export function StaffReplayClock({ bookingId }: { bookingId: number }) {
  const queryClient = useQueryClient()
  const run = useMutation({
    mutationFn: () => runStaffBookingTimer(bookingId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffBookingsKey }),
        queryClient.invalidateQueries({ queryKey: staffActionsKey }),
      ]),
  })
  return (
    <div className="staff__decision">
      <button type="button" className="button button--secondary" onClick={() => run.mutate()} disabled={run.isPending}>
        <Trans>Run the next timer now</Trans>
      </button>
      <StaffActionError error={run.error} />
    </div>
  )
}
