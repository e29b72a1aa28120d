import { api } from '../../../lib/api-client'
import type { DocumentWire } from './get-document'

/** POST /3/docs/{id}/pages/: one page as the multipart field `page`, with the expiration date when it is mandatory. */
export async function uploadPage(id: number, page: Blob, expirationDate: string | null): Promise<DocumentWire> {
  const form = new FormData()
  form.append('page', page)
  if (expirationDate) form.append('expiration_date', expirationDate)
  // The contract types a binary field as a string: the typed body names the fields, the serializer sends the real form.
  const { data } = await api.POST('/3/docs/{id}/pages/', {
    params: { path: { id } },
    body: {
      page: page instanceof File ? page.name : 'page',
      ...(expirationDate ? { expiration_date: expirationDate } : {}),
    },
    bodySerializer: () => form,
  })
  return data!
}
