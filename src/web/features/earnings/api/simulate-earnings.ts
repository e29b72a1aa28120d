import { formErrors } from '../../../../domain/form-errors'
import type { EarningsResult, EarningsSimulationRequest } from '../../../../domain/earnings-steps'
import { api } from '../../../lib/api-client'
import { ApiClientError } from '../../../lib/api-client-error'

/** POST /v4/campers/earnings-simulation/; rejects with the answer's FormErrors. */
export async function simulateEarnings(body: EarningsSimulationRequest): Promise<EarningsResult> {
  try {
    const { data } = await api.POST('/v4/campers/earnings-simulation/', { body })
    const answer = data!
    return {
      reference: answer.reference,
      minDaily: answer.min_daily,
      maxDaily: answer.max_daily,
      minYearly: answer.min_yearly,
      maxYearly: answer.max_yearly,
      currency: answer.currency,
      comparables: answer.estimation.comparables,
      criteria: answer.estimation.criteria,
      occupancyRate: answer.estimation.occupancy_rate,
      offeredDays: answer.estimation.offered_days,
    }
  } catch (error) {
    throw formErrors(error instanceof ApiClientError ? error.apiError.body : null)
  }
}
