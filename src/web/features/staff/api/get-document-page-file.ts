import { api } from '../../../lib/api-client'

/** GET /3/docs/{id}/pages/{page_id}/file/: a page's file, which needs the staff token (so no plain link can open it). */
export async function getDocumentPageFile(id: number, pageId: number): Promise<Blob> {
  const { data } = await api.GET('/3/docs/{id}/pages/{page_id}/file/', {
    params: { path: { id, page_id: pageId } },
    parseAs: 'blob',
  })
  return data!
}
