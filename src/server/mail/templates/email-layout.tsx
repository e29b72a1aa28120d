import type { I18n } from '@lingui/core'
import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components'

/** Anything a react-email section holds (the server imports nothing from react itself: see eslint.config.js). */
type EmailContent = Parameters<typeof Section>[0]['children']

/** The marketplace's colours (src/web/styles/base.css), written out: mail clients read no stylesheet. */
export const EMAIL_COLORS = {
  brand: '#0f5e57',
  ink: '#1c2526',
  muted: '#5f6b69',
  line: '#e2e7e6',
  canvas: '#f7f8f6',
} as const

/** The links of an email its recipient may turn off: one click unsubscribes, the other opens every switch. */
export interface EmailUnsubscribeLinks {
  unsubscribe: string
  preferences: string
}

/**
 * Every Roam email: the wordmark, a white card on the canvas colour, and a footer saying why it was sent, with the
 * unsubscribe and preferences links when its category can be turned off.
 */
export function EmailLayout({
  lang,
  preview,
  footer,
  unsubscribe,
  children,
}: {
  lang: string
  preview: string
  footer: string
  unsubscribe?: { i18n: I18n; links: EmailUnsubscribeLinks }
  children: EmailContent
}) {
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: EMAIL_COLORS.canvas,
          color: EMAIL_COLORS.ink,
          fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
          margin: 0,
          padding: '24px 0',
        }}
      >
        <Container style={{ maxWidth: '560px', margin: '0 auto', padding: '0 16px' }}>
          <Text style={{ color: EMAIL_COLORS.brand, fontSize: '24px', fontWeight: 700, margin: '0 0 16px' }}>Roam</Text>
          <Section
            style={{
              backgroundColor: '#ffffff',
              border: `1px solid ${EMAIL_COLORS.line}`,
              borderRadius: '12px',
              padding: '24px',
            }}
          >
            {children}
          </Section>
          <Hr style={{ borderColor: EMAIL_COLORS.line, margin: '24px 0 12px' }} />
          <Text style={{ color: EMAIL_COLORS.muted, fontSize: '12px', lineHeight: '18px', margin: 0 }}>{footer}</Text>
          {unsubscribe ? (
            <Text style={{ color: EMAIL_COLORS.muted, fontSize: '12px', lineHeight: '18px', margin: '8px 0 0' }}>
              <Link href={unsubscribe.links.unsubscribe} style={{ color: EMAIL_COLORS.muted }}>
                {unsubscribe.i18n._({ id: 'email.footer.unsubscribe', message: 'Unsubscribe' })}
              </Link>
              {' · '}
              <Link href={unsubscribe.links.preferences} style={{ color: EMAIL_COLORS.muted }}>
                {unsubscribe.i18n._({ id: 'email.footer.preferences', message: 'Manage email preferences' })}
              </Link>
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  )
}

export const EMAIL_PARAGRAPH = { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' }

/** The email's one action, and its address written out for mail clients that draw no button. */
export function EmailAction({ href, label, fallback }: { href: string; label: string; fallback: string }) {
  return (
    <>
      <Button
        href={href}
        style={{
          backgroundColor: EMAIL_COLORS.brand,
          borderRadius: '8px',
          color: '#ffffff',
          display: 'inline-block',
          fontSize: '16px',
          fontWeight: 600,
          padding: '12px 20px',
          textDecoration: 'none',
        }}
      >
        {label}
      </Button>
      <Text style={{ ...EMAIL_PARAGRAPH, color: EMAIL_COLORS.muted, fontSize: '14px', margin: '24px 0 0' }}>
        {fallback}{' '}
        <Link href={href} style={{ color: EMAIL_COLORS.brand, wordBreak: 'break-all' }}>
          {href}
        </Link>
      </Text>
    </>
  )
}
