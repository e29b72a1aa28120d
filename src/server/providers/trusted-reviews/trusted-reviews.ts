import type { Database } from '../../db/client'
import type { Env } from '../../env'
import { createSandboxTrustedReviews } from './sandbox-trusted-reviews'
import type { TrustedReviewsProvider } from './trusted-reviews-provider'

/** The adapter TRUSTED_REVIEWS_PROVIDER names; the sandbox is the default (and, for now, the only one). */
export function trustedReviewsProvider(db: Database, env: Env): TrustedReviewsProvider {
  switch (env.TRUSTED_REVIEWS_PROVIDER) {
    case 'sandbox':
      return createSandboxTrustedReviews(db, env.TRUSTED_SHOPS_ID)
  }
}
