import type { Database } from '../../db/client'
import type { Env } from '../../env'
import { createBrevoMailingList } from './brevo-mailing-list'
import type { MailingListProvider } from './mailing-list-provider'
import { SANDBOX_API_KEY, SANDBOX_API_URL, sandboxContactsFetch } from './sandbox-mailing-list'

/** The adapter MAILING_LIST_PROVIDER names. The sandbox is Brevo's client talking to an in-process stand-in. */
export function mailingListProvider(db: Database, env: Env): MailingListProvider {
  switch (env.MAILING_LIST_PROVIDER) {
    case 'sandbox': {
      const apiKey = env.MAILING_LIST_API_KEY ?? SANDBOX_API_KEY
      return createBrevoMailingList({
        apiUrl: SANDBOX_API_URL,
        apiKey,
        listIds: env.MAILING_LIST_IDS,
        fetch: sandboxContactsFetch(db, { apiKey, delayMs: env.MAILING_LIST_SANDBOX_DELAY_MS }),
      })
    }
    case 'brevo':
      return createBrevoMailingList({
        apiUrl: env.MAILING_LIST_API_URL,
        apiKey: env.MAILING_LIST_API_KEY ?? '',
        listIds: env.MAILING_LIST_IDS,
        fetch,
      })
  }
}
