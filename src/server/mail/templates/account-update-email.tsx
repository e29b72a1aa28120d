import type { I18n } from '@lingui/core'
import { Heading, Text } from '@react-email/components'
import { EMAIL_PARAGRAPH, EmailAction, EmailLayout } from './email-layout'
import { accountUpdateWords, type AccountNotificationKind, type AccountUpdateData } from './account-update-words'

export interface AccountUpdateEmailData extends AccountUpdateData {
  kind: AccountNotificationKind
  firstName: string
}

/** Staff decided on a listing or a document, or a document expires: what happened and the button to act on it. */
export function AccountUpdateEmail({ i18n, data, href }: { i18n: I18n; data: AccountUpdateEmailData; href: string }) {
  const words = accountUpdateWords(i18n, data.kind, data)
  return (
    <EmailLayout
      lang={i18n.locale}
      preview={words.body}
      footer={i18n._({
        id: 'email.account.footer',
        message:
          'You receive this email because you have an account on Roam. Decisions on your listings and documents are always sent: they may ask you to act.',
      })}
    >
      <Heading as="h1" style={{ fontSize: '22px', lineHeight: '30px', margin: '0 0 16px' }}>
        {words.title}
      </Heading>
      <Text style={EMAIL_PARAGRAPH}>
        {data.firstName
          ? i18n._({
              id: 'email.passwordReset.greeting',
              message: 'Hello {firstName},',
              values: { firstName: data.firstName },
            })
          : i18n._({ id: 'email.passwordReset.greetingNoName', message: 'Hello,' })}
      </Text>
      <Text style={EMAIL_PARAGRAPH}>{words.body}</Text>
      <EmailAction
        href={href}
        label={words.button}
        fallback={i18n._({
          id: 'email.passwordReset.fallback',
          message: 'If the button does not work, open this address:',
        })}
      />
    </EmailLayout>
  )
}
