import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import {
  parseStaffAuditQuery,
  STAFF_TARGET_TYPES,
  staffSearch,
  type StaffAuditQuery,
} from '../../../../domain/staff-queries'
import { LocalizedLink, useLocalizedPath } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { staffActionsQueryOptions } from '../api/list-staff-actions'
import { StaffPager } from '../components/staff-pager'

const searchOf = (query: StaffAuditQuery) =>
  staffSearch({
    staff_id: query.staffId,
    target_type: query.targetType,
    target_id: query.targetId,
    action: query.action,
    page: query.page,
  })

/** /staff/audit: every staff action (who, when, what), newest first, filtered by staff member, target and action. */
export function StaffAuditPage() {
  const { t, i18n } = useLingui()
  usePageHead({ title: t`Audit log · Staff · Roam` })
  const [searchParams] = useSearchParams()
  const query = parseStaffAuditQuery(searchParams)
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const actions = useQuery({ ...staffActionsQueryOptions(query), placeholderData: keepPreviousData })
  const targetLabels: Record<(typeof STAFF_TARGET_TYPES)[number], string> = {
    camper: t`Camper`,
    user: t`User`,
    document: t`Document`,
    booking: t`Booking`,
    request: t`API call`,
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new URLSearchParams([...new FormData(event.currentTarget)].map(([key, value]) => [key, String(value)]))
    void navigate(localize(paths.staffAudit.href(searchOf({ ...parseStaffAuditQuery(form), page: 1 }))))
  }
  return (
    <section>
      <h1 className="page-title">
        <Trans>Audit log</Trans>
      </h1>
      <form className="staff__audit-filters" onSubmit={submit} key={searchParams.toString()}>
        <label>
          <Trans>Staff id</Trans>
          <input name="staff_id" inputMode="numeric" defaultValue={query.staffId ?? ''} />
        </label>
        <label>
          <Trans>Target</Trans>
          <select name="target_type" defaultValue={query.targetType ?? ''}>
            <option value="">{t`Any`}</option>
            {STAFF_TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {targetLabels[type]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <Trans>Target id</Trans>
          <input name="target_id" inputMode="numeric" defaultValue={query.targetId ?? ''} />
        </label>
        <label>
          <Trans>Action</Trans>
          <input name="action" defaultValue={query.action} placeholder="log_as" />
        </label>
        <button type="submit" className="button button--primary">
          <Trans>Filter</Trans>
        </button>
      </form>
      {actions.isPending && (
        <p className="muted">
          <Trans>Loading the audit log…</Trans>
        </p>
      )}
      {actions.isError && (
        <p role="alert">
          <Trans>The audit log could not be loaded.</Trans>
        </p>
      )}
      {actions.data?.count === 0 && (
        <p className="muted">
          <Trans>No staff action matches.</Trans>
        </p>
      )}
      {actions.data && actions.data.count > 0 && (
        <table className="staff__table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>When</Trans>
              </th>
              <th scope="col">
                <Trans>Who</Trans>
              </th>
              <th scope="col">
                <Trans>Action</Trans>
              </th>
              <th scope="col">
                <Trans>Target</Trans>
              </th>
              <th scope="col">
                <Trans>Detail</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {actions.data.results.map((row) => (
              <tr key={row.id}>
                <td>{i18n.date(row.created_at, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                <td>
                  <LocalizedLink to={paths.staffUser.href(row.staff.id)}>{row.staff.email}</LocalizedLink>
                </td>
                <td>
                  <code>{row.action}</code>
                </td>
                <td>
                  {row.target_type === 'user' ? (
                    <LocalizedLink to={paths.staffUser.href(row.target_id)}>
                      {targetLabels[row.target_type]} {row.target_id}
                    </LocalizedLink>
                  ) : (
                    <>
                      {targetLabels[row.target_type]} {row.target_id}
                    </>
                  )}
                </td>
                <td>
                  <code className="staff__detail">{JSON.stringify(row.detail)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {actions.data && (
        <StaffPager
          count={actions.data.count}
          page={query.page}
          href={(page) => paths.staffAudit.href(searchOf({ ...query, page }))}
        />
      )}
    </section>
  )
}
