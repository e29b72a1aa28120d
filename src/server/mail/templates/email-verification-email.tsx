import type { I18n } from '@lingui/core'
import { Heading, Text } from '@react-email/components'
import { EMAIL_COLORS, EMAIL_PARAGRAPH, EmailAction, EmailLayout } from './email-layout'

export interface EmailVerificationEmailData {
  firstName: string
  /** The single-use link, with its token: forgotten by the outbox once sent (its key starts with `secret`). */
  secretLink: string
}

const paragraph = EMAIL_PARAGRAPH

export function emailVerificationSubject(i18n: I18n) {
  return i18n._({ id: 'email.emailVerification.subject', message: 'Confirm your email address for Roam' })
}

/** Sent at sign-up and on request: the link that proves the address, valid for 48 hours and once. */
export function EmailVerificationEmail({ i18n, data }: { i18n: I18n; data: EmailVerificationEmailData }) {
  const firstName = data.firstName
  return (
    <EmailLayout
      lang={i18n.locale}
      preview={i18n._({
        id: 'email.emailVerification.preview',
        message: 'One click to confirm your address, then you can send booking requests.',
      })}
      footer={i18n._({
        id: 'email.emailVerification.footer',
        message:
          'You receive this email because this address was used to create a Roam account. If it was not you, ignore it: nothing happens without the link.',
      })}
    >
      <Heading as="h1" style={{ fontSize: '22px', lineHeight: '30px', margin: '0 0 16px' }}>
        {i18n._({ id: 'email.emailVerification.heading', message: 'Confirm your email address' })}
      </Heading>
      <Text style={paragraph}>
        {firstName
          ? i18n._({ id: 'email.passwordReset.greeting', message: 'Hello {firstName},', values: { firstName } })
          : i18n._({ id: 'email.passwordReset.greetingNoName', message: 'Hello,' })}
      </Text>
      <Text style={paragraph}>
        {i18n._({
          id: 'email.emailVerification.body',
          message:
            'Welcome to Roam. Follow this link to confirm that this address is yours. It works once, for 48 hours.',
        })}
      </Text>
      <EmailAction
        href={data.secretLink}
        label={i18n._({ id: 'email.emailVerification.button', message: 'Confirm my address' })}
        fallback={i18n._({
          id: 'email.passwordReset.fallback',
          message: 'If the button does not work, open this address:',
        })}
      />
      <Text style={{ ...paragraph, color: EMAIL_COLORS.muted, fontSize: '14px', margin: '16px 0 0' }}>
        {i18n._({
          id: 'email.emailVerification.why',
          message:
            'You can browse, save campers and ask owners questions already. Sending a booking request or a listing for review needs a confirmed address, so owners and guests can reach you.',
        })}
      </Text>
    </EmailLayout>
  )
}
