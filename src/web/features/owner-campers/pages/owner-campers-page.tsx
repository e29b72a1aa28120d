import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Navigate } from 'react-router'
import { formatDate, formatNumber } from '../../../lib/format'
import { LocalizedLink, useLocalizedPath } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { usePageHead } from '../../../lib/page-head'
import { ownerCampersQueryOptions, type OwnerCamper } from '../api/list-owner-campers'
import './owner-campers-page.css'

/** /d/campers: the owner's campers as cards; a single camper opens straight on it (spec 2 §2). */
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
    <section className="page owner-campers">
      <header className="owner-campers__head">
        <h1>
          <Trans>My campers</Trans>
        </h1>
        <LocalizedLink className="button button--primary" to={paths.onboardingVehicleType.href()}>
          <Trans>Add a camper</Trans>
        </LocalizedLink>
      </header>
      {list.data.count === 0 ? (
        <p>
          <Trans>You have no camper yet.</Trans>
        </p>
      ) : (
        <ul className="owner-campers__list">
          {list.data.results.map((camper) => (
            <CamperCard key={camper.id} camper={camper} />
          ))}
        </ul>
      )}
    </section>
  )
}

function CamperCard({ camper }: { camper: OwnerCamper }) {
  const { t } = useLingui()
  const stateLabel: Record<OwnerCamper['state'], string> = {
    created: t`Draft`,
    to_moderate: t`Waiting for moderation`,
    published: t`Published`,
    bookable: t`Published and bookable`,
    unpublished: t`Refused by Roam`,
    unpublished_owner: t`Suspended`,
    deleted: t`Deleted by Roam`,
    deleted_owner: t`Deleted`,
  }
  const title = camper.title || t`Untitled camper`
  const next = camper.next_booking
  const price = formatNumber(Number(camper.price_per_day), { style: 'currency', currency: camper.currency })
  return (
    <li className="owner-campers__card card" data-testid="owner-camper">
      {camper.photo ? (
        <img className="owner-campers__photo" src={camper.photo} alt="" loading="lazy" />
      ) : (
        <div className="owner-campers__photo owner-campers__photo--none" aria-hidden="true" />
      )}
      <div className="owner-campers__body">
        <h2 className="owner-campers__title">
          <LocalizedLink to={paths.ownerCamper.href(camper.id)}>{title}</LocalizedLink>
        </h2>
        <p>
          <span className={`owner-campers__state owner-campers__state--${camper.state}`}>
            {stateLabel[camper.state]}
          </span>{' '}
          {camper.state === 'created' && (
            <span className="muted">
              <Trans>{camper.progress}% complete</Trans>
            </span>
          )}
        </p>
        <p>
          <Trans>{price} per day</Trans>
        </p>
        <p className="owner-campers__next">
          {next ? (
            <NextBooking from={next.date_from} to={next.date_to} guest={next.guest_first_name} />
          ) : (
            <span className="muted">
              <Trans>No upcoming booking</Trans>
            </span>
          )}
        </p>
      </div>
    </li>
  )
}

function NextBooking({ from, to, guest }: { from: string; to: string; guest: string }) {
  const start = formatDate(from)
  const end = formatDate(to)
  return (
    <Trans>
      Next booking: {start} – {end}, {guest}
    </Trans>
  )
}
