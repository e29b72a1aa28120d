import { vehicleFormErrors, type OnboardingVehicleBody } from '../../../../domain/onboarding-vehicle'
import { api } from '../../../lib/api-client'
import { ApiClientError } from '../../../lib/api-client-error'

/**
 * POST /v4/vehicles/ (the vehicle and its camper, state created) without an id yet, PATCH /v4/vehicles/{id}/ after:
 * the vehicle id. Rejects with FormErrors, the location's errors under their own fields.
 */
export async function saveVehicle(
  vehicleId: number | null,
  body: OnboardingVehicleBody,
  fallback: string[],
): Promise<number> {
  try {
    if (vehicleId === null) {
      const { data } = await api.POST('/v4/vehicles/', { body })
      return data!.id
    }
    const { data } = await api.PATCH('/v4/vehicles/{id}/', { params: { path: { id: String(vehicleId) } }, body })
    return data!.id
  } catch (error) {
    throw vehicleFormErrors(error instanceof ApiClientError ? error.apiError.body : null, fallback)
  }
}
