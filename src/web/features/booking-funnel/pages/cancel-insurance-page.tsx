import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { CANCEL_INSURANCE_RATE } from '../../../../domain/booking-price-engine'
import { formatNumber } from '../../../lib/format'
import { bookingPricesQueryOptions } from '../../../api/get-booking-prices'
import { FunnelError } from '../components/funnel-error'
import { FunnelLayout } from '../components/funnel-layout'
import { useFunnel } from '../components/use-funnel'

/** Step cancel-insurance: whether the guest adds the cancellation insurance (yes or no). */
export function CancelInsurancePage() {
  const { t } = useLingui()
  const { bookingId, saving, failure, next } = useFunnel()
  const prices = useQuery(bookingPricesQueryOptions(bookingId))
  const rate = formatNumber(CANCEL_INSURANCE_RATE, { style: 'percent' })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    next({ prices: { cancel_insurance: new FormData(event.currentTarget).get('cancel_insurance') === 'yes' } })
  }
  return (
    <FunnelLayout title={t`Cancellation insurance`}>
      {prices.data ? (
        <form onSubmit={submit}>
          <p>
            <Trans>
              The cancellation insurance refunds your trip if you must cancel it. It costs {rate} of the trip and its
              insurance.
            </Trans>
          </p>
          <fieldset className="funnel-choices">
            <legend>
              <Trans>Add the cancellation insurance?</Trans>
            </legend>
            <label className="funnel-choice">
              <input
                type="radio"
                name="cancel_insurance"
                value="yes"
                defaultChecked={prices.data.cancel_insurance}
                required
              />
              <span className="funnel-choice__body">
                <Trans>Yes, insure my trip against cancellation</Trans>
              </span>
            </label>
            <label className="funnel-choice">
              <input
                type="radio"
                name="cancel_insurance"
                value="no"
                defaultChecked={!prices.data.cancel_insurance}
                required
              />
              <span className="funnel-choice__body">
                <Trans>No, thank you</Trans>
              </span>
            </label>
          </fieldset>
          <FunnelError failure={failure} />
          <button className="button button--primary" type="submit" disabled={saving}>
            <Trans>Continue</Trans>
          </button>
        </form>
      ) : (
        <FunnelError error={prices.error} />
      )}
    </FunnelLayout>
  )
}
