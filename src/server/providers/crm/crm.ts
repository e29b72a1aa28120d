import type { Database } from '../../db/client'
import type { Env } from '../../env'
import type { CrmProvider } from './crm-provider'
import { createHubspotCrm } from './hubspot-crm'
import { SANDBOX_CRM_TOKEN, SANDBOX_CRM_URL, sandboxCrmFetch } from './sandbox-crm'

/** The adapter CRM_PROVIDER names. The sandbox is HubSpot's client talking to an in-process stand-in. */
export function crmProvider(db: Database, env: Env): CrmProvider {
  switch (env.CRM_PROVIDER) {
    case 'sandbox': {
      const accessToken = env.HUBSPOT_ACCESS_TOKEN ?? SANDBOX_CRM_TOKEN
      return createHubspotCrm({
        apiUrl: SANDBOX_CRM_URL,
        accessToken,
        fetch: sandboxCrmFetch(db, { accessToken, crm: 'hubspot' }),
      })
    }
    case 'hubspot':
      return createHubspotCrm({ apiUrl: env.HUBSPOT_API_URL, accessToken: env.HUBSPOT_ACCESS_TOKEN ?? '', fetch })
  }
}
