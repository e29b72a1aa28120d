import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, type FormEvent } from 'react'
import { guestBookingQueryOptions } from '../../../api/get-guest-booking'
import { bookingPricesQueryOptions } from '../../../api/get-booking-prices'
import { referentialQueryOptions } from '../../../api/get-referential'
import { useLocale } from '../../../lib/locale-context'
import { updatePrices } from '../api/update-prices'
import { FunnelError } from '../components/funnel-error'
import { FunnelLayout } from '../components/funnel-layout'
import { InstalmentPlans, PriceLines } from '../components/price-lines'
import { useFunnel } from '../components/use-funnel'

/** Step summary: every price line, the coupon, the instalment plans; then on to the owner's message or the payment. */
export function SummaryPage() {
  const { t } = useLingui()
  const id = useId()
  const { family, bookingId, saving, failure, next } = useFunnel()
  const queryClient = useQueryClient()
  const booking = useQuery(guestBookingQueryOptions(bookingId))
  const prices = useQuery(bookingPricesQueryOptions(bookingId))
  const { locale } = useLocale()
  const offered = useQuery({
    ...referentialQueryOptions(locale),
    select: (referential) => referential.payment_type_available,
  })
  const coupon = useMutation({
    mutationFn: (code: string | null) => updatePrices(bookingId, { coupon_code: code }),
    onSuccess: (next) => queryClient.setQueryData(bookingPricesQueryOptions(bookingId).queryKey, next),
  })
  const applyCoupon = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const code = String(new FormData(event.currentTarget).get('coupon_code') ?? '').trim()
    if (code) coupon.mutate(code)
  }
  return (
    <FunnelLayout title={t`Summary`}>
      {prices.data ? (
        <>
          <PriceLines prices={prices.data} />
          {prices.data.coupon_code ? (
            <p>
              <Trans>Coupon {prices.data.coupon_code} applied.</Trans>{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => coupon.mutate(null)}
                disabled={coupon.isPending}
              >
                <Trans>Remove</Trans>
              </button>
            </p>
          ) : (
            <form className="funnel-coupon" onSubmit={applyCoupon}>
              <div className="field">
                <label htmlFor={`${id}-coupon`}>
                  <Trans>Coupon code</Trans>
                </label>
                <input id={`${id}-coupon`} name="coupon_code" autoComplete="off" />
              </div>
              <button className="button button--secondary" type="submit" disabled={coupon.isPending}>
                <Trans>Apply</Trans>
              </button>
            </form>
          )}
          <FunnelError error={coupon.error} />
          {family !== 'request' && offered.data && <InstalmentPlans prices={prices.data} offered={offered.data} />}
          <FunnelError failure={failure} />
          <button
            className="button button--primary"
            type="button"
            onClick={() => next()}
            disabled={saving || !booking.data}
          >
            {family === 'request' ? <Trans>Continue</Trans> : <Trans>Continue to payment</Trans>}
          </button>
        </>
      ) : (
        <FunnelError error={prices.error} />
      )}
    </FunnelLayout>
  )
}
