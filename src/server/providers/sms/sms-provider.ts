/** One text message to one phone number (E.164). */
export interface SmsMessage {
  to: string
  body: string
}

/** The SMS service cannot take the message: the API answers 503 and the code is not kept. */
export class SmsUnavailableError extends Error {}

/** An adapter to an SMS gateway; `send` resolves once the gateway has accepted the message. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>
}
