import { Trans, useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { responseTimeBand, type ResponseTimeBand } from '../../../../domain/host-rules'
import type { Locale } from '../../../../domain/locales'
import { Avatar } from '../../../chrome/avatar'
import { useNearViewport } from '../../../chrome/use-near-viewport'
import { formatDate, formatNumber, languageName } from '../../../lib/format'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import type { CamperDetail, HostListing } from '../api/get-camper'

/**
 * The host's card, far below the fold on a phone. Its Intl texts (the month the host joined, the languages' names)
 * are built when the reader comes near: a visit's first Intl.DisplayNames and each new date format cost ICU set-up
 * inside the page's first render, one long task on a mid-range phone. Until then each line keeps its place.
 */
export function OwnerCard({
  owner,
  languages,
  locale,
}: {
  owner: CamperDetail['owner']
  languages: string[]
  locale: Locale
}) {
  const card = useRef<HTMLElement>(null)
  const near = useNearViewport(card)
  return (
    <section ref={card} className="listing__section owner-card" aria-labelledby="owner-title">
      <h2 id="owner-title">
        <Trans>Your host</Trans>
      </h2>
      <div className="owner-card__body">
        <Avatar
          firstName={owner.first_name}
          picture={owner.profile_picture?.url}
          isBestOwner={owner.is_best_owner}
          isVerified={owner.is_verified}
        />
        <div>
          <p className="owner-card__name">{owner.first_name}</p>
          {owner.is_pro && (
            <p className="muted">
              <Trans>Professional owner</Trans>
            </p>
          )}
          {owner.is_best_owner && (
            <p className="muted">
              <Trans>Best owner</Trans>
            </p>
          )}
          {owner.joined_at &&
            (near ? (
              <p className="muted">
                <Trans>Member since {formatDate(owner.joined_at, { month: 'long', year: 'numeric' })}</Trans>
              </p>
            ) : (
              <p className="muted" aria-hidden="true">
                {'\u00a0'}
              </p>
            ))}
          {languages.length > 0 && (
            <p>
              <Trans>Speaks:</Trans>{' '}
              <span className="owner-card__languages">
                {near ? languages.map((code) => languageName(code, locale)).join(', ') : null}
              </span>
            </p>
          )}
        </div>
      </div>
      <ResponseFigures rate={owner.response_rate} minutes={owner.response_time_minutes} />
      {owner.other_listings.length > 0 && (
        <OtherListings firstName={owner.first_name} listings={owner.other_listings} />
      )}
    </section>
  )
}

/** The server's answer rate and median answer time; a host without requests yet has neither line. */
function ResponseFigures({ rate, minutes }: { rate: number | null; minutes: number | null }) {
  const { t } = useLingui()
  const bands: Record<ResponseTimeBand, string> = {
    hour: t`within an hour`,
    few_hours: t`within a few hours`,
    day: t`within a day`,
    few_days: t`within a few days`,
  }
  if (rate === null && minutes === null) return null
  return (
    <dl className="owner-card__figures">
      {rate !== null && (
        <div>
          <dt>
            <Trans>Response rate</Trans>
          </dt>
          <dd>{formatNumber(rate / 100, { style: 'percent' })}</dd>
        </div>
      )}
      {minutes !== null && (
        <div>
          <dt>
            <Trans>Response time</Trans>
          </dt>
          <dd>{bands[responseTimeBand(minutes)]}</dd>
        </div>
      )}
    </dl>
  )
}

/** Links to the host's other published campers, each with its photo, town and price per day. */
function OtherListings({ firstName, listings }: { firstName: string; listings: HostListing[] }) {
  return (
    <div className="owner-card__others">
      <h3 id="owner-others-title">
        <Trans>More campers from {firstName}</Trans>
      </h3>
      <ul aria-labelledby="owner-others-title">
        {listings.map((listing) => {
          const price = formatNumber(Number(listing.price_per_day), { style: 'currency', currency: listing.currency })
          return (
            <li key={listing.id}>
              <LocalizedLink to={paths.listing.href(listing.id)} className="owner-card__other">
                {listing.photo ? (
                  <img src={listing.photo} alt="" loading="lazy" width={96} height={72} />
                ) : (
                  <span className="owner-card__other-photo" aria-hidden="true" />
                )}
                <span>
                  <span className="owner-card__other-title">{listing.title}</span>
                  <span className="muted">{listing.city}</span>
                  <span>
                    <Trans>{price} per day</Trans>
                  </span>
                </span>
              </LocalizedLink>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
