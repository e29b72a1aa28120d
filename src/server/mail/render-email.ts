import type { OutboxRow } from '../db/schema'
import type { MailMessage } from '../providers/mail/mail-provider'

type Rendered = Omit<MailMessage, 'to'>
type TemplateRenderer = (data: Record<string, unknown>, locale: string) => Promise<Rendered>

/** Every email template by the name an outbox row carries. */
const TEMPLATES: Record<string, TemplateRenderer> = {}

/** The outbox row's email, in its recipient's language; an unknown template fails the attempt (and is retried). */
export function renderOutboxEmail(row: OutboxRow): Promise<Rendered> {
  const template = TEMPLATES[row.template]
  if (!template) return Promise.reject(new Error(`No email template named ${row.template}`))
  return template(row.data, row.locale)
}
