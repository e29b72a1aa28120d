import { api } from '../../../lib/api-client'
import type { CamperVehicle, CamperVehiclePatch } from './get-camper-vehicle'

/** PATCH /v4/vehicles/{id}/: 400 answers field → messages, location errors as {code, field, message} items. */
export async function updateCamperVehicle(id: number, body: CamperVehiclePatch): Promise<CamperVehicle> {
  const { data } = await api.PATCH('/v4/vehicles/{id}/', { params: { path: { id: String(id) } }, body })
  return data!
}
