import { api } from '../../../lib/api-client'
import type { CamperPreferences, CamperPreferencesPatch } from './get-camper-preferences'

/** PATCH /3/products/{id}/preferences/: 400 answers field → messages. */
export async function updateCamperPreferences(id: number, body: CamperPreferencesPatch): Promise<CamperPreferences> {
  const { data } = await api.PATCH('/3/products/{id}/preferences/', { params: { path: { id: String(id) } }, body })
  return data!
}
