import type { EarningsSaved } from '../../../../../machines/earnings.machine'
import { EMPTY_EARNINGS_ANSWERS, type EarningsAnswers } from '../../../../domain/earnings-steps'

// The simulator's answers and result survive a reload and the sign-up round trip, for this tab only.
const KEY = 'roam.earnings'

export function loadEarnings(): EarningsSaved | undefined {
  try {
    const raw = sessionStorage.getItem(KEY)
    const saved = raw ? (JSON.parse(raw) as Partial<EarningsSaved>) : null
    if (!saved || typeof saved.answers !== 'object' || saved.answers === null) return undefined
    return {
      answers: sanitize(saved.answers as unknown as Record<string, unknown>),
      leadSource: saved.leadSource ?? null,
      result: saved.result ?? null,
      resultFor: saved.resultFor ?? null,
      pushedFor: saved.pushedFor ?? null,
    }
  } catch {
    // A broken entry (edited by hand, an old shape) starts the simulator afresh.
    return undefined
  }
}

/** Keeps only answers of the expected kind: an unexpected value is unanswered, never a crash. */
function sanitize(stored: Record<string, unknown>): EarningsAnswers {
  const answers: Record<string, unknown> = { ...EMPTY_EARNINGS_ANSWERS }
  for (const [key, empty] of Object.entries(EMPTY_EARNINGS_ANSWERS)) {
    const value = stored[key]
    const fits = empty === null ? ['number', 'boolean', 'string'].includes(typeof value) : typeof value === typeof empty
    if (fits) answers[key] = value
  }
  return answers as unknown as EarningsAnswers
}

export function saveEarnings(saved: EarningsSaved): void {
  sessionStorage.setItem(KEY, JSON.stringify(saved))
}
