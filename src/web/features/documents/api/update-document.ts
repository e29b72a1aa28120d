import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import type { DocumentWire } from './get-document'

/** PATCH /3/docs/{id}/: the edition and expiration dates and the document number (documents-owner date and idn). */
export async function updateDocument(
  id: number,
  change: components['schemas']['DocumentChange'],
): Promise<DocumentWire> {
  const { data } = await api.PATCH('/3/docs/{id}/', { params: { path: { id } }, body: change })
  return data!
}
