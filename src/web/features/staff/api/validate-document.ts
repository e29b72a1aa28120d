import { api } from '../../../lib/api-client'
import type { StaffDocument } from './list-staff-documents'

/** POST /3/docs/{id}/validate/: staff validate a document waiting for them. */
export async function validateDocument(id: number): Promise<Omit<StaffDocument, 'user'>> {
  const { data } = await api.POST('/3/docs/{id}/validate/', { params: { path: { id } } })
  return data!
}
