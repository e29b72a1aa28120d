import { useLingui } from '@lingui/react/macro'
import { LocalizedLink } from '../../../lib/locale-context'
import { documentStatusLabel, documentTypeLabel } from '../../../lib/document-labels'
import type { DocumentWire } from '../api/get-document'

/** Documents as cards with their type and status, each opening its page. */
export function DocumentList({ documents, href }: { documents: DocumentWire[]; href: (id: number) => string }) {
  const { i18n } = useLingui()
  return (
    <ul className="documents__list">
      {documents.map((document) => (
        <li key={document.id} className="card">
          <LocalizedLink className="documents__item" to={href(document.id)}>
            <strong>{documentTypeLabel(i18n, document.document_type)}</strong>
            <span data-status={document.dashboard_status}>{documentStatusLabel(i18n, document.dashboard_status)}</span>
          </LocalizedLink>
        </li>
      ))}
    </ul>
  )
}
