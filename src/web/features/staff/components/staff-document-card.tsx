import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { REFUSAL_REASON_MAX_LENGTH } from '../../../../domain/document-rules'
import { staffPersonName } from '../../../../domain/staff-queries'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { documentStatusLabel, documentTypeLabel } from '../../../lib/document-labels'
import { documentSnapshot } from '../../../../../machines/document.machine'
import { getDocumentPageFile } from '../api/get-document-page-file'
import { staffActionsKey } from '../api/list-staff-actions'
import { staffDocumentsKey, type StaffDocument } from '../api/list-staff-documents'
import { refuseDocument } from '../api/refuse-document'
import { validateDocument } from '../api/validate-document'
import { StaffActionError } from './staff-action-error'

/** Opens a page's file in a new tab: it needs the staff token, so it is fetched and shown from memory. */
function PageFileButton({
  documentId,
  page,
  index,
}: {
  documentId: number
  page: StaffDocument['pages'][number]
  index: number
}) {
  const number = index + 1
  const open = useMutation({
    mutationFn: () => getDocumentPageFile(documentId, page.id),
    onSuccess: (blob) => {
      const url = URL.createObjectURL(blob)
      window.open(url, '_blank', 'noopener')
      // The new tab has read it by then; the memory is given back.
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000)
    },
  })
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => open.mutate()}
        disabled={open.isPending}
      >
        <Trans>Open page {number}</Trans> <span className="muted">({page.file_name})</span>
      </button>
      <StaffActionError error={open.error} />
    </>
  )
}

/** One document waiting for staff: its user, facts and pages, validate or refuse with a reason. */
export function StaffDocumentCard({ document }: { document: StaffDocument }) {
  const { t, i18n } = useLingui()
  const id = useId()
  const queryClient = useQueryClient()
  const [refusing, setRefusing] = useState(false)
  const decided = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffDocumentsKey }),
      queryClient.invalidateQueries({ queryKey: staffActionsKey }),
    ])
  const validate = useMutation({ mutationFn: () => validateDocument(document.id), onSuccess: decided })
  const refuse = useMutation({
    mutationFn: (reason: string) => refuseDocument(document.id, reason),
    onSuccess: decided,
  })
  const submitRefusal = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    refuse.mutate(String(new FormData(event.currentTarget).get('reason') ?? ''))
  }
  // The decision is offered exactly where the server's document machine takes it.
  const waiting = documentSnapshot(
    { status: document.status, expirationDate: document.expiration_date },
    new Date(),
  ).can({ type: 'staff.validate' })
  const owner = staffPersonName(document.user)
  return (
    <li className="card staff__document" aria-label={t`Document ${document.id}`}>
      <h2 className="staff__document-title">{documentTypeLabel(i18n, document.document_type)}</h2>
      <p>
        <LocalizedLink to={paths.staffUser.href(document.user.id)}>{owner}</LocalizedLink>{' '}
        <span className="muted">{document.user.email}</span>
      </p>
      <dl className="staff__facts">
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>{documentStatusLabel(i18n, document.dashboard_status)}</dd>
        {document.expiration_date && (
          <>
            <dt>
              <Trans>Expires</Trans>
            </dt>
            <dd>{i18n.date(document.expiration_date, { dateStyle: 'medium', timeZone: 'UTC' })}</dd>
          </>
        )}
        {document.idn && (
          <>
            <dt>
              <Trans>Number</Trans>
            </dt>
            <dd>{document.idn}</dd>
          </>
        )}
        {document.check_result && (
          <>
            <dt>
              <Trans>Checker</Trans>
            </dt>
            <dd>{document.check_result}</dd>
          </>
        )}
        {document.refusal_reason && (
          <>
            <dt>
              <Trans>Refused because</Trans>
            </dt>
            <dd>{document.refusal_reason}</dd>
          </>
        )}
      </dl>
      <div className="staff__pages">
        {document.pages.length === 0 ? (
          <p className="muted">
            <Trans>No page uploaded.</Trans>
          </p>
        ) : (
          document.pages.map((page, index) => (
            <PageFileButton key={page.id} documentId={document.id} page={page} index={index} />
          ))
        )}
      </div>
      {waiting && (
        <div className="staff__decision">
          <StaffActionError error={validate.error ?? refuse.error} />
          {refusing ? (
            <form onSubmit={submitRefusal} className="staff__refusal">
              <label htmlFor={`${id}-reason`}>
                <Trans>Why is it refused? Its user reads this.</Trans>
              </label>
              <textarea id={`${id}-reason`} name="reason" required maxLength={REFUSAL_REASON_MAX_LENGTH} rows={2} />
              <div className="modal__actions">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    refuse.reset()
                    setRefusing(false)
                  }}
                >
                  <Trans>Cancel</Trans>
                </button>
                <button type="submit" className="button button--primary" disabled={refuse.isPending}>
                  <Trans>Refuse the document</Trans>
                </button>
              </div>
            </form>
          ) : (
            <div className="modal__actions">
              <button type="button" className="button button--secondary" onClick={() => setRefusing(true)}>
                <Trans>Refuse…</Trans>
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={() => validate.mutate()}
                disabled={validate.isPending}
              >
                <Trans>Validate</Trans>
              </button>
            </div>
          )}
        </div>
      )}
    </li>
  )
}
