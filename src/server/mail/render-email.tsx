import { render } from '@react-email/components'
import type { I18n } from '@lingui/core'
import type { OutboxRow } from '../db/schema'
import type { MailMessage } from '../providers/mail/mail-provider'
import { mailI18n } from './mail-i18n'
import { localizePath } from '../../domain/locale-routing'
import type { LocaleStrategy } from '../../domain/public-config'
import { isLocale } from '../../domain/locales'
import { AccountUpdateEmail, type AccountUpdateEmailData } from './templates/account-update-email'
import { accountUpdateWords } from './templates/account-update-words'
import { BookingUpdateEmail, type BookingUpdateEmailData } from './templates/booking-update-email'
import { bookingUpdateWords } from './templates/booking-update-words'
import { ChatUnreadEmail, chatUnreadSubject, type ChatUnreadEmailData } from './templates/chat-unread-email'
import { isOptionalEmailCategory } from '../../domain/email-categories'
import { paths } from '../../domain/app-paths'
import { EMAIL_TEMPLATE_CATEGORIES, UNSUBSCRIBE_TOKEN_KEY, type EmailTemplateName } from './email-templates'
import type { EmailUnsubscribeLinks } from './templates/email-layout'
import {
  EmailVerificationEmail,
  emailVerificationSubject,
  type EmailVerificationEmailData,
} from './templates/email-verification-email'
import { EmailChangeEmail, emailChangeSubject, type EmailChangeEmailData } from './templates/email-change-email'
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
  body(
    i18n: I18n,
    data: Record<string, unknown>,
    link: (path: string) => string,
    unsubscribe?: EmailUnsubscribeLinks,
  ): EmailElement
}

const bookingUpdate: Template = {
  subject: (i18n, data) => {
    const booking = data as unknown as BookingUpdateEmailData
    return bookingUpdateWords(i18n, booking.kind, booking).title
  },
  body: (i18n, data, link, unsubscribe) => {
    const booking = data as unknown as BookingUpdateEmailData
    return <BookingUpdateEmail i18n={i18n} data={booking} href={link(booking.path)} unsubscribe={unsubscribe} />
  },
}

/** How each template (email-templates.ts names them and their categories) is written. */
const TEMPLATES: Record<EmailTemplateName, Template> = {
  password_reset: {
    subject: (i18n) => passwordResetSubject(i18n),
    body: (i18n, data) => <PasswordResetEmail i18n={i18n} data={data as unknown as PasswordResetEmailData} />,
  },
  email_verification: {
    subject: (i18n) => emailVerificationSubject(i18n),
    body: (i18n, data) => <EmailVerificationEmail i18n={i18n} data={data as unknown as EmailVerificationEmailData} />,
  },
  email_change: {
    subject: (i18n, data) => emailChangeSubject(i18n, data as unknown as EmailChangeEmailData),
    body: (i18n, data, link) => (
      <EmailChangeEmail i18n={i18n} data={data as unknown as EmailChangeEmailData} link={link} />
    ),
  },
  booking_update: bookingUpdate,
  review_invitation: bookingUpdate,
  review_update: bookingUpdate,
  booking_reminder: {
    subject: bookingUpdate.subject,
    body: (i18n, data, link, unsubscribe) => {
      const booking = data as unknown as BookingUpdateEmailData
      return (
        <BookingUpdateEmail i18n={i18n} data={booking} href={link(booking.path)} reminder unsubscribe={unsubscribe} />
      )
    },
  },
  account_update: {
    subject: (i18n, data) => {
      const notice = data as unknown as AccountUpdateEmailData
      return accountUpdateWords(i18n, notice.kind, notice).title
    },
    body: (i18n, data, link) => {
      const notice = data as unknown as AccountUpdateEmailData
      return <AccountUpdateEmail i18n={i18n} data={notice} href={link(notice.path)} />
    },
  },
  chat_unread: {
    subject: (i18n, data) => chatUnreadSubject(i18n, data as unknown as ChatUnreadEmailData),
    body: (i18n, data, link, unsubscribe) => {
      const chat = data as unknown as ChatUnreadEmailData
      return <ChatUnreadEmail i18n={i18n} data={chat} href={link(chat.path)} unsubscribe={unsubscribe} />
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
  const found = TEMPLATES[template as EmailTemplateName] as Template | undefined
  if (!found) throw new Error(`No email template named ${template}`)
  const i18n = await mailI18n(locale)
  const link = (path: string) =>
    new URL(isLocale(locale) ? localizePath(path, locale, site.LOCALE_STRATEGY) : path, site.PUBLIC_URL).toString()
  // An email its recipient may turn off carries the one-click unsubscribe (RFC 8058) in its headers and footer.
  const token = data[UNSUBSCRIBE_TOKEN_KEY]
  const unsubscribe =
    isOptionalEmailCategory(EMAIL_TEMPLATE_CATEGORIES[template as EmailTemplateName]) && typeof token === 'string'
      ? {
          unsubscribe: link(paths.emailUnsubscribe.href(token)),
          preferences: link(paths.accountNotifications.href()),
        }
      : undefined
  const element = found.body(i18n, data, link, unsubscribe)
  return {
    subject: found.subject(i18n, data),
    html: await render(element),
    text: await render(element, { plainText: true }),
    ...(unsubscribe
      ? {
          headers: {
            'List-Unsubscribe': `<${unsubscribe.unsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  }
}

/** The outbox rows' emails, in each recipient's language; an unknown template fails the attempt (and is retried). */
export const outboxEmailRenderer =
  (site: EmailSite) =>
  (row: OutboxRow): Promise<Rendered> =>
    renderEmail(site, row.template, row.data, row.locale)
