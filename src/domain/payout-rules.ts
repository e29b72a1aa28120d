import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools'

/**
 * The payment provider's UBO declaration statuses as one letter (spec 2 §4): Created, vAlidation asked,
 * Validated, Incomplete, Refused. The owner sees four states: incomplete and refused both read as refused.
 */
export const UBO_DECLARATION_STATUSES = ['C', 'A', 'V', 'I', 'R'] as const
export type UboDeclarationStatus = (typeof UBO_DECLARATION_STATUSES)[number]
export type UboDeclarationState = 'CREATED' | 'VALIDATION_ASKED' | 'VALIDATED' | 'REFUSED'

export function uboDeclarationState(status: UboDeclarationStatus): UboDeclarationState {
  switch (status) {
    case 'C':
      return 'CREATED'
    case 'A':
      return 'VALIDATION_ASKED'
    case 'V':
      return 'VALIDATED'
    case 'I':
    case 'R':
      return 'REFUSED'
  }
}

/** The provider takes at most four ultimate beneficial owners per declaration (each holds over 25 %). */
export const MAX_UBOS = 4

/** UBOs change, and the declaration is (re)submitted, only while staff at the provider are not looking at it or done with it. */
export const canEditUboDeclaration = (status: UboDeclarationStatus) =>
  status === 'C' || status === 'I' || status === 'R'

/** Submitting needs at least one beneficial owner. */
export const canSubmitUboDeclaration = (status: UboDeclarationStatus, uboCount: number) =>
  canEditUboDeclaration(status) && uboCount > 0

/** An IBAN as typed (spaces, lower case) in its electronic form when its country format and checksum are right; else null. */
export function normaliseIban(input: string): string | null {
  const iban = electronicFormatIBAN(input)
  return iban && isValidIBAN(iban) ? iban : null
}

/** A BIC (8 or 11 characters) in upper case when valid; else null. */
export function normaliseBic(input: string): string | null {
  const bic = input.replace(/\s+/g, '').toUpperCase()
  return isValidBIC(bic) ? bic : null
}

/** What answers show of an IBAN: country, check digits and the last four, e.g. FR76 **** **** 0143. */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 4)} **** **** ${iban.slice(-4)}`
}

/**
 * Tax identification number formats we check, per country of tax residence. Deliberately minimal: the
 * shape of the national number (digits and letters, no checksum), so a typo of length or a wrong
 * alphabet is caught while tax offices keep the last word. Spaces, dots and dashes are ignored.
 * Other countries: 5 to 20 letters and digits.
 */
export const TAX_ID_FORMATS: Readonly<Record<string, RegExp>> = {
  FR: /^[0-3]\d{12}$/, // numéro fiscal de référence (SPI): 13 digits, first 0 to 3
  DE: /^[1-9]\d{10}$/, // Steuerliche Identifikationsnummer: 11 digits, no leading zero
  NL: /^\d{9}$/, // BSN: 9 digits
  BE: /^\d{11}$/, // numéro national: 11 digits
  ES: /^(\d{8}|[XYZ]\d{7})[A-Z]$/, // NIF / NIE
  IT: /^[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]$/, // codice fiscale: 16 characters
  PT: /^\d{9}$/, // NIF: 9 digits
  AT: /^\d{9}$/, // Steuernummer: 9 digits
  CH: /^756\d{10}$/, // AHV number: 13 digits starting 756
  GB: /^\d{10}$/, // UTR: 10 digits
  LU: /^\d{13}$/, // matricule: 13 digits
}
const OTHER_TAX_ID = /^[A-Z0-9]{5,20}$/

/** The number in the form we store (upper case, separators removed) when it fits its country; else null. */
export function normaliseTaxId(country: string, input: string): string | null {
  const number = input.replace(/[\s.\-/]/g, '').toUpperCase()
  return (TAX_ID_FORMATS[country.toUpperCase()] ?? OTHER_TAX_ID).test(number) ? number : null
}

/** The year filter of payins and payouts (spec 2 §5): a four-digit year; the dashboard opens on the current one. */
export function parsePayoutYear(value: string | null | undefined, today: Date = new Date()): number {
  const year = value && /^\d{4}$/.test(value) ? Number(value) : NaN
  return Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : today.getUTCFullYear()
}
