// The visitor's cookie consent (spec 1 §7: events are sent only when consent allows). Pure rules:
// what the `roam_consent` cookie holds and when a stored choice still counts.

/** Raise it when the categories or their meaning change: every visitor is asked again. */
export const CONSENT_VERSION = 1

/** 6 months, the whole site, sent on top-level navigations only. */
export const CONSENT_COOKIE = { name: 'roam_consent', days: 182, path: '/', sameSite: 'lax' } as const

/** The categories a visitor can refuse; "necessary" is always on and is never asked. */
export const OPTIONAL_CONSENT_CATEGORIES = ['analytics', 'marketing'] as const
export type OptionalConsentCategory = (typeof OPTIONAL_CONSENT_CATEGORIES)[number]

export type ConsentChoice = Record<OptionalConsentCategory, boolean>

export const ALL_ACCEPTED: ConsentChoice = { analytics: true, marketing: true }
export const ALL_REFUSED: ConsentChoice = { analytics: false, marketing: false }

interface StoredConsent {
  version: number
  categories: { necessary: true } & ConsentChoice
}

export function serializeConsent(choice: ConsentChoice, version = CONSENT_VERSION): string {
  const stored: StoredConsent = {
    version,
    categories: { necessary: true, analytics: choice.analytics, marketing: choice.marketing },
  }
  return JSON.stringify(stored)
}

/** The choice a cookie value holds, or null when there is none, it is unreadable, or it was made for another version. */
export function parseConsent(raw: string | undefined | null, version = CONSENT_VERSION): ConsentChoice | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { version: storedVersion, categories } = value as Partial<StoredConsent>
  if (storedVersion !== version || typeof categories !== 'object' || categories === null) return null
  const { analytics, marketing } = categories as Partial<ConsentChoice>
  if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean') return null
  return { analytics, marketing }
}

/**
 * Where the consent statechart (machines/consent.machine.ts) starts: asking when no choice is stored, else decided
 * on the stored one. The site shows this until the visitor's first consent action starts the statechart.
 */
export function consentAtStart(stored: ConsentChoice | null): {
  value: 'undecided' | 'decided'
  saved: ConsentChoice | null
} {
  return stored ? { value: 'decided', saved: stored } : { value: 'undecided', saved: null }
}
