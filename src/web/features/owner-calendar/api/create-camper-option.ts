import { api } from '../../../lib/api-client'
import type { CamperOption, CamperOptionInput } from './get-prices-details'

/** POST /3/products/{idCamper}/options/: an option priced per day or per booking. */
export async function createCamperOption(camperId: number, body: CamperOptionInput): Promise<CamperOption> {
  const { data } = await api.POST('/3/products/{idCamper}/options/', { params: { path: { idCamper: camperId } }, body })
  return data!
}
