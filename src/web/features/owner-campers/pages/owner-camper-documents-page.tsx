import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { LocalizedLink } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { documentStatusLabel, documentTypeLabel } from '../../../lib/document-labels'
import { camperDocumentsQueryOptions } from '../../../api/list-camper-documents'

/** /d/campers/{id}/documents: the vehicle documents publishing needs, each with its status, opening its upload page. */
export function OwnerCamperDocumentsPage() {
  const { t, i18n } = useLingui()
  const id = Number(useParams().id)
  const documents = useQuery(camperDocumentsQueryOptions(id))
  usePageHead({ title: t`Camper documents · Roam` })
  return (
    <section className="page">
      <h2>
        <Trans>Documents</Trans>
      </h2>
      {documents.isError ? (
        <p role="alert">
          <Trans>The documents could not be loaded.</Trans>
        </p>
      ) : null}
      {documents.isPending ? (
        <p className="muted">
          <Trans>Loading the documents…</Trans>
        </p>
      ) : null}
      {documents.data?.count === 0 ? (
        <p className="muted">
          <Trans>This camper needs no documents.</Trans>
        </p>
      ) : null}
      {documents.data && documents.data.count > 0 ? (
        <ul>
          {documents.data.results.map((document) => (
            <li key={document.id}>
              <LocalizedLink to={paths.camperDocument.href(id, document.id)}>
                {documentTypeLabel(i18n, document.document_type)}
              </LocalizedLink>
              {' · '}
              <span data-status={document.dashboard_status}>
                {documentStatusLabel(i18n, document.dashboard_status)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
