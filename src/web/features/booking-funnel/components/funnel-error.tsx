import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { guestBookingError, type GuestBookingError } from '../../../../domain/booking-funnel-errors'
import { EmailVerificationNotice } from '../../../components/email-verification-notice'
import { ApiClientError } from '../../../lib/api-client-error'

/** A failed funnel call as one of the spec's guest booking error families. */
export function funnelErrorOf(error: unknown): GuestBookingError | null {
  if (!error) return null
  if (error instanceof ApiClientError) return guestBookingError(error.apiError.status, error.apiError.body)
  return { kind: 'unknown' }
}

/** The text of a price error (spec 2 §8), 108 with the number of days. */
function usePriceErrorText() {
  const { t } = useLingui()
  return (code: number, minLength: number | null): string => {
    switch (code) {
      case 103:
        return t`The end of the trip must be after its start.`
      case 104:
        return t`Your documents must be validated: the trip starts in less than 72 hours.`
      case 110:
        return t`Your documents must be validated: the trip starts in less than 24 hours.`
      case 106:
        return t`This vehicle cannot be rented with unlimited kilometres.`
      case 107:
        return t`The vehicle is not available on these dates.`
      case 108:
        return minLength !== null
          ? plural(minLength, {
              one: 'This vehicle must be rented for at least # day.',
              other: 'This vehicle must be rented for at least # days.',
            })
          : t`This vehicle must be rented for more days.`
      case 109:
        return t`The owner does not hand over or take back the vehicle on this day of the week.`
      default:
        return t`These dates cannot be booked.`
    }
  }
}

/** The messages of a failed call; field messages too unless the form shows them next to their fields. */
export function useFunnelErrorMessages(fieldsShown = false) {
  const { t } = useLingui()
  const priceText = usePriceErrorText()
  return (error: GuestBookingError | null): string[] => {
    if (!error) return []
    switch (error.kind) {
      case 'prices':
        return [priceText(error.code, error.minLength)]
      case 'invalid_coupon_code':
        return [t`This coupon code is not valid.`]
      case 'rental_cover_service_unavailable':
        return [
          t`The rental cover service is unavailable. Try again in a few minutes, or continue without rental cover.`,
        ]
      case 'validate':
        return [
          error.code === 'CAMPER_ALREADY_BOOKED'
            ? t`The camper was booked for these dates by someone else meanwhile.`
            : t`This booking can no longer be changed in its current state.`,
        ]
      case 'fields':
        return fieldsShown
          ? error.errors.general
          : [...error.errors.general, ...Object.values(error.errors.fields).flat()]
      // Shown as the notice with its resend button, not as text (see FunnelError).
      case 'email_not_verified':
        return []
      case 'unknown':
        return [t`Something went wrong. Please try again.`]
    }
  }
}

/** An alert with the messages of a failed call (or of the machine's last failed save), next to the action that made it. */
export function FunnelError({
  error,
  failure,
  fieldsShown = false,
}: {
  error?: unknown
  failure?: GuestBookingError | null
  fieldsShown?: boolean
}) {
  const messagesOf = useFunnelErrorMessages(fieldsShown)
  const shown = failure ?? funnelErrorOf(error)
  if (shown?.kind === 'email_not_verified') return <EmailVerificationNotice gate="request" />
  const messages = messagesOf(shown)
  if (messages.length === 0) return null
  return (
    <div className="form-error" role="alert">
      {messages.map((message, index) => (
        <p key={index}>{message}</p>
      ))}
    </div>
  )
}
