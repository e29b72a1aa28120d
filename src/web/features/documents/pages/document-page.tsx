import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { useLocation, useParams } from 'react-router'
import { fromPromise } from 'xstate'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { documentUploadMachine, uploadProgress } from '../../../../../machines/document-upload.machine'
import type { DocumentView } from '../../../../../machines/document-upload.machine'
import { askDocumentValidation } from '../api/ask-validation'
import { documentQueryOptions, type DocumentWire } from '../api/get-document'
import { uploadPage } from '../api/upload-page'

const toView = (document: DocumentWire): DocumentView => ({
  id: document.id,
  status: document.dashboard_status,
  expirationDateMandatory: document.expiration_date_mandatory,
  expirationDate: document.expiration_date,
  pageCount: document.pages.length,
})

/** /d/account/documents-guest/:idDoc and documents-owner/:idDoc: a renderer of the document-upload machine. */
export function DocumentPage() {
  const { t } = useLingui()
  const id = Number(useParams().idDoc)
  // Owner documents also have their dates and number on sub-pages (spec 2 §2 documents-owner date, idn).
  const isOwnerDocument = useLocation().pathname.includes('/documents-owner/')
  const queryClient = useQueryClient()
  const key = documentQueryOptions(id).queryKey
  const [state, send] = useMachine(
    documentUploadMachine.provide({
      actors: {
        loadDocument: fromPromise(async ({ input }) =>
          toView(await queryClient.fetchQuery(documentQueryOptions(input.documentId))),
        ),
        uploadPage: fromPromise(async ({ input }) => {
          const document = await uploadPage(input.documentId, input.page, input.expirationDate)
          queryClient.setQueryData(key, document)
          return toView(document)
        }),
        askValidation: fromPromise(async ({ input }) => {
          const document = await askDocumentValidation(input.documentId)
          queryClient.setQueryData(key, document)
          return toView(document)
        }),
      },
    }),
    { input: { documentId: id } },
  )
  const { context } = state
  const statusLabels: Record<DocumentView['status'], string> = {
    NEEDDOC: t`To upload`,
    ADDED: t`Pages added`,
    VALIDATION_ASKED: t`Validation asked`,
    VALIDATED: t`Validated`,
    REFUSED: t`Refused`,
    EXPIRED: t`Expired`,
    EXPIRING_SOON: t`Expiring soon`,
  }
  const status = context.document ? statusLabels[context.document.status] : null

  return (
    <section className="page">
      <p className="eyebrow">
        <Trans>Documents</Trans>
      </p>
      <h1 className="page-title">
        <Trans>Your document</Trans>
      </h1>
      {state.matches('loading') && (
        <p className="muted">
          <Trans>Loading…</Trans>
        </p>
      )}
      {state.matches('loadFailed') && (
        <p role="alert">
          <Trans>The document could not be loaded.</Trans>{' '}
          <button type="button" onClick={() => send({ type: 'user.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </p>
      )}
      {status && (
        <p data-testid="document-status" data-status={context.document?.status}>
          <Trans>Status: {status}</Trans>
        </p>
      )}
      {isOwnerDocument && (
        <p>
          <LocalizedLink to={paths.documentOwnerDate.href(id)}>
            <Trans>Dates of issue and expiration</Trans>
          </LocalizedLink>
          {' · '}
          <LocalizedLink to={paths.documentOwnerIdn.href(id)}>
            <Trans>Document number</Trans>
          </LocalizedLink>
        </p>
      )}
      {context.document?.expirationDateMandatory && !state.matches('VALIDATED') && (
        <label>
          <Trans>Expiration date</Trans>
          <input
            type="date"
            name="expiration_date"
            value={context.expirationDate ?? ''}
            onChange={(event) => send({ type: 'user.date', date: event.target.value || null })}
          />
        </label>
      )}
      {/* The chart takes pages (and the date) exactly in the statuses that accept them. */}
      {state.can({ type: 'user.date', date: null }) && (
        <label>
          <Trans>Add pages</Trans>
          <input
            type="file"
            name="page"
            multiple
            accept="image/jpeg,image/png,image/webp,application/pdf"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])]
              if (files.length > 0) send({ type: 'user.upload', files })
              event.target.value = ''
            }}
          />
        </label>
      )}
      {state.matches('uploading') && (
        <progress max={1} value={uploadProgress(context)} aria-label={t`Upload progress`} />
      )}
      {state.matches('uploadFailed') && (
        <p role="alert">
          <Trans>A page could not be sent.</Trans>{' '}
          <button type="button" onClick={() => send({ type: 'user.retry' })}>
            <Trans>Try again</Trans>
          </button>{' '}
          <button type="button" onClick={() => send({ type: 'user.cancel' })}>
            <Trans>Cancel</Trans>
          </button>
        </p>
      )}
      {context.failure === 'ask_validation' && (
        <p role="alert">
          <Trans>The validation request failed.</Trans>
        </p>
      )}
      {state.matches('ADDED') && (
        <button
          type="button"
          disabled={!state.can({ type: 'user.askValidation' })}
          onClick={() => send({ type: 'user.askValidation' })}
        >
          <Trans>Ask for validation</Trans>
        </button>
      )}
    </section>
  )
}
