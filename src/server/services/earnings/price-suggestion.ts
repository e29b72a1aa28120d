import { subDays } from 'date-fns'
import type { Database } from '../../db/client'
import {
  comparableLevels,
  ESTIMATE_WINDOW_DAYS,
  MIN_COMPARABLES,
  suggestDailyPrice,
  type ComparableCriterion,
  type DailyPriceSuggestion,
} from '../../../domain/earnings-estimate'
import { ApiError } from '../../http/api-error'
import { findComparables, toDay, type ComparableQuery } from './earnings-simulation'

export interface PriceSuggestionAnswer {
  suggested_daily: number
  min_daily: number
  max_daily: number
  currency: string
  comparables: number
  criteria: ComparableCriterion[]
}

/**
 * GET /v4/campers/price-suggestion/: the daily price the onboarding suggests, read from the same comparables as the
 * earnings simulator (src/domain/earnings-estimate.ts): the strictest level with MIN_COMPARABLES campers, else the
 * level with the most; 404 no_comparables when no published camper is priced at all.
 */
export async function suggestPrice(
  db: Database,
  query: Omit<ComparableQuery, 'registeredYear'>,
  today = new Date(),
): Promise<PriceSuggestionAnswer> {
  const from = toDay(subDays(today, ESTIMATE_WINDOW_DAYS))
  const to = toDay(today)
  let best: { suggestion: DailyPriceSuggestion; criteria: ComparableCriterion[] } | null = null
  for (const criteria of comparableLevels({ seats: query.seats !== undefined, age: false })) {
    const suggestion = suggestDailyPrice(await findComparables(db, query, criteria, from, to))
    if (suggestion && (!best || suggestion.comparables > best.suggestion.comparables)) best = { suggestion, criteria }
    if (suggestion && suggestion.comparables >= MIN_COMPARABLES) {
      best = { suggestion, criteria }
      break
    }
  }
  if (!best) throw ApiError.detail(404, 'There are no published campers to compare prices with yet.', 'no_comparables')
  const { suggestion, criteria } = best
  return {
    suggested_daily: suggestion.suggested,
    min_daily: suggestion.min,
    max_daily: suggestion.max,
    currency: suggestion.currency,
    comparables: suggestion.comparables,
    criteria,
  }
}
