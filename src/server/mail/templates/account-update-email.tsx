import type { I18n } from '@lingui/core'
import { ActionEmail } from './action-email'
import { accountUpdateWords, type AccountNotificationKind, type AccountUpdateData } from './account-update-words'

export interface AccountUpdateEmailData extends AccountUpdateData {
  kind: AccountNotificationKind
  firstName: string
}

/** Staff decided on a listing or a document, a document expires, or a payout went: what happened and where to act. */
export function AccountUpdateEmail({ i18n, data, href }: { i18n: I18n; data: AccountUpdateEmailData; href: string }) {
  const words = accountUpdateWords(i18n, data.kind, data)
  return (
    <ActionEmail
      i18n={i18n}
      firstName={data.firstName}
      preview={words.body}
      footer={i18n._({
        id: 'email.account.footer',
        message:
          'You receive this email because you have an account on Roam. Decisions on your listings and documents are always sent: they may ask you to act.',
      })}
      heading={words.title}
      body={words.body}
      action={{ href, label: words.button }}
    />
  )
}
