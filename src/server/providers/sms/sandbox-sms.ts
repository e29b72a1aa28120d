import type { SmsMessage, SmsProvider } from './sms-provider'

/**
 * The built-in stand-in for an SMS gateway: nothing leaves the machine, the message goes to the
 * server log instead, so a developer (or an e2e test reading the log) can type the code.
 */
export function createSandboxSms(log: (line: string) => void = (line) => console.info(line)): SmsProvider {
  return {
    send(message: SmsMessage) {
      log(`[sms sandbox] to ${message.to}: ${message.body}`)
      return Promise.resolve()
    },
  }
}
