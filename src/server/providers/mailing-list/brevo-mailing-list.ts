import type { AddContactResult, MailingListProvider } from './mailing-list-provider'

const TIMEOUT_MS = 10_000

interface BrevoOptions {
  /** e.g. https://api.brevo.com/v3 */
  apiUrl: string
  apiKey: string
  listIds: number[]
  fetch: typeof fetch
}

/** Brevo's contacts API: `POST /v3/contacts` {email, listIds} with the `api-key` header; 201 or 204 is success. */
export function createBrevoMailingList(options: BrevoOptions): MailingListProvider {
  return {
    async addContact(email): Promise<AddContactResult> {
      let response: Response
      try {
        response = await options.fetch(`${options.apiUrl.replace(/\/$/, '')}/contacts`, {
          method: 'POST',
          headers: { 'api-key': options.apiKey, 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ email, listIds: options.listIds }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        })
      } catch (error) {
        return {
          ok: false,
          status: 502,
          code: 'network_error',
          message: error instanceof Error ? error.message : String(error),
        }
      }
      if (response.ok) return { ok: true }
      const body = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null
      return {
        ok: false,
        status: response.status,
        // A refusal without a code is still a refusal: it must not read as success.
        code: typeof body?.code === 'string' && body.code !== '' ? body.code : `http_${response.status}`,
        message: typeof body?.message === 'string' ? body.message : response.statusText,
      }
    },
  }
}
