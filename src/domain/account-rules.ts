// Account rules: password policy, phone numbers, birth dates, profile pictures, professional accounts.
import { parsePhoneNumberFromString } from 'libphonenumber-js'
import { ageOn } from './age-rules'
import { isoDay, parseIsoDate } from './iso-date'

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

export type PasswordProblem = 'too_short' | 'too_long' | 'entirely_numeric' | 'too_common' | 'same_as_email'

/**
 * What is wrong with a new password, in the order a person should fix it. `isCommon` answers whether
 * the password is on the shipped list of breached passwords (the list is server data, not a rule).
 */
export function passwordProblems(
  password: string,
  isCommon: (password: string) => boolean,
  email?: string,
): PasswordProblem[] {
  // Length in code points, so an emoji counts as one character as the person sees it.
  const length = [...password].length
  if (length < PASSWORD_MIN_LENGTH) return ['too_short']
  if (length > PASSWORD_MAX_LENGTH) return ['too_long']
  const problems: PasswordProblem[] = []
  if (/^\d+$/.test(password)) problems.push('entirely_numeric')
  if (isCommon(password.toLowerCase())) problems.push('too_common')
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) problems.push('same_as_email')
  return problems
}

/**
 * A phone number in international form (E.164, e.g. +33612345678), or null when it is not a number
 * that can exist. Numbers typed without a country code need one: the API has no country to assume.
 */
export function normalisePhone(input: string): string | null {
  const trimmed = input.trim()
  if (!trimmed.startsWith('+')) return null
  const parsed = parsePhoneNumberFromString(trimmed)
  return parsed?.isValid() ? parsed.number : null
}

export const MIN_AGE_YEARS = 18
/** Nobody alive was born before this; an earlier date is a typing mistake. */
export const OLDEST_BIRTH_DATE = '1900-01-01'

export type BirthDateProblem = 'not_a_date' | 'too_old' | 'in_the_future' | 'under_age'

/** A birth date (YYYY-MM-DD) checked with the spec's ISO parser: null when it is acceptable. */
export function birthDateProblem(value: string, today: Date = new Date()): BirthDateProblem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'not_a_date'
  try {
    parseIsoDate(value)
  } catch {
    return 'not_a_date'
  }
  if (value < OLDEST_BIRTH_DATE) return 'too_old'
  const age = ageOn(value, isoDay(today))
  if (age < 0 || parseIsoDate(value) > today) return 'in_the_future'
  return age < MIN_AGE_YEARS ? 'under_age' : null
}

/** Spec 1 §5: profile and listing photos are at least 638 × 426 pixels and at most 10 MB. */
export const PICTURE_MIN_WIDTH = 638
export const PICTURE_MIN_HEIGHT = 426
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024
export const PICTURE_TYPES = ['jpg', 'png', 'webp'] as const
export type PictureType = (typeof PICTURE_TYPES)[number]

export type PictureProblem = 'too_large' | 'not_an_image' | 'too_small'

export function pictureProblem(picture: {
  bytes: number
  type?: string | null
  width?: number
  height?: number
}): PictureProblem | null {
  if (picture.bytes > PICTURE_MAX_BYTES) return 'too_large'
  if (
    !picture.type ||
    !(PICTURE_TYPES as readonly string[]).includes(picture.type) ||
    !picture.width ||
    !picture.height
  )
    return 'not_an_image'
  return picture.width < PICTURE_MIN_WIDTH || picture.height < PICTURE_MIN_HEIGHT ? 'too_small' : null
}

export const PROFESSIONAL_TYPES = ['SOLETRADER', 'BUSINESS', 'PARTNERSHIP_DE', 'PARTNERSHIP_NL'] as const
export type ProfessionalType = (typeof PROFESSIONAL_TYPES)[number]

/** Spec 1 §6: a business (a company with shareholders) also declares its ultimate beneficial owners. */
export function needsUboDeclaration(type: ProfessionalType | null | undefined): boolean {
  return type === 'BUSINESS'
}

/** Phone certification: a code lives this long and survives this many wrong tries. */
export const PHONE_CODE_TTL_MINUTES = 10
export const PHONE_CODE_MAX_ATTEMPTS = 5
export const PHONE_CODE_LENGTH = 6
/** A new code is not sent sooner than this after the last one (an SMS costs money and annoys). */
export const PHONE_CODE_RESEND_SECONDS = 30

/** The languages a profile can say its owner speaks (two-letter codes, shown by their own names). */
export const PROFILE_LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'nl', 'pt', 'ca', 'da', 'sv', 'no', 'pl'] as const

/** An address as a notice to another mailbox shows it: "n***@example.com" tells the owner which one without giving it away. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '***'
  return `${email[0]}***${email.slice(at)}`
}
