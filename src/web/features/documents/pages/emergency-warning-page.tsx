import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { LocalizedLink } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { documentQueryOptions } from '../api/get-document'
import { markEmergencyWarningSeen } from '../api/mark-emergency-warning-seen'
import { useDocumentPlace, type DocumentPlaceKind } from '../document-place'
import './documents.css'

/**
 * The covid proof's emergency warning (spec 2 §2). Opening it marks it seen, so the document page sends the guest here
 * only once.
 */
function EmergencyWarning({ kind }: { kind: DocumentPlaceKind }) {
  const { t } = useLingui()
  usePageHead({ title: t`Before you travel · Roam` })
  const place = useDocumentPlace(kind)
  const id = place.documentId
  const queryClient = useQueryClient()
  const document = useQuery(documentQueryOptions(id))
  const seen = useMutation({
    mutationFn: () => markEmergencyWarningSeen(id),
    onSuccess: (updated) => queryClient.setQueryData(documentQueryOptions(id).queryKey, updated),
  })
  const { mutate } = seen
  const unseen = document.data?.emergency_warning_seen === false
  // Leaving before the answer would find the warning still unseen and come straight back here.
  const canContinue = document.data !== undefined && (document.data.emergency_warning_seen || seen.isError)
  useEffect(() => {
    if (unseen) mutate()
  }, [unseen, mutate])

  return (
    <section className="page">
      <p className="eyebrow">
        <Trans>Documents</Trans>
      </p>
      <h1 className="page-title">
        <Trans>Before you travel</Trans>
      </h1>
      <div className="documents__warning" role="note">
        <p>
          <Trans>
            Health rules can change at short notice. Check the entry rules of every country on your route before you
            leave, and keep your proof with you: the owner or the authorities may ask for it.
          </Trans>
        </p>
      </div>
      {canContinue && (
        <LocalizedLink className="button" to={place.document}>
          <Trans>Continue to the document</Trans>
        </LocalizedLink>
      )}
    </section>
  )
}

/** /d/account/documents-guest/{id_doc}/emergency */
export function EmergencyWarningPage() {
  return <EmergencyWarning kind="guest" />
}

/** /d/trips/{id}/documents/{id_doc}/emergency */
export function TripEmergencyWarningPage() {
  return <EmergencyWarning kind="trip" />
}
