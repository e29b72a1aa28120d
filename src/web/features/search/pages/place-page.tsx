import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { sortAncestors } from '../../../../domain/place-rules'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { formatNumber } from '../../../lib/format'
import { placeQueryOptions } from '../api/get-place'
import { searchProductsQueryOptions } from '../api/search-products'
import { CamperCard, CamperCardSkeleton } from '../components/camper-card'
import '../components/search.css'
import { WishlistHeart } from '../../../chrome/wishlist-heart'
import { useDisplayCurrency } from '../../../lib/display-currency'

/** /campervan-hire/{slug}: the place (loaded by the route loader), campers near it and nearby places. */
export function PlacePage() {
  const { t } = useLingui()
  const { slug = '' } = useParams()
  const { data: place } = useSuspenseQuery(placeQueryOptions(slug))
  const campers = useQuery(searchProductsQueryOptions({ place: place.slug }, useDisplayCurrency()))
  const name = place.name
  return (
    <section className="page place-page">
      <nav aria-label={t`Breadcrumb`}>
        <ol className="chips">
          <li>
            <LocalizedLink to={paths.placeIndex.href()}>
              <Trans>Campervan hire</Trans>
            </LocalizedLink>
          </li>
          {sortAncestors(place.ancestors).map((ancestor) => (
            <li key={ancestor.slug}>
              <LocalizedLink to={paths.place.href(ancestor.slug)}>{ancestor.name}</LocalizedLink>
            </li>
          ))}
          <li aria-current="page">{name}</li>
        </ol>
      </nav>
      <h1 className="page-title">
        <Trans>Campervan hire in {name}</Trans>
      </h1>
      <p>
        <LocalizedLink
          className="button button--primary"
          to={paths.search.href({
            place: place.slug,
            latitude: String(place.latitude),
            longitude: String(place.longitude),
          })}
        >
          <Trans>Search campers in {name}</Trans>
        </LocalizedLink>
      </p>
      <h2>
        <Trans>Campers near {name}</Trans>
      </h2>
      {campers.isPending ? (
        <div className="search-results__grid" aria-busy="true">
          {Array.from({ length: 3 }, (_, index) => (
            <CamperCardSkeleton key={index} />
          ))}
        </div>
      ) : campers.isError || campers.data.results.length === 0 ? (
        <p className="muted">
          <Trans>No camper to show here yet.</Trans>
        </p>
      ) : (
        <div className="search-results__grid">
          {campers.data.results.map((camper) => (
            <CamperCard
              key={camper.id}
              camper={camper}
              hasDates={false}
              actions={<WishlistHeart camperId={camper.id} camperTitle={camper.title} />}
            />
          ))}
        </div>
      )}
      {place.nearby.length > 0 && (
        <>
          <h2>
            <Trans>Nearby places</Trans>
          </h2>
          <ul className="chips">
            {place.nearby.map((nearby) => {
              const distance = formatNumber(nearby.distance_km, { maximumFractionDigits: 0 })
              return (
                <li key={nearby.slug} className="chip">
                  <LocalizedLink to={paths.place.href(nearby.slug)}>{nearby.name}</LocalizedLink>{' '}
                  <span className="muted">
                    <Trans>{distance} km</Trans>
                  </span>
                </li>
              )
            })}
          </ul>
        </>
      )}
    </section>
  )
}
