// Spec 1 §2 listing import / spec 2 §4: an owner fills one of their campers with their listing of the sister platform.
import { INSURANCE_FIELDS, insuranceFieldsLocked, isPublished } from './listing-progress'
import type { InsuranceField, ListingStatus, MigrationStatus } from './listing-progress'
import { SISTER_PLATFORM_ORIGIN } from './sister-platform'

/** A sister-platform listing id: letters, digits, dashes and underscores. */
export const SISTER_LISTING_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/

/**
 * The listing id an owner typed or pasted: the id itself, or the address of the listing on the sister platform
 * (its last path segment). Null when it is neither.
 */
export function sisterListingIdOf(input: string): string | null {
  const typed = input.trim()
  if (SISTER_LISTING_ID.test(typed)) return typed
  let url: URL
  try {
    url = new URL(typed)
  } catch {
    return null
  }
  if (url.origin !== SISTER_PLATFORM_ORIGIN) return null
  const last = url.pathname.split('/').filter(Boolean).at(-1) ?? ''
  return SISTER_LISTING_ID.test(last) ? last : null
}

/** A listing under moderation keeps the content staff are reviewing: imports wait for the verdict. */
export const importAllowed = (status: ListingStatus) =>
  status !== 'to_moderate' && status !== 'deleted' && status !== 'deleted_owner'

/** The insurance fields an import must leave as they are: all of them once the listing left created (spec 2 §4). */
export const importLockedFields = (status: ListingStatus): InsuranceField[] =>
  insuranceFieldsLocked(status) ? [...INSURANCE_FIELDS] : []

/** After an import the camper exists on both platforms: dual, published or not on Roam. */
export const migrationStatusAfterImport = (status: ListingStatus, complete: boolean): MigrationStatus =>
  isPublished(status, complete) ? 'dual_published' : 'dual_not_published'

/** Why a preview or an import failed, as the import page explains it. */
export type ImportFailure = 'not_configured' | 'not_found' | 'unavailable' | 'under_moderation' | 'invalid' | 'other'

export function importFailureOf(status: number | null, codes: readonly string[]): ImportFailure {
  if (codes.includes('SISTER_PLATFORM_NOT_CONFIGURED')) return 'not_configured'
  if (codes.includes('SISTER_LISTING_NOT_FOUND')) return 'not_found'
  if (codes.includes('LISTING_NOT_IN_VALID_STATE')) return 'under_moderation'
  if (status === 502 || status === null) return 'unavailable'
  if (status === 400) return 'invalid'
  return 'other'
}
