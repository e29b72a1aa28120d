import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { parseStaffDocumentsQuery, STAFF_DOCUMENT_STATUSES, staffSearch } from '../../../../domain/staff-queries'
import { LocalizedLink } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { documentStatusLabel } from '../../../lib/document-labels'
import { staffDocumentsQueryOptions } from '../api/list-staff-documents'
import { StaffDocumentCard } from '../components/staff-document-card'
import { StaffPager } from '../components/staff-pager'

/** /staff/documents: documents by status; by default the queue waiting for validation, oldest request first. */
export function StaffDocumentsPage() {
  const { t, i18n } = useLingui()
  usePageHead({ title: t`Documents · Staff · Roam` })
  const [searchParams] = useSearchParams()
  const query = parseStaffDocumentsQuery(searchParams)
  const documents = useQuery({ ...staffDocumentsQueryOptions(query), placeholderData: keepPreviousData })
  const href = (status: string, page: number) =>
    paths.staffDocuments.href(staffSearch({ status: status === 'VALIDATION_ASKED' ? null : status, page }))
  return (
    <section>
      <h1 className="page-title">
        <Trans>Documents</Trans>
      </h1>
      <nav className="staff__filters" aria-label={t`Document status`}>
        {STAFF_DOCUMENT_STATUSES.map((status) => (
          <LocalizedLink
            key={status}
            to={href(status, 1)}
            className={`staff__chip${status === query.status ? ' staff__chip--active' : ''}`}
            aria-current={status === query.status ? 'page' : undefined}
          >
            {documentStatusLabel(i18n, status)}
          </LocalizedLink>
        ))}
      </nav>
      {documents.isPending && (
        <p className="muted">
          <Trans>Loading documents…</Trans>
        </p>
      )}
      {documents.isError && (
        <p role="alert">
          <Trans>The documents could not be loaded.</Trans>
        </p>
      )}
      {documents.data?.count === 0 && (
        <p className="muted">
          <Trans>No document here.</Trans>
        </p>
      )}
      {documents.data && documents.data.count > 0 && (
        <ul className="staff__documents">
          {documents.data.results.map((document) => (
            <StaffDocumentCard key={document.id} document={document} />
          ))}
        </ul>
      )}
      {documents.data && (
        <StaffPager count={documents.data.count} page={query.page} href={(page) => href(query.status, page)} />
      )}
    </section>
  )
}
