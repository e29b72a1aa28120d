import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  birthDateProblem,
  needsUboDeclaration,
  normalisePhone,
  passwordProblems,
  pictureProblem,
  PROFESSIONAL_TYPES,
} from '../../src/domain/account-rules'

const breached = new Set(['password', 'baseball', '12345678'])
const isCommon = (password: string) => breached.has(password)

describe('passwordProblems', () => {
  it('wants 8 to 128 characters, counted as a person sees them', () => {
    expect(passwordProblems('seven77', isCommon)).toEqual(['too_short'])
    expect(passwordProblems('x'.repeat(129), isCommon)).toEqual(['too_long'])
    expect(passwordProblems('x'.repeat(128), isCommon)).toEqual([])
    expect(passwordProblems('🚐🚐🚐🚐🚐🚐🚐', isCommon)).toEqual(['too_short'])
  })

  it('refuses breached (in any case), numeric and email-like passwords', () => {
    expect(passwordProblems('BaseBall', isCommon)).toEqual(['too_common'])
    expect(passwordProblems('12345678', isCommon)).toEqual(['entirely_numeric', 'too_common'])
    expect(passwordProblems(' Ada@Roam.test ', isCommon, 'ada@roam.test')).toEqual(['same_as_email'])
    expect(passwordProblems('a camper by the lake', isCommon, 'ada@roam.test')).toEqual([])
  })

  it('accepts every long enough password that breaks no rule (property)', () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 8, maxLength: 128 })
          .filter((value) => [...value].length >= 8 && [...value].length <= 128 && !/^\d+$/.test(value)),
        (password) => {
          expect(passwordProblems(password, () => false)).toEqual([])
        },
      ),
    )
  })
})

describe('normalisePhone', () => {
  it('gives E.164 for a real number typed any way', () => {
    expect(normalisePhone('+33 6 12 34 56 78')).toBe('+33612345678')
    expect(normalisePhone('+33.6.12.34.56.78')).toBe('+33612345678')
    expect(normalisePhone('+49 1512 3456789')).toBe('+4915123456789')
  })

  it('refuses numbers without a country code or that cannot exist', () => {
    for (const bad of ['0612345678', '+33 12', '+999 123456789', 'call me', '', '+33 6 12 34 56 78 90 12'])
      expect(normalisePhone(bad), bad).toBeNull()
  })
})

describe('birth dates', () => {
  const today = new Date(2026, 10, 21)

  it('names the first problem of a birth date', () => {
    expect(birthDateProblem('1990-04-21', today)).toBeNull()
    expect(birthDateProblem('2008-11-21', today)).toBeNull()
    expect(birthDateProblem('2008-11-22', today)).toBe('under_age')
    expect(birthDateProblem('2030-01-01', today)).toBe('in_the_future')
    expect(birthDateProblem('1899-12-31', today)).toBe('too_old')
    for (const bad of ['1990-02-30', '21/04/1990', '1990-4-21', '1990-04-21T00:00:00Z', ''])
      expect(birthDateProblem(bad, today), bad).toBe('not_a_date')
  })

  it('accepts every real adult birth date after 1900 (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1900, 0, 1), max: new Date(2008, 10, 21), noInvalidDate: true }), (date) => {
        const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
        expect(birthDateProblem(iso, today)).toBeNull()
      }),
    )
  })
})

describe('pictureProblem', () => {
  it('wants an image of at least 638 × 426 and at most 10 MB', () => {
    expect(pictureProblem({ bytes: 1000, type: 'jpg', width: 638, height: 426 })).toBeNull()
    expect(pictureProblem({ bytes: 1000, type: 'png', width: 637, height: 426 })).toBe('too_small')
    expect(pictureProblem({ bytes: 1000, type: 'webp', width: 638, height: 425 })).toBe('too_small')
    expect(pictureProblem({ bytes: 10 * 1024 * 1024 + 1, type: 'jpg', width: 4000, height: 3000 })).toBe('too_large')
    expect(pictureProblem({ bytes: 1000, type: 'svg', width: 1000, height: 1000 })).toBe('not_an_image')
    expect(pictureProblem({ bytes: 1000 })).toBe('not_an_image')
  })
})

describe('needsUboDeclaration', () => {
  it('is true for BUSINESS only', () => {
    expect(PROFESSIONAL_TYPES.filter(needsUboDeclaration)).toEqual(['BUSINESS'])
    expect(needsUboDeclaration(null)).toBe(false)
  })
})
