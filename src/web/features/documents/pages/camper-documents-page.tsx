import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { LocalizedLink } from '../../../app/locale-context'
import { usePageHead } from '../../../app/page-head'
import { paths } from '../../../app/paths'
import { camperDocumentsQueryOptions } from '../api/list-camper-documents'
import { DocumentList } from '../components/document-list'
import './documents.css'

/** /d/campers/{id}/documents: the camper's vehicle documents (the Documents tab of the camper), each opening its page. */
export function CamperDocumentsPage() {
  const { t } = useLingui()
  usePageHead({ title: t`Camper documents · Roam` })
  const id = Number(useParams().id)
  const documents = useQuery(camperDocumentsQueryOptions(id))
  return (
    <section className="page">
      <LocalizedLink to={paths.ownerCamper.href(id)}><Trans>← Back to the camper</Trans></LocalizedLink>
      <h1 className="page-title"><Trans>Documents</Trans></h1>
      {documents.isPending && <p className="muted"><Trans>Loading…</Trans></p>}
      {documents.isError && <p role="alert"><Trans>The camper's documents could not be loaded.</Trans></p>}
      {documents.data && documents.data.count === 0 && <p className="muted"><Trans>This camper needs no documents.</Trans></p>}
      {documents.data && documents.data.count > 0 && <DocumentList documents={documents.data.results} href={paths.documentOwner.href} />}
    </section>
  )
}
