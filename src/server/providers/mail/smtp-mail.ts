import { createTransport } from 'nodemailer'
import type { MailMessage, MailProvider } from './mail-provider'
import { MailDeliveryError } from './mail-provider'

/** How long a silent SMTP server is waited on, so that a delivery run never hangs on it. */
const SMTP_TIMEOUT_MS = 20_000

/** Sends through any SMTP server (`smtp://user:pass@host:587`, `smtps://…` for TLS from the start). */
export function createSmtpMail(smtpUrl: string, from: string): MailProvider {
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  })
  return {
    async send(message: MailMessage) {
      try {
        const info = await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          headers: message.headers,
        })
        return { messageId: info.messageId }
      } catch (error) {
        const { message: reason, responseCode } = error as { message?: string; responseCode?: number }
        throw new MailDeliveryError(reason ?? String(error), responseCode)
      }
    },
  }
}
