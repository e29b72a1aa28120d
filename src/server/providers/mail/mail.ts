import type { Database } from '../../db/client'
import type { Env } from '../../env'
import type { MailProvider } from './mail-provider'
import { createSandboxMail } from './sandbox-mail'
import { createSmtpMail } from './smtp-mail'

/** The adapter MAIL_PROVIDER names: the sandbox (kept in the database, shown at /sandbox/mail) by default. */
export function mailProvider(db: Database, env: Env): MailProvider {
  switch (env.MAIL_PROVIDER) {
    case 'sandbox':
      return createSandboxMail(db, env.MAIL_FROM)
    case 'smtp':
      // env.ts already refuses to start without it; this keeps the type honest.
      if (!env.SMTP_URL) throw new Error('SMTP_URL is required when MAIL_PROVIDER is smtp')
      return createSmtpMail(env.SMTP_URL, env.MAIL_FROM)
  }
}
