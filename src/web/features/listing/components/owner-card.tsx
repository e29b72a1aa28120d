import { Trans } from '@lingui/react/macro'
import { useRef } from 'react'
import type { Locale } from '../../../../domain/locales'
import { Avatar } from '../../../chrome/avatar'
import { useNearViewport } from '../../../chrome/use-near-viewport'
import { formatDate, languageName } from '../../../lib/format'
import type { CamperDetail } from '../api/get-camper'

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
    </section>
  )
}
