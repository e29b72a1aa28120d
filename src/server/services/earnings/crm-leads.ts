import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'
import type { CrmProvider } from '../../providers/crm/crm-provider'
import { EARNINGS_VEHICLE_TYPES } from '../../../domain/earnings-steps'
import { ApiError } from '../../http/api-error'
import { latestSimulationOf } from './earnings-simulation'

export interface PushedLead {
  crm: string
  simulation_reference: string
  contact_id: string
}

/**
 * POST /v4/crm/{crm}/push-lead-ad-onboarding/{idUser}/: pushes the user's latest simulation to the CRM as a
 * contact keyed by the account's e-mail. The custom properties (roam_*) must exist in the CRM (see README).
 */
export async function pushLatestLead(
  db: Database,
  provider: CrmProvider,
  crm: string,
  userId: number,
  reference: string | undefined,
): Promise<PushedLead> {
  const { simulation, leadSource } = await latestSimulationOf(db, userId, reference)
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1)
  if (!user) throw ApiError.notFound()
  const optional = (key: string, value: number | null) => (value === null ? {} : { [key]: String(value) })
  const result = await provider.pushLead({
    email: user.email,
    properties: {
      firstname: simulation.firstName,
      lastname: simulation.lastName,
      phone: simulation.phoneNumber,
      country: simulation.country,
      roam_user_id: String(userId),
      roam_simulation_email: simulation.email,
      roam_is_professional: String(simulation.isProfessional),
      roam_vehicle_type: EARNINGS_VEHICLE_TYPES[simulation.vehicleType - 1] ?? 'other',
      roam_vehicle_registration_country: simulation.vehicleRegistrationCountry,
      roam_vehicle_availability: simulation.vehicleAvailability,
      ...optional('roam_number_of_weeks', simulation.numberOfWeeks),
      ...optional('roam_number_of_weekends', simulation.numberOfWeekends),
      ...optional('roam_vehicle_registered_year', simulation.vehicleRegisteredYear),
      ...optional('roam_number_of_seats', simulation.numberOfSeats),
      roam_earnings_min_daily: String(simulation.minDaily),
      roam_earnings_max_daily: String(simulation.maxDaily),
      roam_earnings_min_yearly: String(simulation.minYearly),
      roam_earnings_max_yearly: String(simulation.maxYearly),
      roam_earnings_currency: simulation.currency,
      roam_lead_source: leadSource ?? '',
      roam_simulated_at: simulation.createdAt.toISOString(),
    },
  })
  if (!result.ok) {
    console.error(`CRM ${crm} refused lead of user ${userId}: ${result.status} ${result.message}`)
    throw ApiError.detail(502, 'The CRM could not take the lead right now.', 'crm_unavailable')
  }
  return { crm, simulation_reference: simulation.reference, contact_id: result.contactId }
}
