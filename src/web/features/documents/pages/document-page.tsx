import { Trans } from '@lingui/react/macro'
import { documentSnapshot } from '../../../../../machines/document.machine'
import { formatDate } from '../../../lib/format'
import { LocalizedLink } from '../../../lib/locale-context'
import type { DocumentWire } from '../api/get-document'
import { DocumentFrame } from '../components/document-frame'
import { DocumentStatus } from '../components/document-status'
import { useDocumentUpload } from '../components/use-document-upload'
import { useDocumentPlace, type DocumentPlace, type DocumentPlaceKind } from '../document-place'

function DocumentDetails({ place, document }: { place: DocumentPlace; document: DocumentWire }) {
  const [state, send] = useDocumentUpload(place.documentId)
  const status = state.context.document?.status ?? document.dashboard_status
  // The stored statechart says whether pages may come (not while valid); the dates follow the same rule on the server.
  const takesPages = documentSnapshot(
    { status: document.status, expirationDate: document.expiration_date },
    new Date(),
  ).can({ type: 'user.add_page' })
  const pageCount = document.pages.length
  return (
    <>
      <DocumentStatus status={status} />
      {status === 'NEEDDOC' && (
        <p>
          <Trans>Send a photo or a scan of each page of this document.</Trans>
        </p>
      )}
      {status === 'VALIDATION_ASKED' && (
        <p className="muted">
          <Trans>Our team is checking this document. You will be told when it is validated.</Trans>
        </p>
      )}
      {status === 'VALIDATED' && (
        <p className="muted">
          <Trans>This document is validated: there is nothing more to do.</Trans>
        </p>
      )}
      {status === 'EXPIRED' && (
        <p role="alert" className="documents__warning">
          <Trans>This document has expired: send the pages of its new version.</Trans>
        </p>
      )}
      {status === 'EXPIRING_SOON' && (
        <p className="documents__warning">
          <Trans>This document expires soon: send the pages of its new version.</Trans>
        </p>
      )}
      {status === 'REFUSED' && (
        <div role="alert" className="documents__warning">
          <p>
            <Trans>This document was refused. Send new pages.</Trans>
          </p>
          {document.refusal_reason && (
            <p>
              <Trans>Reason: {document.refusal_reason}</Trans>
            </p>
          )}
        </div>
      )}
      <dl className="documents__facts">
        {document.expiration_date && (
          <>
            <dt>
              <Trans>Expiration date</Trans>
            </dt>
            <dd>{formatDate(document.expiration_date)}</dd>
          </>
        )}
        {document.real_edition_date && (
          <>
            <dt>
              <Trans>Date of issue</Trans>
            </dt>
            <dd>{formatDate(document.real_edition_date)}</dd>
          </>
        )}
        {document.idn && (
          <>
            <dt>
              <Trans>Document number</Trans>
            </dt>
            <dd>{document.idn}</dd>
          </>
        )}
      </dl>
      <h2 className="documents__subtitle">
        <Trans>Pages sent</Trans>
      </h2>
      {pageCount === 0 ? (
        <p className="muted">
          <Trans>No page sent yet.</Trans>
        </p>
      ) : (
        <ul className="documents__pages">
          {document.pages.map((page) => (
            <li key={page.id}>{page.file_name}</li>
          ))}
        </ul>
      )}
      {state.context.failure === 'ask_validation' && (
        <p role="alert">
          <Trans>The validation request failed.</Trans>
        </p>
      )}
      <div className="documents__actions">
        {takesPages && (
          <LocalizedLink
            className={`button ${status === 'ADDED' ? 'button--secondary' : 'button--primary'}`}
            to={place.upload}
          >
            <Trans>Add pages</Trans>
          </LocalizedLink>
        )}
        {(state.matches('ADDED') || state.matches('asking')) && (
          <button
            type="button"
            className="button button--primary"
            disabled={!state.can({ type: 'user.askValidation' })}
            onClick={() => send({ type: 'user.askValidation' })}
          >
            <Trans>Ask for validation</Trans>
          </button>
        )}
      </div>
      {takesPages && (place.date || place.idn) && (
        <p className="documents__links">
          {place.date && (
            <LocalizedLink to={place.date}>
              <Trans>Dates of issue and expiration</Trans>
            </LocalizedLink>
          )}
          {place.date && place.idn && ' · '}
          {place.idn && (
            <LocalizedLink to={place.idn}>
              <Trans>Document number</Trans>
            </LocalizedLink>
          )}
        </p>
      )}
    </>
  )
}

function DocumentScreen({ kind }: { kind: DocumentPlaceKind }) {
  const place = useDocumentPlace(kind)
  return (
    <DocumentFrame key={place.documentId} place={place}>
      {(document) => <DocumentDetails place={place} document={document} />}
    </DocumentFrame>
  )
}

/** /d/account/documents-guest/{id_doc}: one of the driver's documents, its status and pages, and what to do next. */
export function GuestDocumentPage() {
  return <DocumentScreen kind="guest" />
}

/** /d/account/documents-owner/{id_doc}: one of the owner's documents, with its dates and number. */
export function OwnerDocumentPage() {
  return <DocumentScreen kind="owner" />
}

/** /d/trips/{id}/documents/{id_doc}: one of the documents a trip needs. */
export function TripDocumentPage() {
  return <DocumentScreen kind="trip" />
}

/** /d/campers/{id}/documents/{id_doc}: one of a camper's documents (registration, insurance certificate…). */
export function CamperDocumentPage() {
  return <DocumentScreen kind="camper" />
}
