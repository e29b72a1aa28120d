import type { I18n } from '@lingui/core'
import { ActionEmail } from './action-email'

/**
 * The three emails of an email change: the link to the new address (`confirm`), and two notices to the old one, when
 * the change is asked (`requested`, the new address masked) and when it is done (`changed`).
 */
export type EmailChangeEmailData =
  | {
      kind: 'confirm'
      firstName: string
      newEmail: string
      /** The single-use link, with its token: forgotten by the outbox once sent (its key starts with `secret`). */
      secretLink: string
    }
  | { kind: 'requested'; firstName: string; maskedEmail: string; path: string }
  | { kind: 'changed'; firstName: string; newEmail: string; path: string }

export function emailChangeSubject(i18n: I18n, data: EmailChangeEmailData) {
  switch (data.kind) {
    case 'confirm':
      return i18n._({ id: 'email.emailChange.confirm.subject', message: 'Confirm your new email address for Roam' })
    case 'requested':
      return i18n._({
        id: 'email.emailChange.requested.subject',
        message: 'A change of your Roam email address was asked',
      })
    case 'changed':
      return i18n._({ id: 'email.emailChange.changed.subject', message: 'Your Roam email address was changed' })
  }
}

export function EmailChangeEmail({
  i18n,
  data,
  link,
}: {
  i18n: I18n
  data: EmailChangeEmailData
  link: (path: string) => string
}) {
  const footer = i18n._({
    id: 'email.emailChange.footer',
    message: 'You receive this email because of a change to the email address of a Roam account.',
  })
  switch (data.kind) {
    case 'confirm':
      return (
        <ActionEmail
          i18n={i18n}
          firstName={data.firstName}
          preview={i18n._({
            id: 'email.emailChange.confirm.preview',
            message: 'One click to make this your Roam address.',
          })}
          footer={footer}
          heading={i18n._({ id: 'email.emailChange.confirm.heading', message: 'Confirm your new email address' })}
          body={i18n._({
            id: 'email.emailChange.confirm.body',
            message:
              'You asked to sign in to Roam with {newEmail} from now on. Follow this link to confirm that this address is yours. It works once, for 48 hours; until then your account keeps its current address.',
            values: { newEmail: data.newEmail },
          })}
          action={{
            href: data.secretLink,
            label: i18n._({ id: 'email.emailChange.confirm.button', message: 'Confirm my new address' }),
          }}
          note={i18n._({
            id: 'email.emailChange.confirm.note',
            message: 'If you did not ask for this, ignore this email: nothing changes without the link.',
          })}
        />
      )
    case 'requested':
      return (
        <ActionEmail
          i18n={i18n}
          firstName={data.firstName}
          preview={i18n._({
            id: 'email.emailChange.requested.preview',
            message: 'Someone asked to move your account to {maskedEmail}.',
            values: { maskedEmail: data.maskedEmail },
          })}
          footer={footer}
          heading={i18n._({
            id: 'email.emailChange.requested.heading',
            message: 'A change of your email address was asked',
          })}
          body={i18n._({
            id: 'email.emailChange.requested.body',
            message:
              'A change of your Roam email address to {maskedEmail} was asked from your account. It happens only once the link we sent to that address is opened. If it was not you, change your password now and cancel the change from your account.',
            values: { maskedEmail: data.maskedEmail },
          })}
          action={{
            href: link(data.path),
            label: i18n._({ id: 'email.emailChange.requested.button', message: 'Change my password' }),
          }}
        />
      )
    case 'changed':
      return (
        <ActionEmail
          i18n={i18n}
          firstName={data.firstName}
          preview={i18n._({
            id: 'email.emailChange.changed.preview',
            message: 'Your account now signs in with {newEmail}.',
            values: { newEmail: data.newEmail },
          })}
          footer={footer}
          heading={i18n._({ id: 'email.emailChange.changed.heading', message: 'Your email address was changed' })}
          body={i18n._({
            id: 'email.emailChange.changed.body',
            message:
              'Your Roam account now uses {newEmail}: sign in with it from now on. This address no longer signs in and receives no more emails about your account. If it was not you, contact us at once.',
            values: { newEmail: data.newEmail },
          })}
          action={{
            href: link(data.path),
            label: i18n._({ id: 'email.emailChange.changed.button', message: 'Get help' }),
          }}
        />
      )
  }
}
