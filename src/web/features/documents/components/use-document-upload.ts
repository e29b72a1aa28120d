import { useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { documentUploadMachine } from '../../../../../machines/document-upload.machine'
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

/**
 * The document-upload machine of one document, its actors wired to the API: each answer replaces the cached document and
 * marks every document list stale (the account's, a trip's, a camper's), so pages opened next show the new status.
 */
export function useDocumentUpload(documentId: number) {
  const queryClient = useQueryClient()
  const keep = (document: DocumentWire) => {
    queryClient.setQueryData(documentQueryOptions(document.id).queryKey, document)
    void queryClient.invalidateQueries({
      queryKey: ['documents'],
      predicate: (query) => query.queryKey[1] !== document.id,
    })
    return toView(document)
  }
  return useMachine(
    documentUploadMachine.provide({
      actors: {
        loadDocument: fromPromise(async ({ input }) =>
          toView(await queryClient.fetchQuery(documentQueryOptions(input.documentId))),
        ),
        uploadPage: fromPromise(async ({ input }) =>
          keep(await uploadPage(input.documentId, input.page, input.expirationDate)),
        ),
        askValidation: fromPromise(async ({ input }) => keep(await askDocumentValidation(input.documentId))),
      },
    }),
    { input: { documentId } },
  )
}
