import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { EarningsResult } from '../../../../domain/earnings-steps'
import type { FormErrors } from '../../../../domain/form-errors'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'

interface ResultsProps {
  state: 'estimating' | 'failed' | 'shown'
  result: EarningsResult | null
  failure: FormErrors | null
  signedIn: boolean
  pushed: boolean
  /** Whether the answers may still change (not once the lead is with the sales team). */
  canGoBack: boolean
  signUpHref: string
  onRetry: () => void
  onBack: () => void
}

/** The results step: the range per day and per year, how it was estimated, and what to do next. */
export function EarningsResults({
  state,
  result,
  failure,
  signedIn,
  pushed,
  canGoBack,
  signUpHref,
  onRetry,
  onBack,
}: ResultsProps) {
  const { t, i18n } = useLingui()
  if (state === 'estimating')
    return (
      <p aria-busy="true">
        <Trans>Estimating from the campers on Roam…</Trans>
      </p>
    )
  if (state === 'failed' || result === null) {
    const messages = [...(failure?.general ?? []), ...Object.values(failure?.fields ?? {}).flat()]
    return (
      <div role="alert">
        <p>
          <Trans>We could not estimate your earnings.</Trans>
        </p>
        {messages.map((message) => (
          <p key={message} className="earnings__error">
            {message}
          </p>
        ))}
        <button type="button" className="button button--secondary" onClick={onBack}>
          <Trans>Back</Trans>
        </button>{' '}
        <button type="button" className="button button--primary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    )
  }
  const money = (amount: number) =>
    new Intl.NumberFormat(i18n.locale, {
      style: 'currency',
      currency: result.currency,
      maximumFractionDigits: 0,
    }).format(amount)
  const criteria: Record<string, string> = {
    vehicle_type: t`the same type of vehicle`,
    country: t`registered in the same country`,
    seats: t`about as many seats`,
    age: t`about the same age`,
  }
  const comparables = result.comparables
  const occupancy = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    result.occupancyRate,
  )
  const offeredDays = result.offeredDays
  const dailyMin = money(result.minDaily)
  const dailyMax = money(result.maxDaily)
  const yearlyMin = money(result.minYearly)
  const yearlyMax = money(result.maxYearly)
  return (
    <section className="earnings__results" aria-live="polite">
      <p className="earnings__range" data-testid="earnings-daily">
        <Trans>
          {dailyMin} to {dailyMax} a day
        </Trans>
      </p>
      <p className="earnings__range" data-testid="earnings-yearly">
        <Trans>
          {yearlyMin} to {yearlyMax} a year
        </Trans>
      </p>
      <h2>
        <Trans>How we estimated it</Trans>
      </h2>
      <p data-testid="earnings-estimation">
        <Plural
          value={comparables}
          one="From the prices of # published camper on Roam over the last 12 months"
          other="From the prices of # published campers on Roam over the last 12 months"
        />
        {result.criteria.length > 0 ? (
          <>: {result.criteria.map((criterion) => criteria[criterion] ?? criterion).join(', ')}.</>
        ) : (
          <>
            . <Trans>Too few campers like yours are listed yet, so every published camper counts.</Trans>
          </>
        )}
      </p>
      <p>
        <Plural
          value={offeredDays}
          one={`They were booked ${occupancy} of the time; you offer your vehicle # day a year.`}
          other={`They were booked ${occupancy} of the time; you offer your vehicle # days a year.`}
        />
      </p>
      {signedIn ? (
        pushed && (
          <p>
            <Trans>Thank you! Our team will help you list your vehicle.</Trans>
          </p>
        )
      ) : (
        <p>
          <LocalizedLink className="button button--primary" to={signUpHref}>
            <Trans>Sign up to keep this estimate</Trans>
          </LocalizedLink>
        </p>
      )}
      <p>
        {/* Back to the answers: changing one estimates again. */}
        {canGoBack && (
          <>
            <button type="button" className="button button--secondary" onClick={onBack}>
              <Trans>Back</Trans>
            </button>{' '}
          </>
        )}
        <LocalizedLink className="button button--secondary" to={paths.onboardingVehicleType.href()}>
          <Trans>List my vehicle</Trans>
        </LocalizedLink>
      </p>
    </section>
  )
}
