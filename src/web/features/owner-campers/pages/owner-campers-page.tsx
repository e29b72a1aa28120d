import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Navigate } from 'react-router'
import { LocalizedLink, useLocalizedPath } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { usePageHead } from '../../../lib/page-head'
import { ownerCampersQueryOptions } from '../api/list-owner-campers'

/** /d/campers: the owner's campers; a single camper opens straight on it (spec 2 §2). */
export function OwnerCampersPage() {
  const { t } = useLingui()
  const localize = useLocalizedPath()
  usePageHead({ title: t`My campers · Roam` })
  const list = useQuery(ownerCampersQueryOptions())
  if (list.isError)
    return (
      <section className="page">
        <p role="alert">
          <Trans>Your campers could not be loaded.</Trans>
        </p>
      </section>
    )
  if (!list.data)
    return (
      <section className="page">
        <p className="muted">
          <Trans>Loading your campers…</Trans>
        </p>
      </section>
    )
  const only = list.data.count === 1 ? list.data.results[0] : undefined
  if (only) return <Navigate to={localize(paths.ownerCamper.href(only.id))} replace />
  return (
    <section className="page">
      <h1>
        <Trans>My campers</Trans>
      </h1>
      {list.data.count === 0 ? (
        <p>
          <Trans>You have no camper yet.</Trans>
        </p>
      ) : null}
      <ul>
        {list.data.results.map((camper) => (
          <li key={camper.id} data-testid="owner-camper">
            <LocalizedLink to={paths.ownerCamper.href(camper.id)}>{camper.title || t`Untitled camper`}</LocalizedLink>{' '}
            <span className="muted">
              <Trans>{camper.progress}% complete</Trans>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
