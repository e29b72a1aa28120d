import { useParams } from 'react-router'
import { paths } from '../../../../app/paths'
import { useLocalizedPath } from '../../../../app/locale-context'

/**
 * Where the payment step lives: a regular booking's funnel (/campers/{id}/payment/{booking_id}/…) or an
 * instant request's (/campers/{id}/instant-request/{request_id}/…), with the addresses of its sibling steps.
 */
export function usePaymentRoute() {
  const params = useParams()
  const localize = useLocalizedPath()
  const camperId = params.id ?? ''
  const instant = params.requestId !== undefined
  const rawId = params.requestId ?? params.bookingId ?? ''
  const bookingId = /^\d+$/.test(rawId) ? Number(rawId) : null
  const family = instant
    ? { payment: paths.instantRequestPayment.href, callback: paths.instantRequestPaymentCallback.href, success: paths.instantRequestSuccess.href }
    : { payment: paths.campersPayment.href, callback: paths.campersPaymentCallback.href, success: paths.campersPaymentSuccess.href }
  return {
    camperId,
    bookingId,
    paymentHref: (errorCode?: string) => localize(family.payment(camperId, rawId, { error_code: errorCode })),
    callbackHref: localize(family.callback(camperId, rawId)),
    successHref: localize(family.success(camperId, rawId)),
    tripHref: localize(`${paths.trips.href()}/${rawId}`),
    tripsTodoHref: localize(`${paths.trips.href()}?meta_state=todo`),
  }
}
