import { useParams } from 'react-router'
import { paths } from '../../lib/paths'

/**
 * Where a document page is opened from: the account's driver or owner documents, a trip, or a camper. The same document
 * pages serve all four; the place gives their addresses and the way back.
 */
export type DocumentPlaceKind = 'guest' | 'owner' | 'trip' | 'camper'

export interface DocumentPlace {
  kind: DocumentPlaceKind
  documentId: number
  /** The trip's or the camper's id (0 in the account). */
  parentId: number
  back: string
  document: string
  upload: string
  /** The dates sub-page (owner and camper documents). */
  date: string | null
  /** The document number sub-page (owner documents). */
  idn: string | null
  /** The covid proof's warning page (driver documents). */
  emergency: string | null
}

export function documentPlace(kind: DocumentPlaceKind, documentId: number, parentId: number): DocumentPlace {
  const id = documentId
  switch (kind) {
    case 'guest':
      return {
        kind,
        documentId,
        parentId,
        back: paths.accountDocuments.href(),
        document: paths.documentGuest.href(id),
        upload: paths.documentGuestUpload.href(id),
        date: null,
        idn: null,
        emergency: paths.documentEmergency.href(id),
      }
    case 'owner':
      return {
        kind,
        documentId,
        parentId,
        back: paths.accountDocuments.href(),
        document: paths.documentOwner.href(id),
        upload: paths.documentOwnerUpload.href(id),
        date: paths.documentOwnerDate.href(id),
        idn: paths.documentOwnerIdn.href(id),
        emergency: null,
      }
    case 'trip':
      return {
        kind,
        documentId,
        parentId,
        back: paths.trip.href(parentId),
        document: paths.tripDocument.href(parentId, id),
        upload: paths.tripDocumentUpload.href(parentId, id),
        date: null,
        idn: null,
        emergency: paths.tripDocumentEmergency.href(parentId, id),
      }
    case 'camper':
      return {
        kind,
        documentId,
        parentId,
        back: paths.camperDocuments.href(parentId),
        document: paths.camperDocument.href(parentId, id),
        upload: paths.camperDocumentUpload.href(parentId, id),
        date: paths.camperDocumentDate.href(parentId, id),
        idn: null,
        emergency: null,
      }
  }
}

/** The place of the page being shown, from the route's :idDoc and, under a trip or a camper, its :id. */
export function useDocumentPlace(kind: DocumentPlaceKind): DocumentPlace {
  const params = useParams()
  return documentPlace(kind, Number(params.idDoc), kind === 'trip' || kind === 'camper' ? Number(params.id) : 0)
}
