import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { formatNumber } from '../../../lib/format'
import { ownerBookingPricesQueryOptions, type OwnerBookingPrices } from '../api/get-owner-booking-prices'
import { formatAmount } from './owner-booking-format'

type Line = { label: string; amount: string; credit?: boolean }

/**
 * What the owner earns (GET /3/my-bookings/{id}/prices/): their part line by line, the commission, then the guest's fees.
 * The total is the server's settlement, what the ledger owes the owner: a late cancellation's kept share, or nothing.
 */
export function OwnerBookingEarnings({ bookingId }: { bookingId: number }) {
  const prices = useQuery(ownerBookingPricesQueryOptions(bookingId))
  return (
    <section className="owner-booking-section card" aria-labelledby="owner-earnings-title">
      <h2 id="owner-earnings-title">
        <Trans>Your earnings</Trans>
      </h2>
      {prices.isPending && (
        <p className="muted">
          <Trans>Loading the earnings…</Trans>
        </p>
      )}
      {prices.isError && (
        <p role="alert">
          <Trans>The earnings could not be loaded.</Trans>
        </p>
      )}
      {prices.data && <EarningsLines prices={prices.data} />}
    </section>
  )
}

function EarningsLines({ prices: p }: { prices: OwnerBookingPrices }) {
  const { t } = useLingui()
  const currency = p.currency_owner
  const nbDays = p.nb_days
  const rate = formatNumber(p.commission_rate, { style: 'percent' })
  const total = formatAmount(p.price, currency)
  const part: Line[] = [
    { label: plural(nbDays, { one: 'Rental (# day)', other: 'Rental (# days)' }), amount: p.price_rental },
    { label: t`Weekly discount`, amount: p.price_discount_weekly, credit: true },
    { label: t`Early booking discount`, amount: p.price_discount_early, credit: true },
    { label: t`Kilometres`, amount: p.price_km },
    { label: t`Options`, amount: p.price_options },
  ].filter((line) => Number(line.amount) !== 0)
  const guestFees: Line[] = [
    { label: t`Service fee`, amount: p.price_fees },
    { label: t`Second driver`, amount: p.price_second_driver },
    { label: t`Insurance`, amount: p.price_insurance },
    { label: t`Cancellation insurance`, amount: p.price_cancellation_insurance },
    { label: t`Rental cover`, amount: p.price_rental_cover },
    { label: t`Coupon (paid by Roam)`, amount: p.price_coupon, credit: true },
  ].filter((line) => Number(line.amount) !== 0)
  const row = (line: Line, className = '') => (
    <div key={line.label} className={`owner-earnings__line ${className}`}>
      <dt>{line.label}</dt>
      <dd>
        {line.credit ? '−' : ''}
        {formatAmount(line.amount, currency)}
      </dd>
    </div>
  )
  const settlement = p.settlement
  if (settlement.state === 'NONE')
    return (
      <p data-testid="owner-earnings-none">
        <Trans>Nothing is owed to you on this booking: it did not go ahead and the guest got back all they paid.</Trans>
      </p>
    )
  return (
    <>
      <dl className="owner-earnings">
        {part.map((line) => row(line))}
        {row({ label: t`Your part`, amount: p.price_owner_gross }, 'owner-earnings__subtotal')}
        {row({ label: t`Roam commission (${rate})`, amount: p.price_commission, credit: true })}
        {settlement.state === 'KEPT'
          ? row({ label: t`You receive for the cancellation`, amount: settlement.amount }, 'owner-earnings__total')
          : row({ label: t`You earn`, amount: settlement.amount }, 'owner-earnings__total')}
      </dl>
      {settlement.state === 'KEPT' && (
        <p>
          <Trans>
            The guest cancelled late and keeps paying part of the price: you receive your share of it, paid out once the
            refund is settled.
          </Trans>
        </p>
      )}
      {guestFees.length > 0 && (
        <>
          <h3 className="owner-earnings__heading">
            <Trans>Paid by the guest on top, not for you</Trans>
          </h3>
          <dl className="owner-earnings">{guestFees.map((line) => row(line))}</dl>
        </>
      )}
      <p className="muted">
        <Trans>The guest pays {total} in all.</Trans>
      </p>
    </>
  )
}
