import type { I18n } from '@lingui/core'
import { ActionEmail } from './action-email'

export interface PasswordResetEmailData {
  firstName: string
  /** The single-use link, with its token: forgotten by the outbox once sent (its key starts with `secret`). */
  secretLink: string
}

export function passwordResetSubject(i18n: I18n) {
  return i18n._({ id: 'email.passwordReset.subject', message: 'Choose a new Roam password' })
}

/** The "Forgot password?" email: the link to choose a new password, valid for an hour and once. */
export function PasswordResetEmail({ i18n, data }: { i18n: I18n; data: PasswordResetEmailData }) {
  return (
    <ActionEmail
      i18n={i18n}
      firstName={data.firstName}
      preview={i18n._({
        id: 'email.passwordReset.preview',
        message: 'Your link to choose a new password, valid for one hour.',
      })}
      footer={i18n._({
        id: 'email.passwordReset.footer',
        message:
          'You receive this email because someone asked to reset the password of your Roam account. If it was not you, ignore it: your password stays as it is.',
      })}
      heading={i18n._({ id: 'email.passwordReset.heading', message: 'Choose a new password' })}
      body={i18n._({
        id: 'email.passwordReset.body',
        message:
          'We received a request to reset the password of your Roam account. Follow this link to choose a new one. It works once, for one hour.',
      })}
      action={{
        href: data.secretLink,
        label: i18n._({ id: 'email.passwordReset.button', message: 'Choose a new password' }),
      }}
      note={i18n._({
        id: 'email.passwordReset.signedOut',
        message: 'Once you choose a new password, every device signed in to your account is signed out.',
      })}
    />
  )
}
