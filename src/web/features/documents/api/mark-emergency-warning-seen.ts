import { api } from '../../../lib/api-client'
import type { DocumentWire } from './get-document'

/** PATCH /3/docs/{id}/ with emergency_warning_seen: the covid proof's warning page is shown once. */
export async function markEmergencyWarningSeen(id: number): Promise<DocumentWire> {
  const { data } = await api.PATCH('/3/docs/{id}/', {
    params: { path: { id } },
    body: { emergency_warning_seen: true },
  })
  return data!
}
