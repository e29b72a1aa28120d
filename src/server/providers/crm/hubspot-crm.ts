import type { CrmLead, CrmProvider, PushLeadResult } from './crm-provider'

export interface HubspotOptions {
  apiUrl: string
  accessToken: string
  fetch: typeof fetch
}

/**
 * HubSpot's CRM API: the lead is upserted as a contact keyed by e-mail
 * (POST /crm/v3/objects/contacts/batch/upsert with a private app's access token), so a second
 * simulation updates the same contact instead of failing as a duplicate.
 */
export function createHubspotCrm(options: HubspotOptions): CrmProvider {
  return {
    async pushLead(lead: CrmLead): Promise<PushLeadResult> {
      const response = await options.fetch(`${options.apiUrl}/crm/v3/objects/contacts/batch/upsert`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${options.accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          inputs: [{ id: lead.email, idProperty: 'email', properties: { email: lead.email, ...lead.properties } }],
        }),
      })
      const body = (await response.json().catch(() => null)) as {
        results?: Array<{ id?: string }>
        message?: string
      } | null
      const contactId = body?.results?.[0]?.id
      if (response.ok && contactId) return { ok: true, contactId }
      return { ok: false, status: response.status, message: body?.message ?? `HubSpot answered ${response.status}` }
    },
  }
}
