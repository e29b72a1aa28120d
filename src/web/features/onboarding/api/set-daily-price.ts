import { vehicleFormErrors } from '../../../../domain/onboarding-vehicle'
import { api } from '../../../lib/api-client'
import { ApiClientError } from '../../../lib/api-client-error'

/** PATCH /3/products/{id}/prices-details/ with the daily price (whole units); rejects with FormErrors (price_per_day). */
export async function setDailyPrice(camperId: number, pricePerDay: number, fallback: string[]): Promise<void> {
  try {
    await api.PATCH('/3/products/{idCamper}/prices-details/', {
      params: { path: { idCamper: camperId } },
      body: { price_per_day: pricePerDay },
    })
  } catch (error) {
    throw vehicleFormErrors(error instanceof ApiClientError ? error.apiError.body : null, fallback)
  }
}
