import { render } from '@react-email/components'
import type { I18n } from '@lingui/core'
import type { OutboxRow } from '../db/schema'
import type { MailMessage } from '../providers/mail/mail-provider'
import { mailI18n } from './mail-i18n'
import { localizePath } from '../../domain/locale-routing'
import type { LocaleStrategy } from '../../domain/public-config'
import { isLocale } from '../../domain/locales'
import { BookingUpdateEmail, type BookingUpdateEmailData } from './templates/booking-update-email'
import { bookingUpdateWords } from './templates/booking-update-words'
import {
  EmailVerificationEmail,
  emailVerificationSubject,
  type EmailVerificationEmailData,
} from './templates/email-verification-email'
import { PasswordResetEmail, passwordResetSubject, type PasswordResetEmailData } from './templates/password-reset-email'

type Rendered = Omit<MailMessage, 'to'>
/** What react-email renders (the server imports nothing from react itself: see eslint.config.js). */
type EmailElement = Parameters<typeof render>[0]

/** Where links lead: the marketplace's address and how it puts the locale in a path. */
export interface EmailSite {
  PUBLIC_URL: string
  LOCALE_STRATEGY: LocaleStrategy
}

interface Template {
  subject(i18n: I18n, data: Record<string, unknown>): string
  body(i18n: I18n, data: Record<string, unknown>, link: (path: string) => string): EmailElement
}

/** Every email template by the name an outbox row carries. */
const TEMPLATES: Record<string, Template> = {
  password_reset: {
    subject: (i18n) => passwordResetSubject(i18n),
    body: (i18n, data) => <PasswordResetEmail i18n={i18n} data={data as unknown as PasswordResetEmailData} />,
  },
  email_verification: {
    subject: (i18n) => emailVerificationSubject(i18n),
    body: (i18n, data) => <EmailVerificationEmail i18n={i18n} data={data as unknown as EmailVerificationEmailData} />,
  },
  booking_update: {
    subject: (i18n, data) => {
      const booking = data as unknown as BookingUpdateEmailData
      return bookingUpdateWords(i18n, booking.kind, booking).title
    },
    body: (i18n, data, link) => {
      const booking = data as unknown as BookingUpdateEmailData
      return <BookingUpdateEmail i18n={i18n} data={booking} href={link(booking.path)} />
    },
  },
}

/** An email in `locale`: its subject, its HTML and the plain text react-email derives from the same element. */
export async function renderEmail(
  site: EmailSite,
  template: string,
  data: Record<string, unknown>,
  locale: string,
): Promise<Rendered> {
  const found = TEMPLATES[template]
  if (!found) throw new Error(`No email template named ${template}`)
  const i18n = await mailI18n(locale)
  const link = (path: string) =>
    new URL(isLocale(locale) ? localizePath(path, locale, site.LOCALE_STRATEGY) : path, site.PUBLIC_URL).toString()
  const element = found.body(i18n, data, link)
  return {
    subject: found.subject(i18n, data),
    html: await render(element),
    text: await render(element, { plainText: true }),
  }
}

/** The outbox rows' emails, in each recipient's language; an unknown template fails the attempt (and is retried). */
export const outboxEmailRenderer =
  (site: EmailSite) =>
  (row: OutboxRow): Promise<Rendered> =>
    renderEmail(site, row.template, row.data, row.locale)
