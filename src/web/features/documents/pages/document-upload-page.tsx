import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { uploadProgress } from '../../../../../machines/document-upload.machine'
import { LocalizedLink } from '../../../lib/locale-context'
import { DocumentFrame } from '../components/document-frame'
import { DocumentStatus } from '../components/document-status'
import { useDocumentUpload } from '../components/use-document-upload'
import { useDocumentPlace, type DocumentPlace, type DocumentPlaceKind } from '../document-place'

const PROBE = [new Blob()]

/** A renderer of the document-upload machine: the expiration date when it is mandatory, the pages, the progress. */
function UploadForm({ place }: { place: DocumentPlace }) {
  const { t } = useLingui()
  const fieldId = useId()
  const [state, send] = useDocumentUpload(place.documentId)
  const { context } = state
  const document = context.document
  // The chart takes pages (and the date) exactly in the statuses that accept them.
  const accepts = state.can({ type: 'user.date', date: null })
  // Asked of the chart with one stand-in page: it refuses pages while a mandatory expiration date is missing.
  const sending = context.uploaded + 1
  const total = context.pending.length
  const dateMissing = accepts && !state.can({ type: 'user.upload', files: PROBE })
  return (
    <>
      {document && <DocumentStatus status={document.status} />}
      {state.matches('loading') && (
        <p className="muted">
          <Trans>Loading…</Trans>
        </p>
      )}
      {state.matches('loadFailed') && (
        <p role="alert">
          <Trans>The document could not be loaded.</Trans>{' '}
          <button type="button" className="button button--secondary" onClick={() => send({ type: 'user.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </p>
      )}
      {state.matches('VALIDATED') && (
        <p className="muted">
          <Trans>This document is validated: it takes no new pages until it expires.</Trans>
        </p>
      )}
      {accepts && (
        <form className="account-form card documents__upload" onSubmit={(event) => event.preventDefault()}>
          <p className="muted">
            <Trans>A photo or a scan of each page: JPEG, PNG, WebP or PDF, up to 5 MB each.</Trans>
          </p>
          {document?.expirationDateMandatory && (
            <div className="field">
              <label htmlFor={`${fieldId}-date`}>
                <Trans>Expiration date</Trans>
              </label>
              <input
                id={`${fieldId}-date`}
                type="date"
                name="expiration_date"
                required
                value={context.expirationDate ?? ''}
                aria-describedby={dateMissing ? `${fieldId}-date-hint` : undefined}
                onChange={(event) => send({ type: 'user.date', date: event.target.value || null })}
              />
              {dateMissing && (
                <p id={`${fieldId}-date-hint`} className="muted">
                  <Trans>Fill in the expiration date before adding the pages.</Trans>
                </p>
              )}
            </div>
          )}
          <div className="field">
            <label htmlFor={`${fieldId}-pages`}>
              <Trans>Add pages</Trans>
            </label>
            <input
              id={`${fieldId}-pages`}
              type="file"
              name="page"
              multiple
              disabled={dateMissing}
              accept="image/jpeg,image/png,image/webp,application/pdf"
              onChange={(event) => {
                const files = [...(event.target.files ?? [])]
                if (files.length > 0) send({ type: 'user.upload', files })
                event.target.value = ''
              }}
            />
          </div>
        </form>
      )}
      {state.matches('uploading') && (
        <p>
          <progress max={1} value={uploadProgress(context)} aria-label={t`Upload progress`} />{' '}
          <Trans>
            Sending page {sending} of {total}…
          </Trans>
        </p>
      )}
      {state.matches('uploadFailed') && (
        <p role="alert" className="documents__warning">
          <Trans>A page could not be sent.</Trans>{' '}
          <button type="button" className="button button--secondary" onClick={() => send({ type: 'user.retry' })}>
            <Trans>Try again</Trans>
          </button>{' '}
          <button type="button" className="button button--secondary" onClick={() => send({ type: 'user.cancel' })}>
            <Trans>Cancel</Trans>
          </button>
        </p>
      )}
      {context.failure === 'ask_validation' && (
        <p role="alert">
          <Trans>The validation request failed.</Trans>
        </p>
      )}
      {(state.matches('ADDED') || state.matches('asking')) && (
        <div className="documents__actions">
          <p role="status">
            <Trans>The pages are sent. Add more, or ask for validation when the document is complete.</Trans>
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={!state.can({ type: 'user.askValidation' })}
            onClick={() => send({ type: 'user.askValidation' })}
          >
            <Trans>Ask for validation</Trans>
          </button>
        </div>
      )}
      {state.matches('VALIDATION_ASKED') && (
        <p role="status">
          <Trans>Our team is checking this document. You will be told when it is validated.</Trans>
        </p>
      )}
      <p>
        <LocalizedLink to={place.document}>
          <Trans>See the document</Trans>
        </LocalizedLink>
      </p>
    </>
  )
}

function UploadScreen({ kind }: { kind: DocumentPlaceKind }) {
  const { t } = useLingui()
  const place = useDocumentPlace(kind)
  return (
    <DocumentFrame key={place.documentId} place={place} title={(type) => t`${type}: add pages`}>
      {() => <UploadForm place={place} />}
    </DocumentFrame>
  )
}

/** /d/account/documents-guest/{id_doc}/upload */
export function GuestDocumentUploadPage() {
  return <UploadScreen kind="guest" />
}

/** /d/account/documents-owner/{id_doc}/upload */
export function OwnerDocumentUploadPage() {
  return <UploadScreen kind="owner" />
}

/** /d/trips/{id}/documents/{id_doc}/upload */
export function TripDocumentUploadPage() {
  return <UploadScreen kind="trip" />
}

/** /d/campers/{id}/documents/{id_doc}/upload */
export function CamperDocumentUploadPage() {
  return <UploadScreen kind="camper" />
}
