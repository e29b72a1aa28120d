import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  EMPTY_ONBOARDING_DRAFT,
  editOnboardingStep,
  firstUnfilledOnboardingStep,
  parseStoredDraft,
  reachableOnboardingStep,
  restoreOnboardingDraft,
  stepOfErrors,
  vehicleFormErrors,
  vehicleKey,
  type OnboardingDraft,
} from '../../src/domain/onboarding-vehicle'

const lyon = {
  city: 'Lyon',
  country: 'FR',
  street: '12 rue de la République',
  zipcode: '69002',
  latitude: 45.764,
  longitude: 4.8357,
}
const filled: OnboardingDraft = { ...EMPTY_ONBOARDING_DRAFT, type: 4, seatbelts: 4, beds: 2, location: lyon }

describe('stored onboarding data (spec 2 §5)', () => {
  it('keeps a valid draft as it was', () => {
    const draft = { ...filled, pricePerDay: 90, vehicleId: 12, savedFor: vehicleKey(filled) }
    expect(parseStoredDraft(JSON.stringify(draft))).toEqual(draft)
  })

  it('drops an unknown type and counts that are not integers from 0 to 9', () => {
    for (const type of [0, 8, 2.5, '4', null]) expect(restoreOnboardingDraft({ type }).type).toBeNull()
    expect(restoreOnboardingDraft({ seatbelts: 10, beds: -1 })).toMatchObject({ seatbelts: null, beds: null })
    expect(restoreOnboardingDraft({ seatbelts: 1.5, beds: '2' })).toMatchObject({ seatbelts: null, beds: null })
    expect(restoreOnboardingDraft({ seatbelts: 0, beds: 9 })).toMatchObject({ seatbelts: 0, beds: 9 })
  })

  it('keeps the location only when city, country, street, zipcode and numeric coordinates are all there', () => {
    expect(restoreOnboardingDraft({ location: lyon }).location).toEqual(lyon)
    expect(restoreOnboardingDraft({ location: { ...lyon, latitude: '45.764', longitude: '4.8357' } }).location).toEqual(
      lyon,
    )
    for (const field of ['city', 'country', 'street', 'zipcode', 'latitude', 'longitude'] as const) {
      const { [field]: _dropped, ...rest } = lyon
      expect(restoreOnboardingDraft({ location: rest }).location, field).toBeNull()
      expect(restoreOnboardingDraft({ location: { ...lyon, [field]: '' } }).location, field).toBeNull()
    }
    expect(restoreOnboardingDraft({ location: { ...lyon, latitude: 'north' } }).location).toBeNull()
  })

  it('reads broken text or a value of another kind as an empty draft', () => {
    for (const text of ['{', 'null', '[]', '"camper"', '42', 'undefined'])
      expect(parseStoredDraft(text)).toEqual(EMPTY_ONBOARDING_DRAFT)
    expect(parseStoredDraft(null)).toEqual(EMPTY_ONBOARDING_DRAFT)
  })

  it('never throws on any JSON in local storage, and what it keeps is valid', () => {
    const anyJson = fc.oneof(
      fc.json(),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.string(),
    )
    fc.assert(
      fc.property(anyJson, (text) => {
        const draft = parseStoredDraft(text)
        expect(draft.type === null || (Number.isInteger(draft.type) && draft.type >= 1 && draft.type <= 7)).toBe(true)
        for (const count of [draft.seatbelts, draft.beds])
          expect(count === null || (Number.isInteger(count) && count >= 0 && count <= 9)).toBe(true)
        expect(
          draft.location === null || (Number.isFinite(draft.location.latitude) && draft.location.city !== ''),
        ).toBe(true)
      }),
    )
  })

  it('never throws on drafts shaped like the real one with any values', () => {
    const field = fc.oneof(fc.constant(undefined), fc.jsonValue())
    const shaped = fc.record({
      type: field,
      seatbelts: field,
      beds: field,
      location: fc.oneof(
        field,
        fc.dictionary(fc.constantFrom('city', 'country', 'street', 'zipcode', 'latitude', 'longitude'), fc.jsonValue()),
      ),
    })
    fc.assert(
      fc.property(shaped, (value) => {
        expect(() => restoreOnboardingDraft(value)).not.toThrow()
      }),
    )
  })
})

describe('onboarding steps (spec 2 §2)', () => {
  it('lands a deep link on the first step not done', () => {
    expect(reachableOnboardingStep('product-price', EMPTY_ONBOARDING_DRAFT)).toBe('vehicle-type')
    expect(reachableOnboardingStep('vehicle-location', { ...EMPTY_ONBOARDING_DRAFT, type: 3 })).toBe(
      'vehicle-properties',
    )
    expect(reachableOnboardingStep('vehicle-type', filled)).toBe('vehicle-type')
  })

  it('asks for the pictures until the vehicle is saved with the current data', () => {
    expect(firstUnfilledOnboardingStep(filled)).toBe('vehicle-pictures')
    const saved = { ...filled, vehicleId: 7, savedFor: vehicleKey(filled) }
    expect(firstUnfilledOnboardingStep(saved)).toBe('product-price')
    expect(firstUnfilledOnboardingStep({ ...saved, beds: 3 })).toBe('vehicle-pictures')
    expect(firstUnfilledOnboardingStep({ ...saved, pricePerDay: 80 })).toBe('end')
  })

  it('lets a step edit only its own fields', () => {
    expect(editOnboardingStep(EMPTY_ONBOARDING_DRAFT, 'vehicle-type', { type: 2, beds: 4 })).toEqual({
      ...EMPTY_ONBOARDING_DRAFT,
      type: 2,
    })
  })
})

describe('vehicle call errors', () => {
  it('spreads the location errors over their own fields and finds the step that shows them', () => {
    const body = {
      location: [
        { code: 'vehicle_missing_location', field: 'street', message: 'This field is required.' },
        { code: 'invalid_place', field: 'country', message: 'Use a two-letter country code.' },
      ],
    }
    const errors = vehicleFormErrors(body, ['Fallback'])
    expect(errors).toEqual({
      fields: { street: ['This field is required.'], country: ['Use a two-letter country code.'] },
      general: [],
    })
    expect(stepOfErrors(errors, 'end')).toBe('vehicle-location')
    expect(stepOfErrors(vehicleFormErrors({ type: ['Not a valid choice.'], beds: ['Too many.'] }, []), 'end')).toBe(
      'vehicle-type',
    )
  })

  it('keeps general errors general, with the fallback when the body says nothing', () => {
    expect(vehicleFormErrors({ detail: 'Slow down.' }, ['x'])).toEqual({ fields: {}, general: ['Slow down.'] })
    expect(vehicleFormErrors(null, ['Try again.'])).toEqual({ fields: {}, general: ['Try again.'] })
    expect(stepOfErrors({ fields: {}, general: ['Try again.'] }, 'vehicle-location')).toBe('vehicle-location')
  })
})
