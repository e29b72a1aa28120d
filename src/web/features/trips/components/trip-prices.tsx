import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { bookingPricesQueryOptions, type BookingPrices } from '../../../api/get-booking-prices'
import { formatDate } from '../../../lib/format'
import { formatAmount } from './trip-format'

type Line = { label: string; amount: string; credit?: boolean }

/** Every price line of the trip that is not zero, then the total and the instalments of card_2. */
export function TripPricesSection({ tripId }: { tripId: number }) {
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
    <>
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
      {prices.price_2x_first !== null && prices.price_2x_second !== null && prices.second_payment_date && (
        <Instalments
          currency={currency}
          first={prices.price_2x_first}
          second={prices.price_2x_second}
          secondDate={prices.second_payment_date}
        />
      )}
    </>
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
