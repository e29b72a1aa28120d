/** One email to one person, in both forms every mail client can show. */
export interface MailMessage {
  to: string
  subject: string
  html: string
  text: string
  /** Headers beyond From, To and Subject, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>
}

/**
 * The mail service did not take the message (refused it, or the connection failed). Nothing tells whether a later
 * try would succeed, so the caller retries: the outbox does, with backoff, until the row is dead.
 */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    /** The SMTP reply code when the server answered (550, 451, …); absent when the connection failed. */
    readonly responseCode?: number,
  ) {
    super(message)
  }
}

/** An adapter to a mail service; `send` resolves once the service has accepted the message. */
export interface MailProvider {
  send(message: MailMessage): Promise<{ messageId: string }>
}
