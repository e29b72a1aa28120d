import type { I18n } from '@lingui/core'
import { Heading, Text } from '@react-email/components'
import { EMAIL_COLORS, EMAIL_PARAGRAPH, EmailAction, EmailLayout } from './email-layout'

export interface PasswordResetEmailData {
  firstName: string
  /** The single-use link, with its token: forgotten by the outbox once sent (its key starts with `secret`). */
  secretLink: string
}

const paragraph = EMAIL_PARAGRAPH

export function passwordResetSubject(i18n: I18n) {
  return i18n._({ id: 'email.passwordReset.subject', message: 'Choose a new Roam password' })
}

/** The "Forgot password?" email: the link to choose a new password, valid for an hour and once. */
export function PasswordResetEmail({ i18n, data }: { i18n: I18n; data: PasswordResetEmailData }) {
  const firstName = data.firstName
  return (
    <EmailLayout
      lang={i18n.locale}
      preview={i18n._({
        id: 'email.passwordReset.preview',
        message: 'Your link to choose a new password, valid for one hour.',
      })}
      footer={i18n._({
        id: 'email.passwordReset.footer',
        message:
          'You receive this email because someone asked to reset the password of your Roam account. If it was not you, ignore it: your password stays as it is.',
      })}
    >
      <Heading as="h1" style={{ fontSize: '22px', lineHeight: '30px', margin: '0 0 16px' }}>
        {i18n._({ id: 'email.passwordReset.heading', message: 'Choose a new password' })}
      </Heading>
      <Text style={paragraph}>
        {firstName
          ? i18n._({ id: 'email.passwordReset.greeting', message: 'Hello {firstName},', values: { firstName } })
          : i18n._({ id: 'email.passwordReset.greetingNoName', message: 'Hello,' })}
      </Text>
      <Text style={paragraph}>
        {i18n._({
          id: 'email.passwordReset.body',
          message:
            'We received a request to reset the password of your Roam account. Follow this link to choose a new one. It works once, for one hour.',
        })}
      </Text>
      <EmailAction
        href={data.secretLink}
        label={i18n._({ id: 'email.passwordReset.button', message: 'Choose a new password' })}
        fallback={i18n._({
          id: 'email.passwordReset.fallback',
          message: 'If the button does not work, open this address:',
        })}
      />
      <Text style={{ ...paragraph, color: EMAIL_COLORS.muted, fontSize: '14px', margin: '16px 0 0' }}>
        {i18n._({
          id: 'email.passwordReset.signedOut',
          message: 'Once you choose a new password, every device signed in to your account is signed out.',
        })}
      </Text>
    </EmailLayout>
  )
}
