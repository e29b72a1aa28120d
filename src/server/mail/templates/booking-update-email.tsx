import type { I18n } from '@lingui/core'
import { Column, Heading, Row, Section, Text } from '@react-email/components'
import type { BookingNotificationKind } from '../../../../machines/booking.notifications'
import { EMAIL_COLORS, EMAIL_PARAGRAPH, EmailAction, EmailLayout, type EmailUnsubscribeLinks } from './email-layout'
import { receiptLines } from './booking-money-words'
import { readerTimeZone } from '../../../domain/time-zones'
import { bookingUpdateWords, type BookingUpdateData } from './booking-update-words'

export interface BookingUpdateEmailData extends BookingUpdateData {
  kind: BookingNotificationKind
  firstName: string
}

/**
 * A booking's status changed, or a deadline or the trip is near: what to do next and the button to the booking's
 * page. `unsubscribe` for a notice its recipient may turn off (reminders, the review invitation); booking updates
 * proper always go out.
 */
export function BookingUpdateEmail({
  i18n,
  data,
  href,
  reminder = false,
  unsubscribe,
}: {
  i18n: I18n
  data: BookingUpdateEmailData
  href: string
  /** A reminder before a deadline or a trip rather than a status change: its footer says so. */
  reminder?: boolean
  unsubscribe?: EmailUnsubscribeLinks
}) {
  const words = bookingUpdateWords(i18n, data.kind, data)
  const receipt = receiptLines(i18n, data.money, readerTimeZone(data.timeZone))
  const firstName = data.firstName
  return (
    <EmailLayout
      lang={i18n.locale}
      preview={words.body}
      footer={
        reminder
          ? i18n._({
              id: 'email.booking.reminderFooter',
              message:
                'You receive this reminder because you have a booking on Roam. It repeats nothing you must know: the booking updates tell you of every change.',
            })
          : unsubscribe
            ? i18n._({
                id: 'email.booking.footerOptional',
                message: 'You receive this email because you had a booking on Roam and review emails are on.',
              })
            : i18n._({
                id: 'email.booking.footer',
                message:
                  'You receive this email because you have a booking on Roam. Booking updates are always sent: they may ask you to act before a deadline.',
              })
      }
      unsubscribe={unsubscribe ? { i18n, links: unsubscribe } : undefined}
    >
      <Heading as="h1" style={{ fontSize: '22px', lineHeight: '30px', margin: '0 0 16px' }}>
        {words.title}
      </Heading>
      <Text style={EMAIL_PARAGRAPH}>
        {firstName
          ? i18n._({ id: 'email.passwordReset.greeting', message: 'Hello {firstName},', values: { firstName } })
          : i18n._({ id: 'email.passwordReset.greetingNoName', message: 'Hello,' })}
      </Text>
      <Text style={EMAIL_PARAGRAPH}>{words.body}</Text>
      {receipt.length > 0 ? (
        <Section
          style={{
            border: `1px solid ${EMAIL_COLORS.line}`,
            borderRadius: '8px',
            padding: '12px 16px',
            margin: '0 0 16px',
          }}
        >
          <Text style={{ ...EMAIL_PARAGRAPH, fontWeight: 700, margin: '0 0 8px' }}>
            {i18n._({ id: 'email.receipt.heading', message: 'Receipt' })}
          </Text>
          {receipt.map((line, index) => (
            <Row key={index}>
              <Column>
                <Text
                  style={{
                    ...EMAIL_PARAGRAPH,
                    margin: '0 0 4px',
                    fontWeight: index === receipt.length - 1 ? 700 : 400,
                  }}
                >
                  {line.label}
                </Text>
              </Column>
              <Column align="right">
                <Text
                  style={{
                    ...EMAIL_PARAGRAPH,
                    margin: '0 0 4px',
                    fontWeight: index === receipt.length - 1 ? 700 : 400,
                  }}
                >
                  {line.amount}
                </Text>
              </Column>
            </Row>
          ))}
        </Section>
      ) : null}
      {data.message ? (
        <Text style={{ ...EMAIL_PARAGRAPH, borderLeft: `3px solid ${EMAIL_COLORS.line}`, paddingLeft: '12px' }}>
          {i18n._({
            id: 'email.booking.message',
            message: '{otherName} wrote: “{message}”',
            values: { otherName: data.otherName, message: data.message },
          })}
        </Text>
      ) : null}
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
