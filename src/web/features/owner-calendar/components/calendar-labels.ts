import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'

// Spec 2 §9 unavailable reasons, plus the sister site's and the imported calendar's, as the owner would say them.
const REASONS: Record<string, MessageDescriptor> = {
  personal_use: msg`Personal use`,
  other_website: msg`Rented on another website`,
  breakdown: msg`Breakdown`,
  wintering: msg`Wintering`,
  other: msg`Other`,
  ical: msg`Imported calendar`,
  sister_site_booked: msg`Booked on the partner platform`,
  sister_site_blocked: msg`Blocked on the partner platform`,
}

/** Spec 2 §9 seasons. */
const SEASON_LABELS: Record<number, MessageDescriptor> = { 1: msg`Low season`, 3: msg`High season` }

export function useReasonLabel() {
  const { i18n } = useLingui()
  return useCallback((reason: string | null) => i18n._(REASONS[reason ?? 'other'] ?? REASONS.other!), [i18n])
}

export function useSeasonLabel() {
  const { i18n } = useLingui()
  return useCallback(
    (season: number) => (SEASON_LABELS[season] ? i18n._(SEASON_LABELS[season]) : String(season)),
    [i18n],
  )
}
