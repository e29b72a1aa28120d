import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import { BOOKING_PURPOSES, isBookingPurpose } from '../../../../domain/booking-rules'
import { KM_OPTIONS, type KmOption } from '../../../../domain/stay-price'
import { useBookingPurposeLabel } from '../../../lib/booking-purposes'
import { guestBookingQueryOptions } from '../../../api/get-guest-booking'
import { bookingPricesQueryOptions } from '../../../api/get-booking-prices'
import { FunnelError } from '../components/funnel-error'
import { FunnelLayout } from '../components/funnel-layout'
import { useFunnel } from '../components/use-funnel'

/** Step travel-details: dates, departure and return hours, travelers and kilometres (spec 2 §2, §9). */
export function TravelDetailsPage() {
  const { t } = useLingui()
  const id = useId()
  const { bookingId, saving, failure, next } = useFunnel()
  // The listing's booking box may have chosen the kilometres already.
  const [searchParams] = useSearchParams()
  const proposedKm = KM_OPTIONS.find((option) => String(option) === searchParams.get('km_option'))
  const booking = useQuery(guestBookingQueryOptions(bookingId))
  const prices = useQuery(bookingPricesQueryOptions(bookingId))
  const purposeLabel = useBookingPurposeLabel()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const chosen = String(form.get('purpose') ?? '')
    const purpose = isBookingPurpose(chosen) ? chosen : null
    next({
      travelDetails: {
        date_from: String(form.get('date_from')),
        date_to: String(form.get('date_to')),
        hour_from: form.get('hour_from') === '9' ? 9 : 14,
        hour_to: form.get('hour_to') === '20' ? 20 : 12,
        km_option: KM_OPTIONS.find((option) => String(option) === form.get('km_option')) ?? 100,
        travelers: Number(form.get('travelers')),
        // Sent once chosen, or to clear one chosen before.
        ...(purpose || booking.data?.purpose ? { purpose } : {}),
      },
    })
  }
  const kmLabels: Record<KmOption, string> = {
    100: t`100 km a day (included)`,
    200: t`200 km a day`,
    0: t`Unlimited kilometres`,
  }
  return (
    <FunnelLayout title={t`Your trip`}>
      {booking.data && prices.data ? (
        <form onSubmit={submit}>
          <div className="field-row">
            <div className="field">
              <label htmlFor={`${id}-from`}>
                <Trans>Departure</Trans>
              </label>
              <input id={`${id}-from`} name="date_from" type="date" required defaultValue={prices.data.date_from} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-hour-from`}>
                <Trans>Departure time</Trans>
              </label>
              <select
                id={`${id}-hour-from`}
                name="hour_from"
                defaultValue={String(prices.data.hour_from ?? booking.data.hour_from)}
              >
                <option value="9">09:00</option>
                <option value="14">14:00</option>
              </select>
            </div>
          </div>
          <div className="field-row">
            <div className="field">
              <label htmlFor={`${id}-to`}>
                <Trans>Return</Trans>
              </label>
              <input id={`${id}-to`} name="date_to" type="date" required defaultValue={prices.data.date_to} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-hour-to`}>
                <Trans>Return time</Trans>
              </label>
              <select
                id={`${id}-hour-to`}
                name="hour_to"
                defaultValue={String(prices.data.hour_to ?? booking.data.hour_to)}
              >
                <option value="12">12:00</option>
                <option value="20">20:00</option>
              </select>
            </div>
          </div>
          <div className="field">
            <label htmlFor={`${id}-travelers`}>
              <Trans>Travelers</Trans>
            </label>
            <input
              id={`${id}-travelers`}
              name="travelers"
              type="number"
              min={1}
              max={9}
              required
              defaultValue={booking.data.travelers}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-purpose`}>
              <Trans>What is the trip for?</Trans>
            </label>
            <select id={`${id}-purpose`} name="purpose" defaultValue={booking.data.purpose ?? ''}>
              <option value="">{t`I would rather not say`}</option>
              {BOOKING_PURPOSES.map((value) => (
                <option key={value} value={value}>
                  {purposeLabel(value)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="funnel-choices">
            <legend>
              <Trans>Kilometres</Trans>
            </legend>
            {([100, 200, 0] as const).map((option) => (
              <label key={option} className="funnel-choice">
                <input
                  type="radio"
                  name="km_option"
                  value={option}
                  defaultChecked={(proposedKm ?? prices.data.km_option) === option}
                />
                <span className="funnel-choice__body">{kmLabels[option]}</span>
              </label>
            ))}
          </fieldset>
          <FunnelError failure={failure} />
          <button className="button button--primary" type="submit" disabled={saving}>
            <Trans>Continue</Trans>
          </button>
        </form>
      ) : (
        <FunnelError error={booking.error ?? prices.error} />
      )}
    </FunnelLayout>
  )
}
