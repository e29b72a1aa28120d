import type { Database } from '../../db/client'
import { crmSandboxPushes } from '../../db/schema'

/** The token the sandbox expects when HUBSPOT_ACCESS_TOKEN is unset. */
export const SANDBOX_CRM_TOKEN = 'sandbox-crm-token'
/** Where the sandbox pretends to live; nothing is ever sent there. */
export const SANDBOX_CRM_URL = 'https://crm.sandbox'

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/**
 * The built-in stand-in for HubSpot's contact upsert, as a `fetch`: the HubSpot adapter talks to it
 * exactly as it talks to HubSpot. A wrong bearer token → 401; an input without an e-mail → 400; else
 * the push is kept in `crm_sandbox_pushes` and answered like HubSpot (200, results[0].id).
 */
export function sandboxCrmFetch(db: Database, options: { accessToken: string; crm: string }): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    if (request.method !== 'POST' || new URL(request.url).pathname !== '/crm/v3/objects/contacts/batch/upsert') {
      return answer(404, { status: 'error', message: 'Not found' })
    }
    if (request.headers.get('authorization') !== `Bearer ${options.accessToken}`) {
      return answer(401, {
        status: 'error',
        message: 'Authentication credentials not found.',
        category: 'INVALID_AUTHENTICATION',
      })
    }
    const body = (await request.json().catch(() => null)) as {
      inputs?: Array<{ id?: unknown; properties?: Record<string, string> }>
    } | null
    const lead = body?.inputs?.[0]
    if (typeof lead?.id !== 'string' || lead.id === '')
      return answer(400, { status: 'error', message: 'Invalid input: missing email', category: 'VALIDATION_ERROR' })
    const [row] = await db
      .insert(crmSandboxPushes)
      .values({ crm: options.crm, email: lead.id, properties: lead.properties ?? {} })
      .returning({ id: crmSandboxPushes.id })
    return answer(200, { status: 'COMPLETE', results: [{ id: String(row!.id), properties: lead.properties ?? {} }] })
  }
}
