import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  canEditUboDeclaration,
  canSubmitUboDeclaration,
  maskIban,
  normaliseBic,
  normaliseIban,
  normaliseTaxId,
  parsePayoutYear,
  uboDeclarationState,
  UBO_DECLARATION_STATUSES,
} from '../../src/domain/payout-rules'

describe('UBO declaration status mapping (spec 2 §4)', () => {
  it('maps C/A/V to created, validation asked, validated, and I and R to refused', () => {
    expect(UBO_DECLARATION_STATUSES.map(uboDeclarationState)).toEqual([
      'CREATED',
      'VALIDATION_ASKED',
      'VALIDATED',
      'REFUSED',
      'REFUSED',
    ])
  })

  it('lets owners edit and resubmit only a created or refused declaration, with at least one UBO', () => {
    expect(UBO_DECLARATION_STATUSES.filter(canEditUboDeclaration)).toEqual(['C', 'I', 'R'])
    expect(canSubmitUboDeclaration('C', 0)).toBe(false)
    expect(canSubmitUboDeclaration('C', 1)).toBe(true)
    expect(canSubmitUboDeclaration('A', 2)).toBe(false)
  })
})

describe('IBAN and BIC', () => {
  it('accepts IBANs as people type them and refuses a wrong checksum or country format', () => {
    expect(normaliseIban('fr76 3000 6000 0112 3456 7890 189')).toBe('FR7630006000011234567890189')
    expect(normaliseIban('DE89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000')
    expect(normaliseIban('FR76 3000 6000 0112 3456 7890 188')).toBeNull()
    expect(normaliseIban('DE89 3704 0044 0532 0130')).toBeNull()
    expect(normaliseIban('not an iban')).toBeNull()
  })

  it('accepts 8 and 11 character BICs in any case', () => {
    expect(normaliseBic('agrifrpp')).toBe('AGRIFRPP')
    expect(normaliseBic('BNPA FRPP XXX')).toBe('BNPAFRPPXXX')
    expect(normaliseBic('BNPAFRP')).toBeNull()
  })

  it('masks every IBAN down to country, check digits and the last four', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/), (iban) => {
        const masked = maskIban(iban)
        expect(masked.startsWith(iban.slice(0, 4))).toBe(true)
        expect(masked.endsWith(iban.slice(-4))).toBe(true)
        expect(masked).not.toContain(iban.slice(4, -4))
      }),
    )
  })
})

describe('tax identification number', () => {
  it('checks the national shape and ignores separators', () => {
    expect(normaliseTaxId('FR', '1 23 45 678 901 23')).toBe('1234567890123')
    expect(normaliseTaxId('FR', '9234567890123')).toBeNull()
    expect(normaliseTaxId('DE', '12345678901')).toBe('12345678901')
    expect(normaliseTaxId('DE', '02345678901')).toBeNull()
    expect(normaliseTaxId('es', 'x1234567l')).toBe('X1234567L')
    expect(normaliseTaxId('IT', 'RSSMRA85T10A562S')).toBe('RSSMRA85T10A562S')
    expect(normaliseTaxId('SE', 'AB-12345')).toBe('AB12345')
    expect(normaliseTaxId('SE', '12')).toBeNull()
  })
})

describe('payout year', () => {
  it('defaults to the current year when missing or not a year', () => {
    const today = new Date('2026-11-21T00:00:00Z')
    expect(parsePayoutYear('2025', today)).toBe(2025)
    expect(parsePayoutYear(null, today)).toBe(2026)
    expect(parsePayoutYear('twenty', today)).toBe(2026)
    expect(parsePayoutYear('1800', today)).toBe(2026)
  })
})
