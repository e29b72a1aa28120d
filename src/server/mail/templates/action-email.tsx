import type { I18n } from '@lingui/core'
import { Heading, Text } from '@react-email/components'
import { EMAIL_COLORS, EMAIL_PARAGRAPH, EmailAction, EmailLayout } from './email-layout'

/**
 * The shape most Roam emails share: a heading, the greeting, what happened, one button to act (with its address
 * written out), and a quieter note after it. Each template words it; this lays it out once.
 */
export function ActionEmail({
  i18n,
  firstName,
  preview,
  footer,
  heading,
  body,
  action,
  note,
}: {
  i18n: I18n
  firstName: string
  preview: string
  footer: string
  heading: string
  body: string
  action: { href: string; label: string }
  note?: string
}) {
  return (
    <EmailLayout lang={i18n.locale} preview={preview} footer={footer}>
      <Heading as="h1" style={{ fontSize: '22px', lineHeight: '30px', margin: '0 0 16px' }}>
        {heading}
      </Heading>
      <Text style={EMAIL_PARAGRAPH}>
        {firstName
          ? i18n._({ id: 'email.passwordReset.greeting', message: 'Hello {firstName},', values: { firstName } })
          : i18n._({ id: 'email.passwordReset.greetingNoName', message: 'Hello,' })}
      </Text>
      <Text style={EMAIL_PARAGRAPH}>{body}</Text>
      <EmailAction
        href={action.href}
        label={action.label}
        fallback={i18n._({
          id: 'email.passwordReset.fallback',
          message: 'If the button does not work, open this address:',
        })}
      />
      {note ? (
        <Text style={{ ...EMAIL_PARAGRAPH, color: EMAIL_COLORS.muted, fontSize: '14px', margin: '16px 0 0' }}>
          {note}
        </Text>
      ) : null}
    </EmailLayout>
  )
}
