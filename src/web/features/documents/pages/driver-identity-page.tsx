import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { acceptsPages, type DocumentType } from '../../../../domain/document-rules'
import { documentStatusLabel, documentTypeLabel } from '../../../lib/document-labels'
import { formatDate } from '../../../lib/format'
import { LocalizedLink } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { guestDocumentsQueryOptions } from '../api/list-guest-documents'
import './documents.css'

/** What proves who drives: the identity document and the driving licence, in this order. */
const IDENTITY_TYPES: readonly DocumentType[] = ['id_proof', 'driving_licen']

/** /d/account/documents-guest/driver-identity: the driver's identity document and driving licence on one page. */
export function DriverIdentityPage() {
  const { t, i18n } = useLingui()
  usePageHead({ title: t`Driver identity · Roam` })
  const documents = useQuery(guestDocumentsQueryOptions())
  const identity = (documents.data?.results ?? [])
    .filter((document) => IDENTITY_TYPES.includes(document.document_type))
    .sort((a, b) => IDENTITY_TYPES.indexOf(a.document_type) - IDENTITY_TYPES.indexOf(b.document_type))
  return (
    <section className="page page--narrow documents-page">
      <LocalizedLink className="documents__back" to={paths.accountDocuments.href()}>
        <Trans>Back to my documents</Trans>
      </LocalizedLink>
      <p className="eyebrow">
        <Trans>Documents</Trans>
      </p>
      <h1 className="page-title">
        <Trans>Driver identity</Trans>
      </h1>
      <p>
        <Trans>
          Before a trip, the owner and the insurer need to know who drives: send your identity document and your driving
          licence once, and every trip uses them.
        </Trans>
      </p>
      {documents.isPending && (
        <p className="muted">
          <Trans>Loading…</Trans>
        </p>
      )}
      {documents.isError && (
        <p role="alert" className="documents__warning">
          <Trans>Your driver documents could not be loaded.</Trans>{' '}
          <button type="button" className="button button--secondary" onClick={() => void documents.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      )}
      {documents.data && identity.length === 0 && (
        <p className="muted">
          <Trans>No identity document is asked of you yet: it will be listed here when a trip needs it.</Trans>
        </p>
      )}
      {identity.length > 0 && (
        <ul className="documents__list documents__list--single">
          {identity.map((document) => {
            const type = documentTypeLabel(i18n, document.document_type)
            const expires = document.expiration_date ? formatDate(document.expiration_date) : null
            return (
              <li key={document.id} className="card documents__card">
                <h2 className="documents__card-title">{type}</h2>
                <p data-status={document.dashboard_status}>
                  {documentStatusLabel(i18n, document.dashboard_status)}
                  {expires && (
                    <>
                      {' · '}
                      <Trans>expires on {expires}</Trans>
                    </>
                  )}
                </p>
                {document.dashboard_status === 'REFUSED' && document.refusal_reason && (
                  <p className="documents__warning">
                    <Trans>Reason: {document.refusal_reason}</Trans>
                  </p>
                )}
                <div className="documents__actions">
                  {acceptsPages(document.dashboard_status) && (
                    <LocalizedLink
                      className="button button--primary"
                      to={paths.documentGuestUpload.href(document.id)}
                      aria-label={t`Add pages: ${type}`}
                    >
                      <Trans>Add pages</Trans>
                    </LocalizedLink>
                  )}
                  <LocalizedLink
                    className="button button--secondary"
                    to={paths.documentGuest.href(document.id)}
                    aria-label={t`See the document: ${type}`}
                  >
                    <Trans>See the document</Trans>
                  </LocalizedLink>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
