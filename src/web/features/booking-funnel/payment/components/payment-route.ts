import { useParams } from 'react-router'
import { paths } from '../../../../lib/paths'
import { useLocalizedPath } from '../../../../lib/locale-context'

/**
 * The booking of the payment step (a regular booking's /campers/{id}/payment/{booking_id}/… or an instant
 * request's /campers/{id}/instant-request/{request_id}/…) and where a booking that cannot be paid goes.
 */
export function usePaymentRoute() {
  const params = useParams()
  const localize = useLocalizedPath()
  const rawId = params.requestId ?? params.bookingId ?? ''
  const bookingId = /^\d+$/.test(rawId) ? Number(rawId) : null
  return {
    bookingId,
    tripHref: localize(`${paths.trips.href()}/${rawId}`),
    tripsTodoHref: localize(`${paths.trips.href()}?meta_state=todo`),
  }
}
