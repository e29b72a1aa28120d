import { api } from '../../../lib/api-client'
import type { PricesDetails, PricesDetailsPatch } from './get-prices-details'

/** PATCH /3/products/{idCamper}/prices-details/. */
export async function updatePricesDetails(camperId: number, body: PricesDetailsPatch): Promise<PricesDetails> {
  const { data } = await api.PATCH('/3/products/{idCamper}/prices-details/', {
    params: { path: { idCamper: camperId } },
    body,
  })
  return data!
}
