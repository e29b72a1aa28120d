import type { I18n } from '@lingui/core'
import { Heading, Text } from '@react-email/components'
import { EMAIL_COLORS, EMAIL_PARAGRAPH, EmailAction, EmailLayout, type EmailUnsubscribeLinks } from './email-layout'
import { momentFormat } from '../../../domain/time-zones'

export interface ChatUnreadEmailData {
  firstName: string
  senderName: string
  camperTitle: string
  /** The latest unread messages, oldest first. */
  messages: Array<{ body: string; sentAt: string }>
  /** Whether older unread messages were left out. */
  more: boolean
  /** The conversation's page, without the locale. */
  path: string
  /** The recipient's time zone, which the messages' times are written in (enqueueUserEmail adds it). */
  timeZone?: string | null
}

export const chatUnreadSubject = (i18n: I18n, data: ChatUnreadEmailData) =>
  i18n._({
    id: 'email.chat.subject',
    message: '{senderName} wrote to you about {camperTitle}',
    values: { senderName: data.senderName, camperTitle: data.camperTitle },
  })

/** Messages left unread: who wrote, what (the latest few), and the button to answer in the conversation. */
export function ChatUnreadEmail({
  i18n,
  data,
  href,
  unsubscribe,
}: {
  i18n: I18n
  data: ChatUnreadEmailData
  href: string
  unsubscribe?: EmailUnsubscribeLinks
}) {
  const when = momentFormat(i18n.locale, data.timeZone, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  })
  const subject = chatUnreadSubject(i18n, data)
  return (
    <EmailLayout
      lang={i18n.locale}
      preview={data.messages.at(-1)?.body ?? subject}
      footer={i18n._({
        id: 'email.chat.footer',
        message:
          'You receive this email because a message to you on Roam was still unread after 15 minutes. Answer in the conversation: replies to this email are not read.',
      })}
      unsubscribe={unsubscribe ? { i18n, links: unsubscribe } : undefined}
    >
      <Heading as="h1" style={{ fontSize: '22px', lineHeight: '30px', margin: '0 0 16px' }}>
        {subject}
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
      {data.more ? (
        <Text style={EMAIL_PARAGRAPH}>
          {i18n._({
            id: 'email.chat.more',
            message: 'Their latest messages (the conversation has the earlier ones):',
          })}
        </Text>
      ) : null}
      {data.messages.map((message) => (
        <Text
          key={message.sentAt + message.body}
          style={{ ...EMAIL_PARAGRAPH, borderLeft: `3px solid ${EMAIL_COLORS.line}`, paddingLeft: '12px' }}
        >
          {`${when.format(new Date(message.sentAt))}: ${message.body}`}
        </Text>
      ))}
      <EmailAction
        href={href}
        label={i18n._({
          id: 'email.chat.button',
          message: 'Answer {senderName}',
          values: { senderName: data.senderName },
        })}
        fallback={i18n._({
          id: 'email.passwordReset.fallback',
          message: 'If the button does not work, open this address:',
        })}
      />
    </EmailLayout>
  )
}
