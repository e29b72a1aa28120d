import { Trans, useLingui } from '@lingui/react/macro'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { HomeSearchForm } from '../components/home-search-form'
import { LatestReviews } from '../components/latest-reviews'
import { TopDestinations } from '../components/top-destinations'
import './home-page.css'

const VEHICLE_ART: Record<string, string> = {
  campervan: 'M6 30h44l4-10H18l-6 4H6Zm6 0a4 4 0 1 0 8 0m20 0a4 4 0 1 0 8 0',
  coachbuilt: 'M4 30h48V14H12l-8 8Zm8 0a4 4 0 1 0 8 0m20 0a4 4 0 1 0 8 0M16 14V8h30v6',
  van: 'M6 30h46V18l-6-6H6Zm6 0a4 4 0 1 0 8 0m22 0a4 4 0 1 0 8 0',
  caravan: 'M8 30h38V12H14l-6 8Zm38-4h8M14 30a4 4 0 1 0 8 0',
}

export function HomePage() {
  const { t } = useLingui()
  const types = [
    {
      key: 'campervan',
      to: paths.category.href('campervan'),
      title: t`Campervans`,
      text: t`Compact, nimble and perfect for two.`,
    },
    {
      key: 'coachbuilt',
      to: paths.category.href('motorhome'),
      title: t`Motorhomes`,
      text: t`Room for the whole family, comfort included.`,
    },
    { key: 'van', to: paths.category.href('van'), title: t`Converted vans`, text: t`Go anywhere, park anywhere.` },
    // Caravans have no category page (spec 1 §2): the search filters on their type (6).
    {
      key: 'caravan',
      to: paths.search.href({ types: '6' }),
      title: t`Caravans`,
      text: t`Hook it up and settle in for the season.`,
    },
  ]
  const steps = [
    {
      title: t`Find your camper`,
      text: t`Compare thousands of vehicles listed by their owners, with real reviews from travellers.`,
    },
    {
      title: t`Book with confidence`,
      text: t`Pay securely online. Insurance and roadside assistance are included in every trip.`,
    },
    {
      title: t`Hit the road`,
      text: t`Meet the owner, pick up the keys and enjoy the freedom of travelling at your own pace.`,
    },
  ]
  return (
    <div className="home">
      <section className="hero">
        <div className="container hero__inner">
          <p className="eyebrow eyebrow--light">
            <Trans>Camper rental between individuals</Trans>
          </p>
          <h1 className="hero__title">
            <Trans>Your next road trip starts here</Trans>
          </h1>
          <p className="hero__lead">
            <Trans>Rent campervans, motorhomes and vans from their owners, insured and assisted all the way.</Trans>
          </p>
          <HomeSearchForm />
        </div>
      </section>

      <section className="section" aria-labelledby="home-types">
        <div className="container">
          <h2 id="home-types" className="section__title">
            <Trans>Which vehicle suits you?</Trans>
          </h2>
          <ul className="type-grid">
            {types.map((type) => (
              <li key={type.key}>
                <LocalizedLink className="type-card" to={type.to}>
                  <svg viewBox="0 0 56 40" className="type-card__art" aria-hidden="true" focusable="false">
                    <path
                      d={VEHICLE_ART[type.key]}
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2.2"
                      strokeLinejoin="round"
                      strokeLinecap="round"
                    />
                  </svg>
                  <span className="type-card__title">{type.title}</span>
                  <span className="type-card__text">{type.text}</span>
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <TopDestinations />

      <section className="section section--tinted" aria-labelledby="home-how">
        <div className="container">
          <h2 id="home-how" className="section__title">
            <Trans>How it works</Trans>
          </h2>
          <ol className="steps">
            {steps.map((step, index) => (
              <li key={index} className="step">
                <span className="step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="step__title">{step.title}</h3>
                <p className="step__text">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <LatestReviews />

      <section className="section">
        <div className="container">
          <div className="owner-cta">
            <div>
              <h2 className="owner-cta__title">
                <Trans>Own a camper? Make it pay for itself.</Trans>
              </h2>
              <p>
                <Trans>List it for free, choose your dates and prices, and rent it out to verified travellers.</Trans>
              </p>
            </div>
            <LocalizedLink className="button button--light" to={paths.rentMyMotorhome.href()}>
              <Trans>Rent out my vehicle</Trans>
            </LocalizedLink>
          </div>
        </div>
      </section>
    </div>
  )
}
