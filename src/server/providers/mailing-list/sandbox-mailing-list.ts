import { setTimeout as sleep } from 'node:timers/promises'
import type { Database } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { mailingListContacts } from '../../db/schema'

/** Any address at this domain makes the sandbox fail as the real service does when it is down. */
export const SANDBOX_FAILING_DOMAIN = '@fail.test'
/** The key the sandbox expects when MAILING_LIST_API_KEY is unset. */
export const SANDBOX_API_KEY = 'sandbox-mailing-list-key'
/** Where the sandbox pretends to live; nothing is ever sent there. */
export const SANDBOX_API_URL = 'https://mailing-list.sandbox/v3'

// Brevo's own check is loose too: one @, no spaces, a dot in the domain.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const answer = (status: number, body?: { code: string; message: string } | { id: number }) =>
  new Response(body ? JSON.stringify(body) : null, {
    status,
    headers: body ? { 'Content-Type': 'application/json' } : {},
  })

/**
 * The built-in stand-in for Brevo's `POST /v3/contacts`, as a `fetch`: the Brevo adapter talks to
 * it exactly as it talks to Brevo. It waits `delayMs` (a call over the network), then answers with
 * Brevo's statuses and codes:
 * - no or a wrong `api-key` header → 401 unauthorized;
 * - a body without an email, or an address that is not one → 400 invalid_parameter;
 * - an address already in the contacts table → 400 duplicate_parameter;
 * - any address at @fail.test → 503 without a body (the service is down);
 * - else 201 { id }, and the contact is kept in `mailing_list_contacts`.
 */
export function sandboxContactsFetch(db: Database, options: { apiKey: string; delayMs: number }): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    if (options.delayMs > 0) await sleep(options.delayMs)
    if (request.method !== 'POST' || new URL(request.url).pathname !== '/v3/contacts')
      return answer(404, { code: 'not_found', message: 'Not found' })
    if (request.headers.get('api-key') !== options.apiKey)
      return answer(401, { code: 'unauthorized', message: 'Key not found' })
    const body = (await request.json().catch(() => null)) as { email?: unknown; listIds?: unknown } | null
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''
    if (!LOOKS_LIKE_EMAIL.test(email))
      return answer(400, { code: 'invalid_parameter', message: 'Invalid email address' })
    const listIds = Array.isArray(body?.listIds) ? body.listIds.filter((id): id is number => Number.isInteger(id)) : []
    if (email.endsWith(SANDBOX_FAILING_DOMAIN)) return answer(503)
    try {
      const [row] = await db
        .insert(mailingListContacts)
        .values({ email, listIds })
        .returning({ id: mailingListContacts.id })
      return answer(201, { id: row!.id })
    } catch (error) {
      if (isUniqueViolation(error))
        return answer(400, { code: 'duplicate_parameter', message: 'Contact already exist' })
      throw error
    }
  }
}
