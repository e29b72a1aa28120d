import { api } from '../../../lib/api-client'
import type { StaffDocument } from './list-staff-documents'

/** POST /3/docs/{id}/refuse/: staff refuse a document waiting for them, with the reason its user will read. */
export async function refuseDocument(id: number, reason: string): Promise<Omit<StaffDocument, 'user'>> {
  const { data } = await api.POST('/3/docs/{id}/refuse/', { params: { path: { id } }, body: { reason } })
  return data!
}
