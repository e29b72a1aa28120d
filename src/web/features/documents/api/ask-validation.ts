import { api } from '../../../lib/api-client'
import type { DocumentWire } from './get-document'

/** POST /3/docs/{id}/ask-validation/: sends an ADDED document to staff. */
export async function askDocumentValidation(id: number): Promise<DocumentWire> {
  const { data } = await api.POST('/3/docs/{id}/ask-validation/', { params: { path: { id } } })
  return data!
}
