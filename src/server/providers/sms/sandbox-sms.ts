import { appendFileSync } from 'node:fs'
import type { SmsMessage, SmsProvider } from './sms-provider'

export interface SandboxSmsOptions {
  /** Also append each message as a JSON line to this file (end-to-end tests read their codes there). */
  outboxFile?: string
  log?: (line: string) => void
}

/**
 * The built-in stand-in for an SMS gateway: nothing leaves the machine, the message goes to the
 * server log instead, so a developer can type the code.
 */
export function createSandboxSms({
  outboxFile,
  log = (line) => console.info(line),
}: SandboxSmsOptions = {}): SmsProvider {
  return {
    send(message: SmsMessage) {
      log(`[sms sandbox] to ${message.to}: ${message.body}`)
      if (outboxFile)
        appendFileSync(outboxFile, `${JSON.stringify({ ...message, sent_at: new Date().toISOString() })}\n`)
      return Promise.resolve()
    },
  }
}
