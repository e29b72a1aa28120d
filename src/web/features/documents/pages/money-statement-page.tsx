import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { parsePayoutYear } from '../../../../domain/payout-rules'
import { LocalizedLink } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { formatDate, formatNumber } from '../../../lib/format'
import { DownloadButton } from '../../../components/download-button'
import type { DownloadedFile } from '../../../lib/downloaded-file'
import { exportPayins } from '../api/export-payins'
import { exportPayouts } from '../api/export-payouts'
import { getOwnerStatement } from '../api/get-owner-statement'
import { payinsQueryOptions } from '../api/list-payins'
import { payoutsQueryOptions } from '../api/list-payouts'
import './documents.css'

/** How many years back the selector offers. */
const YEARS_SHOWN = 6
const money = (amount: string, currency: string) => formatNumber(Number(amount), { style: 'currency', currency })

function useYear() {
  const [params, setParams] = useSearchParams()
  const year = parsePayoutYear(params.get('year'))
  const current = new Date().getUTCFullYear()
  const choose = (next: number) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous)
      updated.set('year', String(next))
      return updated
    })
  return { year, years: Array.from({ length: YEARS_SHOWN }, (_, index) => current - index), choose }
}

/** The year's list as CSV (for a spreadsheet or an accountant) and the yearly statement as PDF. */
function Downloads({ year, exportList }: { year: number; exportList: (year: number) => Promise<DownloadedFile> }) {
  const [error, setError] = useState<Error | null>(null)
  return (
    <div className="documents__downloads">
      <DownloadButton
        fetchFile={() => exportList(year)}
        label={<Trans>Download as CSV</Trans>}
        preparing={<Trans>Preparing the file…</Trans>}
        onError={setError}
      />
      <DownloadButton
        fetchFile={() => getOwnerStatement(year)}
        label={<Trans>Annual statement {year} (PDF)</Trans>}
        preparing={<Trans>Preparing the statement…</Trans>}
        onError={setError}
      />
      {error && (
        <p role="alert">
          <Trans>The file could not be downloaded. Please try again.</Trans>
        </p>
      )}
    </div>
  )
}

function Statement({
  title,
  year,
  years,
  choose,
  state,
  totals,
  exportList,
  children,
}: {
  title: ReactNode
  year: number
  years: number[]
  choose: (year: number) => void
  state: 'pending' | 'error' | 'success'
  totals: Array<{ currency: string; amount: string }>
  exportList: (year: number) => Promise<DownloadedFile>
  children: ReactNode
}) {
  const { t } = useLingui()
  return (
    <section className="page">
      <LocalizedLink to={paths.accountDocuments.href()}>
        <Trans>Back to my documents</Trans>
      </LocalizedLink>
      <h1 className="page-title">{title}</h1>
      <label>
        <Trans>Year</Trans>{' '}
        <select value={year} onChange={(event) => choose(Number(event.currentTarget.value))} aria-label={t`Year`}>
          {(years.includes(year) ? years : [year, ...years]).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      {state === 'pending' && (
        <p className="muted">
          <Trans>Loading…</Trans>
        </p>
      )}
      {state === 'error' && (
        <p role="alert">
          <Trans>This statement could not be loaded.</Trans>
        </p>
      )}
      {state === 'success' && (
        <p data-testid="statement-total">
          <Trans>Total for {year}:</Trans>{' '}
          {totals.length === 0
            ? formatNumber(0)
            : totals.map((total) => money(total.amount, total.currency)).join(' + ')}
        </p>
      )}
      {children}
      <Downloads year={year} exportList={exportList} />
    </section>
  )
}

/** /d/account/documents-owner/payins?year=: what guests paid for the owner's bookings, payment by payment. */
export function PayinsPage() {
  const { t } = useLingui()
  usePageHead({ title: t`Payments received · Roam` })
  const { year, years, choose } = useYear()
  const payins = useQuery(payinsQueryOptions(year))
  const reasons: Record<string, string> = {
    booking: t`Booking`,
    extension: t`Extension`,
    upgrade: t`Upgrade`,
    refund: t`Refund`,
  }
  return (
    <Statement
      title={<Trans>Payments received</Trans>}
      year={year}
      years={years}
      choose={choose}
      state={payins.status}
      totals={payins.data?.totals ?? []}
      exportList={exportPayins}
    >
      {payins.data?.count === 0 && (
        <p>
          <Trans>No payment in {year}.</Trans>
        </p>
      )}
      {payins.data && payins.data.count > 0 && (
        <table className="documents__table">
          <thead>
            <tr>
              <th>
                <Trans>Date</Trans>
              </th>
              <th>
                <Trans>Booking</Trans>
              </th>
              <th>
                <Trans>Camper</Trans>
              </th>
              <th>
                <Trans>Type</Trans>
              </th>
              <th>
                <Trans>Amount</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {payins.data.results.map((line) => (
              <tr key={line.id}>
                <td>{formatDate(line.paid_at)}</td>
                <td>#{line.booking_id}</td>
                <td>{line.camper_title}</td>
                <td>{reasons[line.reason] ?? line.reason}</td>
                <td>{money(line.amount, line.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Statement>
  )
}

/** /d/account/documents-owner/payouts?year=: what the owner was really paid, one line per booking. */
export function PayoutsPage() {
  const { t } = useLingui()
  usePageHead({ title: t`Payouts · Roam` })
  const { year, years, choose } = useYear()
  const payouts = useQuery(payoutsQueryOptions(year))
  const statuses: Record<string, string> = { CREATED: t`In progress`, SUCCEEDED: t`Paid`, FAILED: t`Failed` }
  return (
    <Statement
      title={<Trans>Payouts</Trans>}
      year={year}
      years={years}
      choose={choose}
      state={payouts.status}
      totals={payouts.data?.totals ?? []}
      exportList={exportPayouts}
    >
      {payouts.data?.count === 0 && (
        <p>
          <Trans>No payout in {year}.</Trans>
        </p>
      )}
      {payouts.data && payouts.data.count > 0 && (
        <table className="documents__table" data-testid="payouts-table">
          <thead>
            <tr>
              <th>
                <Trans>Trip</Trans>
              </th>
              <th>
                <Trans>Booking</Trans>
              </th>
              <th>
                <Trans>Camper</Trans>
              </th>
              <th>
                <Trans>Status</Trans>
              </th>
              <th>
                <Trans>Amount</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {payouts.data.results.map((line) => (
              <tr key={line.id}>
                <td>
                  {formatDate(line.date_from)} – {formatDate(line.date_to)}
                </td>
                <td>#{line.booking_id}</td>
                <td>{line.camper_title}</td>
                <td>{statuses[line.status]}</td>
                <td>{money(line.amount, line.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Statement>
  )
}
