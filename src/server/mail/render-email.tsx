import { render } from '@react-email/components'
import type { I18n } from '@lingui/core'
import type { OutboxRow } from '../db/schema'
import type { MailMessage } from '../providers/mail/mail-provider'
import { mailI18n } from './mail-i18n'
import { PasswordResetEmail, passwordResetSubject, type PasswordResetEmailData } from './templates/password-reset-email'

type Rendered = Omit<MailMessage, 'to'>
/** What react-email renders (the server imports nothing from react itself: see eslint.config.js). */
type EmailElement = Parameters<typeof render>[0]

interface Template {
  subject(i18n: I18n, data: Record<string, unknown>): string
  body(i18n: I18n, data: Record<string, unknown>): EmailElement
}

/** Every email template by the name an outbox row carries. */
const TEMPLATES: Record<string, Template> = {
  password_reset: {
    subject: (i18n) => passwordResetSubject(i18n),
    body: (i18n, data) => <PasswordResetEmail i18n={i18n} data={data as unknown as PasswordResetEmailData} />,
  },
}

/** An email in `locale`: its subject, its HTML and the plain text react-email derives from the same element. */
export async function renderEmail(template: string, data: Record<string, unknown>, locale: string): Promise<Rendered> {
  const found = TEMPLATES[template]
  if (!found) throw new Error(`No email template named ${template}`)
  const i18n = await mailI18n(locale)
  const element = found.body(i18n, data)
  return {
    subject: found.subject(i18n, data),
    html: await render(element),
    text: await render(element, { plainText: true }),
  }
}

/** The outbox row's email, in its recipient's language; an unknown template fails the attempt (and is retried). */
export const renderOutboxEmail = (row: OutboxRow): Promise<Rendered> => renderEmail(row.template, row.data, row.locale)
