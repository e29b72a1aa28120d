import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { parseStaffUsersQuery, staffPersonName, staffSearch } from '../../../../domain/staff-queries'
import { LocalizedLink, useLocalizedPath } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { staffUsersQueryOptions, type StaffUserSummary } from '../api/search-staff-users'
import { LogInAsButton } from '../components/log-in-as-button'
import { StaffPager } from '../components/staff-pager'

function Roles({ user }: { user: StaffUserSummary }) {
  return (
    <span className="staff__roles">
      {user.is_staff && (
        <span className="staff__badge">
          <Trans>staff</Trans>
        </span>
      )}
      {user.is_owner && (
        <span className="staff__badge">
          <Trans>owner</Trans>
        </span>
      )}
      {user.is_pro && (
        <span className="staff__badge">
          <Trans>pro</Trans>
        </span>
      )}
      {!user.is_owner && !user.is_staff && (
        <span className="staff__badge">
          <Trans>guest</Trans>
        </span>
      )}
      {!user.is_active && (
        <span className="staff__badge staff__badge--warning">
          <Trans>inactive</Trans>
        </span>
      )}
    </span>
  )
}

/** /staff/users: find a user by email, name or id; open them or log in as them. */
export function StaffUsersPage() {
  const { t, i18n } = useLingui()
  usePageHead({ title: t`Users · Staff · Roam` })
  const [searchParams] = useSearchParams()
  const query = parseStaffUsersQuery(searchParams)
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const users = useQuery({ ...staffUsersQueryOptions(query), placeholderData: keepPreviousData })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const q = String(new FormData(event.currentTarget).get('q') ?? '')
    void navigate(localize(paths.staffUsers.href(staffSearch({ q: q.trim(), page: 1 }))))
  }
  return (
    <section>
      <h1 className="page-title">
        <Trans>Users</Trans>
      </h1>
      <form className="staff__search" role="search" onSubmit={submit}>
        <label htmlFor="staff-user-q" className="visually-hidden">
          <Trans>Email, name or user id</Trans>
        </label>
        <input
          id="staff-user-q"
          name="q"
          type="search"
          defaultValue={query.q}
          key={query.q}
          placeholder={t`Email, name or user id`}
        />
        <button type="submit" className="button button--primary">
          <Trans>Search</Trans>
        </button>
      </form>
      {users.isPending && (
        <p className="muted">
          <Trans>Loading users…</Trans>
        </p>
      )}
      {users.isError && (
        <p role="alert">
          <Trans>The users could not be loaded.</Trans>
        </p>
      )}
      {users.data?.count === 0 && (
        <p className="muted">
          <Trans>No user matches this search.</Trans>
        </p>
      )}
      {users.data && users.data.count > 0 && (
        <table className="staff__table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Id</Trans>
              </th>
              <th scope="col">
                <Trans>User</Trans>
              </th>
              <th scope="col">
                <Trans>Roles</Trans>
              </th>
              <th scope="col">
                <Trans>Joined</Trans>
              </th>
              <th scope="col">
                <Trans>Campers</Trans>
              </th>
              <th scope="col">
                <Trans>Bookings</Trans>
              </th>
              <th scope="col">
                <span className="visually-hidden">
                  <Trans>Actions</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.data.results.map((user) => (
              <tr key={user.id}>
                <td>{user.id}</td>
                <td>
                  <LocalizedLink to={paths.staffUser.href(user.id)}>{staffPersonName(user)}</LocalizedLink>
                  <div className="muted">{user.email}</div>
                </td>
                <td>
                  <Roles user={user} />
                </td>
                <td>{i18n.date(user.joined_at, { dateStyle: 'medium' })}</td>
                <td>{user.nb_campers}</td>
                <td>{user.nb_bookings}</td>
                <td>{user.is_active && !user.is_staff && <LogInAsButton user={user} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {users.data && (
        <StaffPager
          count={users.data.count}
          page={query.page}
          href={(page) => paths.staffUsers.href(staffSearch({ q: query.q, page }))}
        />
      )}
    </section>
  )
}
