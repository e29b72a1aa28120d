// Spec 1 §2 and §7: the footer's rating and review count come from the stats referential; the trusted
// shop is asked only when the stats gave no review count, and its failure keeps zeros.

export interface StatsLike {
  count: number | null
  average: number | null
}

export interface TrustedShopLike {
  totalReviewCount: number
  overallMark: number
}

export interface FooterRating {
  count: number
  average: number
}

export function needsTrustedShop(stats: StatsLike | undefined, statsSettled: boolean): boolean {
  return statsSettled && !stats?.count
}

export function footerRating(stats: StatsLike | undefined, trusted: TrustedShopLike | undefined): FooterRating {
  if (stats?.count) return { count: stats.count, average: stats.average ?? 0 }
  if (trusted) return { count: trusted.totalReviewCount ?? 0, average: trusted.overallMark ?? 0 }
  return { count: 0, average: 0 }
}
