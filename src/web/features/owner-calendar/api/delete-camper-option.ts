import { api } from '../../../lib/api-client'

/** DELETE /3/products/{idCamper}/options/{idOption}/. */
export async function deleteCamperOption(camperId: number, optionId: number): Promise<void> {
  await api.DELETE('/3/products/{idCamper}/options/{idOption}/', {
    params: { path: { idCamper: camperId, idOption: optionId } },
  })
}
