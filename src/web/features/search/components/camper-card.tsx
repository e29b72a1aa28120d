import { plural } from '@lingui/core/macro'
import { Plural, Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { cardPrice } from '../../../../domain/search-query'
import { formatNumber } from '../../../lib/format'
import { LocalizedLink } from '../../../lib/locale-context'
import type { CamperSearchItem } from '../api/search-products'
import { useVehicleTypeLabel } from './vehicle-type-label'
import { useCamperImpression } from './use-camper-impression'

export function formatPrice(amount: number, currency: string): string {
  return formatNumber(amount, { style: 'currency', currency, maximumFractionDigits: Number.isInteger(amount) ? 0 : 2 })
}

interface CamperCardProps {
  camper: CamperSearchItem
  hasDates: boolean
  highlighted?: boolean
  /** Its pin on the map is under the pointer. */
  hovered?: boolean
  /** Above the fold (the first cards): fetched at once, at high priority, since it may be the largest paint. */
  eager?: boolean
  /** A slot over the photo (the wishlist heart is wired here at merge). */
  actions?: ReactNode
  /** The card's rank in search results, from 0: given, the card reports its impression (camper_viewed). */
  position?: number
  /** The pointer (or the focus) enters or leaves the card: the map lights its pin. */
  onHover?: (hovered: boolean) => void
}

/** One search result. */
export function CamperCard({
  camper,
  hasDates,
  highlighted = false,
  hovered = false,
  eager = false,
  actions,
  position,
  onHover,
}: CamperCardProps) {
  const impressionRef = useCamperImpression<HTMLElement>(camper.id, position)
  const typeLabel = useVehicleTypeLabel()
  const photo = [...camper.photos].sort((a, b) => a.position - b.position)[0]
  const price = cardPrice(camper, hasDates)
  const [params] = useSearchParams()
  // The listing opens on the dates of the search, so its price box shows the same stay.
  const stay = new URLSearchParams(
    ['date_from', 'date_to'].flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])),
  ).toString()
  // With dates, the average over them (a high season shows), else the base price.
  const perDay = formatPrice(price.kind === 'total' ? price.perDay : price.amount, camper.currency)
  const seats = camper.seats
  const beds = camper.beds
  const reviewCount = camper.review_count
  const rating = camper.review_average === null ? '' : formatNumber(camper.review_average, { maximumFractionDigits: 1 })
  return (
    <article
      ref={impressionRef}
      className={`camper-card${highlighted ? ' camper-card--highlighted' : ''}${hovered ? ' camper-card--hovered' : ''}`}
      id={`camper-${camper.id}`}
      aria-current={highlighted ? 'true' : undefined}
      onMouseEnter={onHover && (() => onHover(true))}
      onMouseLeave={onHover && (() => onHover(false))}
      onFocus={onHover && (() => onHover(true))}
      onBlur={onHover && (() => onHover(false))}
    >
      <div className="camper-card__media">
        {photo ? (
          <img
            src={photo.url}
            alt=""
            width={480}
            height={320}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <div className="camper-card__no-photo" aria-hidden="true" />
        )}
        {camper.instant_booking && (
          <span className="camper-card__badge">
            <Trans>Instant booking</Trans>
          </span>
        )}
        {actions && <div className="camper-card__actions">{actions}</div>}
      </div>
      <div className="camper-card__body">
        <h3 className="camper-card__title">
          <LocalizedLink to={`/campers/${camper.id}${stay ? `?${stay}` : ''}`}>{camper.title}</LocalizedLink>
        </h3>
        <p className="camper-card__meta">
          {typeLabel(camper.vehicle_type)} · <Plural value={seats} one="# seat" other="# seats" /> ·{' '}
          <Plural value={beds} one="# bed" other="# beds" />
        </p>
        <p className="camper-card__meta">{camper.location.city}</p>
        {camper.review_average !== null && reviewCount > 0 ? (
          <p
            className="camper-card__rating"
            aria-label={plural(reviewCount, {
              one: `Rated ${rating} out of 5 from # review`,
              other: `Rated ${rating} out of 5 from # reviews`,
            })}
          >
            ★ {rating} <span className="muted">({reviewCount})</span>
          </p>
        ) : (
          <p className="camper-card__rating muted">
            <Trans>New</Trans>
          </p>
        )}
        <p className="camper-card__price">
          {price.kind === 'total' ? (
            <>
              <strong>{formatPrice(price.amount, camper.currency)}</strong>{' '}
              <span className="muted">
                <Plural value={price.nbDays} one="total for # day" other="total for # days" />
              </span>
              <br />
              <span className="muted">
                <Trans>{perDay} per day</Trans>
              </span>
            </>
          ) : (
            <>
              <strong>{perDay}</strong>{' '}
              <span className="muted">
                <Trans>per day</Trans>
              </span>
            </>
          )}
        </p>
      </div>
    </article>
  )
}

export function CamperCardSkeleton() {
  return (
    <div className="camper-card camper-card--skeleton" aria-hidden="true">
      <div className="camper-card__media skeleton" />
      <div className="camper-card__body">
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
      </div>
    </div>
  )
}
