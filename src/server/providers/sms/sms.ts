import type { Env } from '../../env'
import { createSandboxSms } from './sandbox-sms'
import type { SmsProvider } from './sms-provider'

/** The adapter SMS_PROVIDER names; the sandbox (the server log) is the default and, for now, the only one. */
export function smsProvider(env: Env): SmsProvider {
  switch (env.SMS_PROVIDER) {
    case 'sandbox':
      return createSandboxSms({ outboxFile: env.SMS_SANDBOX_OUTBOX_FILE })
  }
}
