import type { Database } from '../../db/client'
import type { Env } from '../../env'
import type { PayoutProvider } from './payout-provider'
import { createSandboxPayouts } from './sandbox-payouts'

/** The payout adapter of the provider PAYMENT_PROVIDER names: the same provider holds pay-ins and payouts. */
export function payoutProvider(db: Database, env: Env): PayoutProvider {
  switch (env.PAYMENT_PROVIDER) {
    case 'sandbox':
      return createSandboxPayouts(db, {
        delayMs: env.PAYMENT_SANDBOX_DELAY_MS,
        uboReviewMs: env.PAYOUT_SANDBOX_UBO_REVIEW_SECONDS * 1000,
      })
  }
}
