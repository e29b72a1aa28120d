import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { bookingDocumentsQueryOptions } from '../../../api/list-booking-documents'
import { documentTypeLabel } from '../../../lib/document-labels'
import { LocalizedLink } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { documentQueryOptions, type DocumentWire } from '../api/get-document'
import type { DocumentPlace } from '../document-place'
import '../pages/documents.css'

function BackLink({ place }: { place: DocumentPlace }) {
  return (
    <LocalizedLink className="documents__back" to={place.back}>
      {place.kind === 'trip' ? (
        <Trans>Back to the trip</Trans>
      ) : place.kind === 'camper' ? (
        <Trans>Back to the camper’s documents</Trans>
      ) : (
        <Trans>Back to my documents</Trans>
      )}
    </LocalizedLink>
  )
}

/**
 * The frame of every document page: the way back, the document's type as title, and the document once it is loaded and
 * known to belong where it was opened (a trip's documents, a camper's). `children` renders the loaded document.
 */
export function DocumentFrame({
  place,
  title,
  children,
}: {
  place: DocumentPlace
  /** What the page is about, after the document's type ("Add pages"); the type alone when absent. */
  title?: (type: string) => string
  children: (document: DocumentWire) => ReactNode
}) {
  const { t, i18n } = useLingui()
  const valid = Number.isInteger(place.documentId) && place.documentId > 0
  const document = useQuery({ ...documentQueryOptions(place.documentId), enabled: valid })
  const trip = useQuery({ ...bookingDocumentsQueryOptions(place.parentId), enabled: valid && place.kind === 'trip' })
  const type = document.data ? documentTypeLabel(i18n, document.data.document_type) : null
  const heading = type ? (title ? title(type) : type) : t`Your document`
  usePageHead({ title: t`${heading} · Roam` })

  const elsewhere =
    document.data !== undefined &&
    ((place.kind === 'camper' && document.data.camper_id !== place.parentId) ||
      (place.kind === 'trip' &&
        trip.data !== undefined &&
        !trip.data.results.some((candidate) => candidate.id === place.documentId)))
  const missing = !valid || document.isError || trip.isError || elsewhere
  const ready = document.data !== undefined && (place.kind !== 'trip' || trip.data !== undefined) && !missing

  return (
    <section className="page page--narrow documents-page">
      <BackLink place={place} />
      <p className="eyebrow">
        <Trans>Documents</Trans>
      </p>
      {/* Under a camper the camper's layout holds the page's h1. */}
      {place.kind === 'camper' ? <h2>{heading}</h2> : <h1 className="page-title">{heading}</h1>}
      {valid && !missing && !ready && (
        <p className="muted">
          <Trans>Loading…</Trans>
        </p>
      )}
      {missing && (
        <div role="alert" className="documents__warning">
          {elsewhere ? (
            <p>
              {place.kind === 'trip' ? (
                <Trans>This document is not one of this trip’s documents.</Trans>
              ) : (
                <Trans>This document is not one of this camper’s documents.</Trans>
              )}
            </p>
          ) : (
            <p>
              <Trans>The document could not be loaded.</Trans>{' '}
              {valid && (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    void document.refetch()
                    if (place.kind === 'trip') void trip.refetch()
                  }}
                >
                  <Trans>Try again</Trans>
                </button>
              )}
            </p>
          )}
        </div>
      )}
      {ready && children(document.data)}
    </section>
  )
}
