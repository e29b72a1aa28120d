import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { FUNNEL_STEPS, type FunnelStep } from '../../../../domain/booking-funnel-routing'
import { LocalizedLink } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { useDisplayCurrency } from '../../../lib/display-currency'
import { formatDate } from '../../../lib/format'
import { guestBookingQueryOptions } from '../../../api/get-guest-booking'
import { bookingPricesQueryOptions } from '../../../api/get-booking-prices'
import { formatAmount } from './price-lines'
import { useFunnel } from './use-funnel'
import './booking-funnel.css'

function useStepLabel() {
  const { t } = useLingui()
  const labels: Record<FunnelStep, string> = {
    'travel-details': t`Trip details`,
    'cancel-insurance': t`Cancellation insurance`,
    insurance: t`Insurance`,
    'user-details': t`Your details`,
    summary: t`Summary`,
    'message-owner': t`Message to the owner`,
    payment: t`Payment`,
    'payment-callback': t`Payment`,
    success: t`Done`,
  }
  return (step: FunnelStep) => labels[step]
}

/** The frame of every step: where the guest is in the funnel, the step itself, and the trip with its total. */
export function FunnelLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useLingui()
  const { family, step, bookingId, backHref } = useFunnel()
  const labelOf = useStepLabel()
  const booking = useQuery(guestBookingQueryOptions(bookingId))
  const prices = useQuery({ ...bookingPricesQueryOptions(bookingId), enabled: step !== 'success' })
  const displayCurrency = useDisplayCurrency()
  usePageHead({ title: t`${title} · Roam` })
  const steps = FUNNEL_STEPS[family].filter((name) => name !== 'payment-callback' && name !== 'success')
  return (
    <div className="container booking-funnel">
      {step !== 'success' && (
        <ol className="booking-funnel__steps" aria-label={t`Booking steps`}>
          {steps.map((name) => (
            <li key={name} aria-current={name === step ? 'step' : undefined}>
              {labelOf(name)}
            </li>
          ))}
        </ol>
      )}
      <div className="booking-funnel__body">
        <section className="booking-funnel__step">
          <h1 className="page-title">{title}</h1>
          {children}
          {backHref && step !== 'success' && (
            <p>
              <LocalizedLink to={backHref} className="link-button">
                <Trans>Back</Trans>
              </LocalizedLink>
            </p>
          )}
        </section>
        {booking.data && (
          <aside className="card booking-funnel__trip" aria-label={t`Your trip`}>
            {booking.data.camper.photo && <img src={booking.data.camper.photo} alt="" />}
            <h2>{booking.data.camper.title}</h2>
            <p className="muted">{booking.data.camper.city}</p>
            <p>
              <Trans>
                From {formatDate(booking.data.date_from)} to {formatDate(booking.data.date_to)}
              </Trans>
            </p>
            {prices.data && (
              <p className="booking-funnel__total">
                <Trans>Total: {formatAmount(prices.data.price, prices.data.currency_used)}</Trans>
              </p>
            )}
            {prices.data && prices.data.currency_used !== displayCurrency && (
              <p className="muted" data-testid="charged-currency">
                <Trans>You are charged in the owner’s currency, {prices.data.currency_used}.</Trans>
              </p>
            )}
          </aside>
        )}
      </div>
    </div>
  )
}
