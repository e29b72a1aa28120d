import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { LocalizedLink } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { documentStatusLabel, documentTypeLabel } from '../../../lib/document-labels'
import { staffUserQueryOptions } from '../api/get-staff-user'
import { LogInAsButton } from '../components/log-in-as-button'

/** /staff/users/:id: one user with their campers, latest bookings and documents, and the way to log in as them. */
export function StaffUserPage() {
  const { t, i18n } = useLingui()
  const id = Number(useParams().id)
  const user = useQuery({ ...staffUserQueryOptions(id), enabled: Number.isInteger(id) && id > 0 })
  usePageHead({ title: user.data ? t`${user.data.email} · Staff · Roam` : t`User · Staff · Roam` })
  if (user.isError || !(Number.isInteger(id) && id > 0))
    return (
      <p role="alert">
        <Trans>This user could not be loaded.</Trans>
      </p>
    )
  if (!user.data)
    return (
      <p className="muted">
        <Trans>Loading the user…</Trans>
      </p>
    )
  const data = user.data
  const name = `${data.first_name} ${data.last_name}`.trim()
  return (
    <section>
      <p>
        <LocalizedLink to={paths.staffUsers.href()}>
          <Trans>Back to users</Trans>
        </LocalizedLink>
      </p>
      <h1 className="page-title">{name || data.email}</h1>
      <dl className="staff__facts">
        <dt>
          <Trans>Id</Trans>
        </dt>
        <dd>{data.id}</dd>
        <dt>
          <Trans>Email</Trans>
        </dt>
        <dd>{data.email}</dd>
        <dt>
          <Trans>Phone</Trans>
        </dt>
        <dd>{data.phone ?? '—'}</dd>
        <dt>
          <Trans>Joined</Trans>
        </dt>
        <dd>{i18n.date(data.joined_at, { dateStyle: 'medium' })}</dd>
        <dt>
          <Trans>Account</Trans>
        </dt>
        <dd>
          {data.is_active ? <Trans>active</Trans> : <Trans>inactive</Trans>}
          {data.is_owner && (
            <>
              , <Trans>owner</Trans>
            </>
          )}
          {data.is_staff && (
            <>
              , <Trans>staff</Trans>
            </>
          )}
          {data.is_pro && (
            <>
              , <Trans>pro</Trans>
            </>
          )}
        </dd>
      </dl>
      {data.is_active && !data.is_staff && <LogInAsButton user={data} />}
      <p>
        <LocalizedLink to={paths.staffAudit.href({ target_type: 'user', target_id: String(data.id) })}>
          <Trans>Staff actions on this user</Trans>
        </LocalizedLink>
      </p>

      <h2>
        <Trans>Campers</Trans>
      </h2>
      {data.campers.length === 0 ? (
        <p className="muted">
          <Trans>No camper.</Trans>
        </p>
      ) : (
        <ul className="staff__list">
          {data.campers.map((camper) => (
            <li key={camper.id}>
              <LocalizedLink to={paths.listing.href(camper.id)}>{camper.title}</LocalizedLink>{' '}
              <span className="staff__badge">{camper.status}</span>
            </li>
          ))}
        </ul>
      )}

      <h2>
        <Trans>Bookings</Trans>
      </h2>
      {data.bookings.length === 0 ? (
        <p className="muted">
          <Trans>No booking.</Trans>
        </p>
      ) : (
        <table className="staff__table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Id</Trans>
              </th>
              <th scope="col">
                <Trans>Camper</Trans>
              </th>
              <th scope="col">
                <Trans>As</Trans>
              </th>
              <th scope="col">
                <Trans>Dates</Trans>
              </th>
              <th scope="col">
                <Trans>State</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.bookings.map((booking) => (
              <tr key={booking.id}>
                <td>{booking.id}</td>
                <td>{booking.camper_title}</td>
                <td>{booking.side === 'guest' ? <Trans>guest</Trans> : <Trans>owner</Trans>}</td>
                <td>
                  {i18n.date(booking.date_from, { dateStyle: 'medium', timeZone: 'UTC' })} –{' '}
                  {i18n.date(booking.date_to, { dateStyle: 'medium', timeZone: 'UTC' })}
                </td>
                <td>{booking.state}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2>
        <Trans>Documents</Trans>
      </h2>
      {data.documents.length === 0 ? (
        <p className="muted">
          <Trans>No document.</Trans>
        </p>
      ) : (
        <ul className="staff__list">
          {data.documents.map((document) => (
            <li key={document.id}>
              {documentTypeLabel(i18n, document.document_type)}:{' '}
              <span data-status={document.dashboard_status}>
                {documentStatusLabel(i18n, document.dashboard_status)}
              </span>
              {document.is_mandatory && (
                <span className="muted">
                  {' '}
                  (<Trans>mandatory</Trans>)
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p>
        <LocalizedLink to={paths.staffDocuments.href()}>
          <Trans>Documents waiting for validation</Trans>
        </LocalizedLink>
      </p>
    </section>
  )
}
