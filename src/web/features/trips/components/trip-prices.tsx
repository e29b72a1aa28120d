import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { bookingPaymentPlan } from '../../../../domain/payment-rules'
import { bookingPricesQueryOptions, type BookingPrices } from '../../../api/get-booking-prices'
import { referentialQueryOptions } from '../../../api/get-referential'
import { formatDate } from '../../../lib/format'
import { useLocale } from '../../../lib/locale-context'
import { tripPaymentsQueryOptions, type TripPayment } from '../api/list-trip-payments'
import { formatAmount } from './trip-format'

type Line = { label: string; amount: string; credit?: boolean }

/** Every price line of the trip that is not zero, then the total and, when there are any, its instalments. */
export function TripPricesSection({ tripId, canPay }: { tripId: number; canPay: boolean }) {
  const lines = usePriceLines()
  const prices = useQuery(bookingPricesQueryOptions(tripId))
  return (
    <section className="trip-section card" aria-labelledby="trip-prices-title">
      <h2 id="trip-prices-title">
        <Trans>Price</Trans>
      </h2>
      {prices.isPending && (
        <p className="muted">
          <Trans>Loading the prices…</Trans>
        </p>
      )}
      {prices.isError && (
        <p role="alert">
          <Trans>The prices could not be loaded.</Trans>
        </p>
      )}
      {prices.data && <PriceLines prices={prices.data} lines={lines(prices.data)} />}
      {prices.data && <TripInstalments tripId={tripId} canPay={canPay} prices={prices.data} />}
    </section>
  )
}

function usePriceLines(): (p: BookingPrices) => Line[] {
  const { t } = useLingui()
  return (p) => {
    const nbDays = p.nb_days
    const all: Line[] = [
      { label: plural(nbDays, { one: 'Rental (# day)', other: 'Rental (# days)' }), amount: p.price_rental },
      { label: t`Weekly discount`, amount: p.price_discount_weekly, credit: true },
      { label: t`Early booking discount`, amount: p.price_discount_early, credit: true },
      { label: t`Kilometres`, amount: p.price_km },
      { label: t`Options`, amount: p.price_options },
      { label: t`Second driver`, amount: p.price_second_driver },
      { label: t`Insurance`, amount: p.price_insurance },
      { label: t`Cancellation insurance`, amount: p.price_cancellation_insurance },
      { label: t`Rental cover`, amount: p.price_rental_cover },
      { label: t`Service fee`, amount: p.price_fees },
      { label: t`Coupon`, amount: p.price_coupon, credit: true },
    ]
    return all.filter((line) => Number(line.amount) !== 0)
  }
}

function PriceLines({ prices, lines: shown }: { prices: BookingPrices; lines: Line[] }) {
  const currency = prices.currency_used
  const total = formatAmount(prices.price, currency)
  return (
    <dl className="trip-prices">
      {shown.map((line) => (
        <div key={line.label} className="trip-prices__line">
          <dt>{line.label}</dt>
          <dd>
            {line.credit ? '−' : ''}
            {formatAmount(line.amount, currency)}
          </dd>
        </div>
      ))}
      <div className="trip-prices__line trip-prices__total">
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd>{total}</dd>
      </div>
    </dl>
  )
}

/**
 * Instalments only where the server says there are: a trip paid in several charges lists them; a trip still to pay
 * shows the two-payment offer when its storefront offers card_2 and the dates allow it. A trip paid at once shows none.
 */
function TripInstalments({ tripId, canPay, prices }: { tripId: number; canPay: boolean; prices: BookingPrices }) {
  const { locale } = useLocale()
  const payments = useQuery(tripPaymentsQueryOptions(tripId))
  const card2Offered = useQuery({
    ...referentialQueryOptions(locale),
    select: (referential) => referential.payment_type_available.includes('card_2'),
  })
  if (!payments.data) return null
  const plan = bookingPaymentPlan(payments.data)
  if (plan.length > 1) return <PaidInstalments plan={plan} />
  const { price_2x_first: first, price_2x_second: second, second_payment_date: secondDate } = prices
  if (plan.length === 0 && canPay && card2Offered.data && first !== null && second !== null && secondDate) {
    return <Instalments currency={prices.currency_used} first={first} second={second} secondDate={secondDate} />
  }
  return null
}

function PaidInstalments({ plan }: { plan: TripPayment[] }) {
  const { t } = useLingui()
  const count = plan[0]!.instalment_count
  return (
    <div className="trip-instalments">
      <p className="muted">
        <Trans>Paid in {count} instalments:</Trans>
      </p>
      <ul>
        {plan.map((payment) => {
          const amount = formatAmount(payment.amount, payment.currency)
          const on = formatDate(payment.due_on ?? payment.created_at.slice(0, 10))
          return (
            <li key={payment.id}>{payment.state === 'done' ? t`${amount}, paid on ${on}` : t`${amount} on ${on}`}</li>
          )
        })}
      </ul>
    </div>
  )
}

function Instalments({
  currency,
  first,
  second,
  secondDate,
}: {
  currency: string
  first: string
  second: string
  secondDate: string
}) {
  const now = formatAmount(first, currency)
  const later = formatAmount(second, currency)
  const on = formatDate(secondDate)
  return (
    <p className="muted">
      <Trans>
        In two payments: {now} now, {later} on {on}.
      </Trans>
    </p>
  )
}
