import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { usePageHead } from '../../../lib/page-head'
import { pricesDetailsQueryOptions, type PricesDetails } from '../api/get-prices-details'
import { useCamperId } from '../components/camper-id'
import { OptionsEditor } from '../components/options-editor'
import { PricesForm } from '../components/prices-form'
import './owner-calendar.css'

/** /d/campers/{id}/prices: base price, stay and hours, the km options and the options. */
export function OwnerPricesPage() {
  const { t } = useLingui()
  usePageHead({ title: t`Prices · Roam` })
  const camperId = useCamperId()
  const details = useQuery({ ...pricesDetailsQueryOptions(camperId ?? 0), enabled: camperId !== null })
  if (camperId === null || details.isError) {
    return (
      <section className="page page--narrow page--center">
        <h2 className="page-title">
          <Trans>This camper could not be found</Trans>
        </h2>
        <p className="muted">
          <Trans>It may not exist, or it is another owner's camper.</Trans>
        </p>
      </section>
    )
  }
  if (!details.data)
    return (
      <section className="page">
        <p className="muted">
          <Trans>Loading the prices…</Trans>
        </p>
      </section>
    )
  return (
    <section className="page owner-prices">
      <h2 className="page-title">
        <Trans>Prices</Trans>
      </h2>
      <PricesForm key={details.dataUpdatedAt} details={details.data} />
      <KmOptions details={details.data} />
      <OptionsEditor details={details.data} />
    </section>
  )
}

/** The km options (spec 2 §9) and the long-stay discount are the marketplace's: shown, not set here. */
function KmOptions({ details }: { details: PricesDetails }) {
  const money = (amount: string) =>
    new Intl.NumberFormat(undefined, { style: 'currency', currency: details.currency }).format(Number(amount))
  const percent = new Intl.NumberFormat(undefined, { style: 'percent' }).format(details.weekly_discount.rate)
  const days = details.weekly_discount.min_days
  return (
    <section className="card" aria-labelledby="owner-km-title">
      <h3 id="owner-km-title">
        <Trans>Km options</Trans>
      </h3>
      <ul className="owner-options">
        {details.km_options.map((option) => {
          const price = money(option.price_per_day)
          const km = option.km
          return (
            <li key={option.km} className="owner-options__item" data-testid="km-option">
              <span>{km === 0 ? <Trans>Unlimited km</Trans> : <Trans>{km} km a day</Trans>}</span>
              <span>
                {!option.available ? (
                  <Trans>Not offered</Trans>
                ) : Number(option.price_per_day) === 0 ? (
                  <Trans>Included</Trans>
                ) : (
                  <Trans>{price} a day</Trans>
                )}
              </span>
            </li>
          )
        })}
      </ul>
      <p className="muted">
        <Plural
          value={days}
          one={`Stays of # day or more get ${percent} off.`}
          other={`Stays of # days or more get ${percent} off.`}
        />
      </p>
    </section>
  )
}
