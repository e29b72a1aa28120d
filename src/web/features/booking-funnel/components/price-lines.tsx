import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate, formatNumber } from '../../../lib/format'
import type { BookingPrices } from '../../../api/get-booking-prices'

export function formatAmount(amount: string, currency: string): string {
  return formatNumber(Number(amount), { style: 'currency', currency })
}

const positive = (amount: string | null) => amount !== null && Number(amount) > 0

/** Every line of the booking's price (spec 2 §3), the lines worth nothing left out. */
export function PriceLines({ prices }: { prices: BookingPrices }) {
  const { t } = useLingui()
  const money = (amount: string) => formatAmount(amount, prices.currency_used)
  // Discounts and the coupon are taken off; a line worth nothing is left out.
  const line = (label: string, amount: string, off = false) =>
    positive(amount) ? [[label, `${off ? '−' : ''}${money(amount)}`] as const] : []
  const lines = [
    [plural(prices.nb_days, { one: 'Rental (# day)', other: 'Rental (# days)' }), money(prices.price_rental)] as const,
    ...line(t`Weekly discount`, prices.price_discount_weekly, true),
    ...line(t`Early booking discount`, prices.price_discount_early, true),
    ...line(t`Kilometres`, prices.price_km),
    ...line(t`Options`, prices.price_options),
    ...line(t`Second driver`, prices.price_second_driver),
    ...line(t`Insurance`, prices.price_insurance),
    ...line(t`Cancellation insurance`, prices.price_cancellation_insurance),
    ...line(t`Rental cover`, prices.price_rental_cover),
    [t`Service fee`, money(prices.price_fees)] as const,
    ...line(t`Coupon ${prices.coupon_code ?? ''}`, prices.price_coupon, true),
  ]
  return (
    <dl className="details funnel-prices">
      {lines.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="funnel-prices__total">
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd>{money(prices.price)}</dd>
      </div>
    </dl>
  )
}

/**
 * The instalment plans (spec 2 §3): card_2 now and 30 days before the start, cred_4 every 30 days from today; each only
 * where the storefront offers its method (`offered`: the referential's payment_type_available), none at all elsewhere.
 */
export function InstalmentPlans({ prices, offered }: { prices: BookingPrices; offered: readonly string[] }) {
  const money = (amount: string) => formatAmount(amount, prices.currency_used)
  const { price_2x_first: first, price_2x_second: second, second_payment_date: secondDate } = prices
  const twoOffered = offered.includes('card_2')
  const fourOffered = offered.includes('cred_4')
  if (!twoOffered && !fourOffered) return null
  return (
    <section className="funnel-instalments" aria-labelledby="funnel-instalments-title">
      <h2 id="funnel-instalments-title">
        <Trans>Pay in instalments</Trans>
      </h2>
      {!twoOffered ? null : first !== null && second !== null && secondDate !== null ? (
        <div>
          <h3>
            <Trans>In two payments</Trans>
          </h3>
          <ul>
            <li>
              <Trans>{money(first)} today</Trans>
            </li>
            <li>
              <Trans>
                {money(second)} on {formatDate(secondDate)}
              </Trans>
            </li>
          </ul>
        </div>
      ) : (
        <p className="muted">
          <Trans>Paying in two payments is possible when the trip starts in 45 days or more.</Trans>
        </p>
      )}
      {fourOffered && prices.price_4x.length > 0 && (
        <div>
          <h3>
            <Trans>In four payments</Trans>
          </h3>
          <ul>
            {prices.price_4x.map((instalment) => (
              <li key={instalment.date}>
                <Trans>
                  {money(instalment.amount)} on {formatDate(instalment.date)}
                </Trans>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
