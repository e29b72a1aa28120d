import type { I18n } from '@lingui/core'
import { ActionEmail } from './action-email'

export interface EmailVerificationEmailData {
  firstName: string
  /** The single-use link, with its token: forgotten by the outbox once sent (its key starts with `secret`). */
  secretLink: string
}

export function emailVerificationSubject(i18n: I18n) {
  return i18n._({ id: 'email.emailVerification.subject', message: 'Confirm your email address for Roam' })
}

/** Sent at sign-up and on request: the link that proves the address, valid for 48 hours and once. */
export function EmailVerificationEmail({ i18n, data }: { i18n: I18n; data: EmailVerificationEmailData }) {
  return (
    <ActionEmail
      i18n={i18n}
      firstName={data.firstName}
      preview={i18n._({
        id: 'email.emailVerification.preview',
        message: 'One click to confirm your address, then you can send booking requests.',
      })}
      footer={i18n._({
        id: 'email.emailVerification.footer',
        message:
          'You receive this email because this address was used to create a Roam account. If it was not you, ignore it: nothing happens without the link.',
      })}
      heading={i18n._({ id: 'email.emailVerification.heading', message: 'Confirm your email address' })}
      body={i18n._({
        id: 'email.emailVerification.body',
        message:
          'Welcome to Roam. Follow this link to confirm that this address is yours. It works once, for 48 hours.',
      })}
      action={{
        href: data.secretLink,
        label: i18n._({ id: 'email.emailVerification.button', message: 'Confirm my address' }),
      }}
      note={i18n._({
        id: 'email.emailVerification.why',
        message:
          'You can browse, save campers and ask owners questions already. Sending a booking request or a listing for review needs a confirmed address, so owners and guests can reach you.',
      })}
    />
  )
}
