/** The shop rating the footer shows next to the review count (spec 1 §3 Trusted reviews). */
export interface TrustedShopSummary {
  totalReviewCount: number
  /** Mean mark out of 5, two decimals. */
  overallMark: number
}

/** Spec 1 §8 trusted-shop failures: too_many (429), invalid_id, unknown. */
export class TrustedReviewsError extends Error {
  constructor(
    readonly status: 400 | 429 | 502,
    readonly code: 'too_many' | 'invalid_id' | 'unknown',
    readonly detail: string,
  ) {
    super(detail)
  }
}

/** An adapter to the trusted-reviews service; rejects with TrustedReviewsError. */
export interface TrustedReviewsProvider {
  shopSummary(tsid: string): Promise<TrustedShopSummary>
}
