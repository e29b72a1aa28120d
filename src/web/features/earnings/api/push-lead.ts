import { api } from '../../../lib/api-client'

/** POST /v4/crm/hubspot/push-lead-ad-onboarding/{idUser}/: attaches the simulation to the user and pushes it to the CRM. */
export async function pushLead(userId: number, reference: string): Promise<void> {
  await api.POST('/v4/crm/{crm}/push-lead-ad-onboarding/{idUser}/', {
    params: { path: { crm: 'hubspot', idUser: userId } },
    body: { reference },
  })
}
