import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { listPlacesQueryOptions } from '../api/list-places'

/** /campervan-hire: links to the top places. */
export function PlaceIndexPage() {
  const places = useQuery(listPlacesQueryOptions())
  return (
    <section className="page">
      <h1 className="page-title">
        <Trans>Campervan hire</Trans>
      </h1>
      {places.isPending ? (
        <p className="muted" aria-busy="true">
          <Trans>Loading places…</Trans>
        </p>
      ) : places.isError ? (
        <div role="alert">
          <p>
            <Trans>We could not load the places.</Trans>
          </p>
          <button type="button" className="button button--primary" onClick={() => void places.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : (
        <ul className="chips">
          {places.data.map((place) => (
            <li key={place.slug} className="chip">
              <LocalizedLink to={paths.place.href(place.slug)}>{place.name}</LocalizedLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
