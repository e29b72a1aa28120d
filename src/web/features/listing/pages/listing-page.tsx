import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useParams } from 'react-router'
import {
  parseDepositMeans,
  threeWayRule,
  vehicleTypeKey,
  type DepositMean,
  type ThreeWayRule,
  type VehicleTypeKey,
} from '../../../../domain/listing-rules'
import type { Locale } from '../../../../domain/locales'
import { listingDescription, listingSocialImage } from '../../../../domain/listing-head'
import { rememberLastCamper, rememberLastOwner } from '../../../chrome/last-viewed'
import { useNearViewport } from '../../../chrome/use-near-viewport'
import { WishlistHeart } from '../../../chrome/wishlist-heart'
import { amenityCategoryLabel, amenityLabel } from '../../../lib/amenity-labels'
import { useLocale } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { formatDate, formatNumber } from '../../../lib/format'
import { camperQueryOptions, type CamperDetail } from '../api/get-camper'
import { useDisplayCurrency } from '../../../lib/display-currency'
import { AskOwner } from '../components/ask-owner'
import { BookingBox, money } from '../components/booking-box'
import { OwnerCard } from '../components/owner-card'
import { PhotoGallery } from '../components/photo-gallery'
import { ReviewsSection } from '../components/reviews-section'
import './listing-page.css'

function useVehicleTypeLabel(): (key: VehicleTypeKey) => string {
  const { t } = useLingui()
  return (key) => {
    switch (key) {
      case 'lowprofile':
        return t`Low-profile motorhome`
      case 'coachbuilt':
        return t`Coachbuilt motorhome`
      case 'A-class':
        return t`A-class motorhome`
      case 'campervan':
        return t`Campervan`
      case 'van':
        return t`Van`
      case 'caravan':
        return t`Caravan`
      default:
        return t`Other vehicle`
    }
  }
}

function RuleValue({ rule }: { rule: ThreeWayRule }) {
  if (rule === 'ALLOWED') return <Trans>Allowed</Trans>
  if (rule === 'NOT_ALLOWED') return <Trans>Not allowed</Trans>
  return <Trans>On demand</Trans>
}

function DepositMeanLabel({ mean }: { mean: DepositMean }) {
  switch (mean) {
    case 'card':
      return <Trans>Card</Trans>
    case 'check':
      return <Trans>Cheque</Trans>
    case 'cash':
      return <Trans>Cash</Trans>
    case 'transfer':
      return <Trans>Bank transfer</Trans>
    default:
      return <Trans>Other means</Trans>
  }
}

function hourLabel(hour: number, locale: Locale): string {
  return formatDate(new Date(2000, 0, 1, hour), { hour: 'numeric', minute: '2-digit' }, locale)
}

/** Pick-up hours, below the fold: their time format (a new Intl formatter) is built when the reader comes near. */
function HoursRule({ from, to, locale }: { from: number; to: number; locale: Locale }) {
  const rule = useRef<HTMLDivElement>(null)
  const near = useNearViewport(rule)
  return (
    <div ref={rule} data-rule="hours">
      <dt>
        <Trans>Pick-up and return</Trans>
      </dt>
      <dd>
        {near ? (
          <Trans>
            Between {hourLabel(from, locale)} and {hourLabel(to, locale)}
          </Trans>
        ) : (
          '\u00a0'
        )}
      </dd>
    </div>
  )
}

/** /campers/:id: the public listing page (the loader has the camper, or gave the 404 page). */
export function ListingPage() {
  const { id = '' } = useParams()
  const camper = useQuery(camperQueryOptions(id, useDisplayCurrency()))
  if (!camper.data) return null
  return <Listing camper={camper.data} />
}

function Listing({ camper }: { camper: CamperDetail }) {
  const { t, i18n } = useLingui()
  const { locale } = useLocale()
  const typeLabel = useVehicleTypeLabel()(vehicleTypeKey(camper.vehicle_type))
  usePageHead({
    title: t`${camper.title} · Roam`,
    description: listingDescription(camper),
    image: listingSocialImage(camper),
    type: 'product',
  })
  useEffect(() => {
    rememberLastCamper(camper.id)
    rememberLastOwner(camper.owner.id)
  }, [camper.id, camper.owner.id])

  const seats = camper.seats
  const beds = camper.beds
  const city = camper.location.city
  const average = camper.review_average
  const reviewCount = camper.review_count
  const rating = average === null ? '' : formatNumber(average, { maximumFractionDigits: 1 })
  const rules: { key: string; label: string; rule: ThreeWayRule }[] = [
    { key: 'pets', label: t`Pets`, rule: threeWayRule(camper.pets_allowed) },
    { key: 'smoking', label: t`Smoking`, rule: threeWayRule(camper.smoking_allowed) },
    { key: 'abroad', label: t`Travel abroad`, rule: threeWayRule(camper.abroad_allowed) },
  ]
  const means = parseDepositMeans(camper.deposit_mean)
  const equipment = Object.entries(camper.equipments ?? {}).filter(([, items]) => items.length > 0)

  return (
    <div className="page listing">
      <PhotoGallery photos={camper.photos} title={camper.title} />
      <div className="listing__layout">
        <div className="listing__content">
          <header className="listing__header">
            <div>
              <p className="eyebrow">{typeLabel}</p>
              <h1 className="page-title">{camper.title}</h1>
              <ul className="chips listing__facts">
                <li className="chip">
                  <Plural value={seats} one="# seat" other="# seats" />
                </li>
                <li className="chip">
                  <Plural value={beds} one="# bed" other="# beds" />
                </li>
                <li className="chip">{city}</li>
                {average !== null && reviewCount > 0 && (
                  <li className="chip">
                    <Plural value={reviewCount} one={`★ ${rating} (# review)`} other={`★ ${rating} (# reviews)`} />
                  </li>
                )}
              </ul>
            </div>
            <WishlistHeart camperId={camper.id} camperTitle={camper.title} />
          </header>

          <section className="listing__section" aria-labelledby="description-title">
            <h2 id="description-title">
              <Trans>Description</Trans>
            </h2>
            <p className="listing__description">{camper.description}</p>
            <dl className="details">
              <div>
                <dt>
                  <Trans>Brand and model</Trans>
                </dt>
                <dd>
                  {camper.brand} {camper.model}
                </dd>
              </div>
              {camper.year ? (
                <div>
                  <dt>
                    <Trans>Year</Trans>
                  </dt>
                  <dd>{camper.year}</dd>
                </div>
              ) : null}
            </dl>
          </section>

          {equipment.length > 0 && (
            <section className="listing__section" aria-labelledby="equipment-title">
              <h2 id="equipment-title">
                <Trans>Equipment</Trans>
              </h2>
              <div className="listing__equipment">
                {equipment.map(([category, items]) => (
                  <div key={category}>
                    <h3>{amenityCategoryLabel(i18n, category)}</h3>
                    <ul>
                      {items.map((item) => (
                        <li key={item}>{amenityLabel(i18n, item)}</li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </section>
          )}

          <section className="listing__section" aria-labelledby="rules-title">
            <h2 id="rules-title">
              <Trans>Rules</Trans>
            </h2>
            <dl className="details">
              {rules.map((rule) => (
                <div key={rule.key} data-rule={rule.key}>
                  <dt>{rule.label}</dt>
                  <dd>
                    <RuleValue rule={rule.rule} />
                  </dd>
                </div>
              ))}
              {camper.hour_from !== null && camper.hour_to !== null && (
                <HoursRule from={camper.hour_from} to={camper.hour_to} locale={locale} />
              )}
            </dl>
          </section>

          {(camper.deposit_amount || means.length > 0) && (
            <section className="listing__section" aria-labelledby="deposit-title">
              <h2 id="deposit-title">
                <Trans>Deposit</Trans>
              </h2>
              <dl className="details">
                {camper.deposit_amount && (
                  <div>
                    <dt>
                      <Trans>Amount</Trans>
                    </dt>
                    <dd>{money(camper.deposit_amount, camper.currency)}</dd>
                  </div>
                )}
                {means.length > 0 && (
                  <div>
                    <dt>
                      <Trans>Accepted means</Trans>
                    </dt>
                    <dd>
                      <ul className="listing__inline-list">
                        {means.map((mean) => (
                          <li key={mean}>
                            <DepositMeanLabel mean={mean} />
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                )}
              </dl>
            </section>
          )}

          <OwnerCard owner={camper.owner} languages={camper.vehicle_owner_language_spoke ?? []} locale={locale} />

          <AskOwner camper={camper} />

          <ReviewsSection camperId={String(camper.id)} average={camper.review_average} count={camper.review_count} />
        </div>
        <div className="listing__aside">
          <BookingBox camper={camper} />
        </div>
      </div>
    </div>
  )
}
