import { Plural, Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { LocalizedLink, useLocale } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { topPlacesQueryOptions } from '../api/list-top-places'

/** The places with the most campers, each opening its place page; nothing when there is none. */
export function TopDestinations() {
  const { locale } = useLocale()
  const places = useQuery(topPlacesQueryOptions(locale))
  if (!places.data || places.data.length === 0) return null
  return (
    <section className="section" aria-labelledby="home-destinations">
      <div className="container">
        <h2 id="home-destinations" className="section__title">
          <Trans>Top destinations</Trans>
        </h2>
        <ul className="destination-grid">
          {places.data.map((place) => (
            <li key={place.slug}>
              <LocalizedLink className="destination-card" to={paths.place.href(place.slug)}>
                {place.cover ? (
                  <img src={place.cover.url} alt="" loading="lazy" decoding="async" width={240} height={160} />
                ) : (
                  <span className="destination-card__no-photo" aria-hidden="true" />
                )}
                <span className="destination-card__name">{place.name}</span>
                <span className="destination-card__meta">
                  {place.country && <>{place.country} · </>}
                  <Plural value={place.camper_count} one="# camper" other="# campers" />
                </span>
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
