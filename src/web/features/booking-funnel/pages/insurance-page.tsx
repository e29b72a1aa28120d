import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import {
  buybackDeductibleReduction,
  funnelInsuranceChoices,
  MAIN_DEDUCTIBLE_COVER,
  preselectedInsurance,
} from '../../../../domain/insurance-rules'
import { guestBookingQueryOptions } from '../../../api/get-guest-booking'
import { bookingPricesQueryOptions } from '../../../api/get-booking-prices'
import { rentalCoverConditionsQueryOptions } from '../api/get-rental-cover-conditions'
import { insurancesQueryOptions, type InsuranceChoices } from '../api/list-insurances'
import { FunnelError } from '../components/funnel-error'
import { FunnelLayout } from '../components/funnel-layout'
import { formatAmount } from '../components/price-lines'
import { useFunnel } from '../components/use-funnel'

/**
 * Step insurance: one of the insurances priced for the stay (the reinforced ones as the deductible buy-back, only when the
 * booking allows it), and the rental cover when the insurance allows it.
 */
export function InsurancePage() {
  const { t } = useLingui()
  const { bookingId, camperId, saving, failure, next } = useFunnel()
  const prices = useQuery(bookingPricesQueryOptions(bookingId))
  const booking = useQuery(guestBookingQueryOptions(bookingId))
  const choices = useQuery({
    ...insurancesQueryOptions(camperId, prices.data?.date_from ?? '', prices.data?.date_to ?? ''),
    enabled: prices.data !== undefined,
  })
  const coverAvailable = prices.data?.permissions.is_rental_cover_available === true
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    next({ prices: { insurance: String(form.get('insurance')), rental_cover: form.get('rental_cover') === 'on' } })
  }
  const { standard, buyback, base } = funnelInsuranceChoices(
    choices.data?.choices ?? [],
    booking.data?.permissions.is_buyback_available === true,
  )
  const offered = [...standard, ...buyback]
  const chosen = preselectedInsurance(offered, prices.data?.insurance)
  return (
    <FunnelLayout title={t`Insurance`}>
      {prices.data && choices.data && booking.data ? (
        <form onSubmit={submit}>
          <fieldset className="funnel-choices">
            <legend>
              <Trans>Choose your insurance</Trans>
            </legend>
            {standard.map((choice) => (
              <InsuranceOption key={choice.slug} choice={choice} checked={choice.slug === chosen} />
            ))}
          </fieldset>
          {buyback.length > 0 && (
            <fieldset className="funnel-choices">
              <legend>
                <Trans>Deductible buy-back</Trans>
              </legend>
              {buyback.map((choice) => (
                <InsuranceOption key={choice.slug} choice={choice} checked={choice.slug === chosen} base={base} />
              ))}
            </fieldset>
          )}
          {coverAvailable && <RentalCover checked={prices.data.rental_cover} />}
          <FunnelError failure={failure} />
          <button className="button button--primary" type="submit" disabled={saving || offered.length === 0}>
            <Trans>Continue</Trans>
          </button>
        </form>
      ) : (
        <FunnelError error={prices.error ?? choices.error ?? booking.error} />
      )}
    </FunnelLayout>
  )
}

type Choice = InsuranceChoices['choices'][number]

/** One insurance; a buy-back one also says how much lower its damage deductible is than the standard insurance's (`base`). */
function InsuranceOption({ choice, checked, base = null }: { choice: Choice; checked: boolean; base?: Choice | null }) {
  const money = (amount: string) => formatAmount(amount, choice.currency)
  const reduction = base ? buybackDeductibleReduction(base.deductibles, choice.deductibles) : null
  const baseDeductible = base ? money(base.deductibles[MAIN_DEDUCTIBLE_COVER]) : ''
  const less = reduction ? money(reduction) : ''
  return (
    <label className="funnel-choice">
      <input type="radio" name="insurance" value={choice.slug} defaultChecked={checked} required />
      <span className="funnel-choice__body">
        <strong>{choice.name}</strong>
        <span>
          {choice.slug === 'none' ? (
            <Trans>The owner’s own insurance</Trans>
          ) : (
            <Trans>{money(choice.price_total)} for the trip</Trans>
          )}
        </span>
        <span className="muted">
          <Trans>Deductible for damage: {money(choice.deductibles.damage_to_vehicle)}</Trans>
        </span>
        {reduction && (
          <span className="funnel-choice__buyback">
            <Trans>
              {less} less than the {baseDeductible} of the standard insurance
            </Trans>
          </span>
        )}
      </span>
    </label>
  )
}

/** The rental cover pays the deductible back; its conditions come from the cover service, which may be down (503). */
function RentalCover({ checked }: { checked: boolean }) {
  const conditions = useQuery(rentalCoverConditionsQueryOptions())
  return (
    <fieldset className="funnel-choices">
      <legend>
        <Trans>Rental cover</Trans>
      </legend>
      {conditions.data && (
        <p>
          {conditions.data.title}: {conditions.data.summary}
        </p>
      )}
      {conditions.error ? (
        <FunnelError error={conditions.error} />
      ) : (
        <label className="funnel-choice">
          <input type="checkbox" name="rental_cover" defaultChecked={checked} />
          <span className="funnel-choice__body">
            <Trans>Add the rental cover: your deductible paid back after a claim</Trans>
          </span>
        </label>
      )}
    </fieldset>
  )
}
