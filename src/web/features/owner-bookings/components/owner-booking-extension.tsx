import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { formatDate } from '../../../lib/format'
import { acceptExtension } from '../api/accept-extension'
import { ownerBookingsKey, type OwnerBooking } from '../api/list-owner-bookings'
import { refuseExtension } from '../api/refuse-extension'
import { ActionError } from './action-error'
import { formatAmount } from './owner-booking-format'
import { useExtensionStateLabel } from './owner-booking-labels'

type OwnerExtensionRequest = OwnerBooking['extensions']['requests'][number]

/** The guest's extension requests, newest first: the open one can be accepted or refused when its permissions say so. */
export function OwnerBookingExtensions({ booking }: { booking: OwnerBooking }) {
  const { requests } = booking.extensions
  if (requests.length === 0) return null
  return (
    <section className="owner-booking-section card" aria-labelledby="owner-extensions-title">
      <h2 id="owner-extensions-title">
        <Trans>Extensions</Trans>
      </h2>
      <ul className="owner-extensions">
        {requests.map((extension) => (
          <ExtensionRequest key={extension.id} booking={booking} extension={extension} />
        ))}
      </ul>
    </section>
  )
}

function ExtensionRequest({ booking, extension }: { booking: OwnerBooking; extension: OwnerExtensionRequest }) {
  const queryClient = useQueryClient()
  const stateLabel = useExtensionStateLabel()
  // The requests come with the booking: every answer reads the booking (and the lists) again.
  const refresh = () => queryClient.invalidateQueries({ queryKey: ownerBookingsKey })
  const accept = useMutation({ mutationFn: () => acceptExtension(booking.id), onSuccess: refresh })
  const refuse = useMutation({ mutationFn: () => refuseExtension(booking.id), onSuccess: refresh })
  const from = formatDate(extension.date_from)
  const to = formatDate(extension.date_to)
  const earnings = formatAmount(extension.earnings, extension.currency)
  const { permissions } = extension
  const busy = accept.isPending || refuse.isPending
  return (
    <li className="owner-extension" data-testid="owner-extension">
      <p>
        <strong>{stateLabel(extension.state)}</strong>
      </p>
      <p>
        <Trans>
          From {from} to {to}: you earn {earnings} more.
        </Trans>
      </p>
      {extension.km_200 && (
        <p>
          <Trans>200 km a day</Trans>
        </p>
      )}
      {extension.km_unlimited && (
        <p>
          <Trans>Unlimited kilometres</Trans>
        </p>
      )}
      {(permissions.can_accept || permissions.can_refuse) && (
        <div className="owner-booking-actions owner-booking-actions--row">
          {permissions.can_accept && (
            <button
              type="button"
              className="button button--primary button--small"
              onClick={() => accept.mutate()}
              disabled={busy}
            >
              <Trans>Accept the extension</Trans>
            </button>
          )}
          {permissions.can_refuse && (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => refuse.mutate()}
              disabled={busy}
            >
              <Trans>Refuse the extension</Trans>
            </button>
          )}
        </div>
      )}
      <ActionError error={accept.error ?? refuse.error} />
    </li>
  )
}
