import type { Database } from '../../db/client'
import { marketplaceReviewTotals } from '../../services/reviews/review-stats'
import { TrustedReviewsError, type TrustedReviewsProvider } from './trusted-reviews-provider'

/** The tsid that makes the sandbox answer as the real service does when called too often. */
export const SANDBOX_RATE_LIMITED_TSID = 'rate-limited'

/**
 * The built-in sandbox: answers from our own reviews table instead of calling Trusted Shops.
 * - tsid `rate-limited` → 429 { detail, code: 'too_many' }, to exercise the client's retry and silence;
 * - any tsid other than the configured TRUSTED_SHOPS_ID → 400 { detail: 'TSID is invalid', code: 'invalid_id' }.
 */
export function createSandboxTrustedReviews(db: Database, shopId: string): TrustedReviewsProvider {
  return {
    async shopSummary(tsid) {
      if (tsid === SANDBOX_RATE_LIMITED_TSID)
        throw new TrustedReviewsError(429, 'too_many', 'Too many requests, try again later.')
      if (tsid !== shopId) throw new TrustedReviewsError(400, 'invalid_id', 'TSID is invalid')
      const totals = await marketplaceReviewTotals(db)
      return { totalReviewCount: totals.count, overallMark: Math.round(totals.mean * 100) / 100 }
    },
  }
}
