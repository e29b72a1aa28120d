import { searchKey } from './search-key'

// Spec 1 §3 Place: ancestors are shown in the order COUNTRY, LVL1, LVL2, LOC, SUB, POI.
export const PLACE_TYPE_ORDER = ['COUNTRY', 'LVL1', 'LVL2', 'LOC', 'SUB', 'POI'] as const

export function sortAncestors<T extends { place_type: string }>(ancestors: readonly T[]): T[] {
  const rank = (type: string) => {
    const index = (PLACE_TYPE_ORDER as readonly string[]).indexOf(type)
    return index === -1 ? PLACE_TYPE_ORDER.length : index
  }
  return [...ancestors].sort((a, b) => rank(a.place_type) - rank(b.place_type))
}

/**
 * Spec 1 §2 place page: what a failed place lookup leads to. A 406 carrying the right slug redirects
 * there; anything else (unknown slug, invalid_place, any other failure) is a 404 page.
 */
export function placeFailureOutcome(
  status: number | undefined,
  body: unknown,
): { kind: 'redirect'; slug: string } | { kind: 'not_found' } {
  if (
    status === 406 &&
    body &&
    typeof body === 'object' &&
    typeof (body as { slug?: unknown }).slug === 'string' &&
    (body as { slug: string }).slug
  ) {
    return { kind: 'redirect', slug: (body as { slug: string }).slug }
  }
  return { kind: 'not_found' }
}

/**
 * The place a visitor's typed text means among the autocomplete's answers (most populous first), so a city typed and
 * searched without picking a suggestion still searches that city: the first whose name or full label is the text
 * (accents, case and punctuation ignored), else the only answer. Undefined when none or several others fit.
 */
export function typedPlaceMatch<T extends { name: string; label: string }>(
  text: string,
  answers: readonly T[],
): T | undefined {
  const key = searchKey(text)
  if (key === '') return undefined
  const exact = answers.find((answer) => searchKey(answer.name) === key || searchKey(answer.label) === key)
  return exact ?? (answers.length === 1 ? answers[0] : undefined)
}
