import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import type { CamperSleeping } from './list-camper-sleepings'

/** POST /v4/vehicles/{id}/sleepings/: 400 answers field → messages (kind, places 1 to 9). */
export async function addCamperSleeping(
  id: number,
  body: components['schemas']['VehicleSleepingCreate'],
): Promise<CamperSleeping> {
  const { data } = await api.POST('/v4/vehicles/{id}/sleepings/', { params: { path: { id: String(id) } }, body })
  return data!
}
