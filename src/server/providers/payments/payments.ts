import type { Database } from '../../db/client'
import type { Env } from '../../env'
import { withCallTimeout } from '../provider-unavailable'
import type { PaymentProvider } from './payment-provider'
import { createSandboxPayments } from './sandbox-payments'

/** The adapter PAYMENT_PROVIDER names. */
export function paymentProvider(db: Database, env: Env): PaymentProvider {
  switch (env.PAYMENT_PROVIDER) {
    case 'sandbox':
      return withCallTimeout(
        'The payment provider',
        createSandboxPayments(db, {
          publicUrl: env.PUBLIC_URL,
          delayMs: env.PAYMENT_SANDBOX_DELAY_MS,
          mobileConfirmMs: env.PAYMENT_SANDBOX_MOBILE_CONFIRM_MS,
          authTimeoutMs: env.PAYMENT_AUTH_TIMEOUT_SECONDS * 1000,
          transferTimeoutMs: env.PAYMENT_TRANSFER_TIMEOUT_HOURS * 3_600_000,
          failure: env.PAYMENT_SANDBOX_FAILURE,
        }),
        env.PAYMENT_PROVIDER_TIMEOUT_MS,
      )
  }
}
