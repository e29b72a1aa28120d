import { describe, expect, it } from 'vitest'
import { comparableLevels, estimateEarnings, offeredDays, percentile } from '../../src/domain/earnings-estimate'
import {
  EMPTY_EARNINGS_ANSWERS,
  editStep,
  firstUnfilledStep,
  parseLeadSource,
  reachableStep,
  simulationRequest,
} from '../../src/domain/earnings-steps'
import type { EarningsAnswers } from '../../src/domain/earnings-steps'

const filled: EarningsAnswers = {
  ...EMPTY_EARNINGS_ANSWERS,
  isProfessional: false,
  vehicleAvailability: 'all_year',
  vehicleType: 'van',
  vehicleRegistrationCountry: 'FR',
  vehicleRegisteredYear: 2015,
  numberOfSeats: 3,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
}

describe('earnings steps', () => {
  it('lands a deep link on the first unfilled step, never beyond', () => {
    expect(reachableStep('results', EMPTY_EARNINGS_ANSWERS, 2026)).toBe('owner')
    const ownerOnly = { ...EMPTY_EARNINGS_ANSWERS, isProfessional: true, vehicleAvailability: 'all_year' as const }
    expect(firstUnfilledStep(ownerOnly, 2026)).toBe('vehicle')
    expect(reachableStep('about-you', ownerOnly, 2026)).toBe('vehicle')
    expect(reachableStep('owner', filled, 2026)).toBe('owner')
    expect(reachableStep('results', filled, 2026)).toBe('results')
    expect(firstUnfilledStep({ ...filled, vehicleRegisteredYear: 2031 }, 2026)).toBe('vehicle-properties')
    expect(
      firstUnfilledStep({ ...filled, vehicleAvailability: 'some_weeks', numberOfWeeks: 0, numberOfWeekends: 0 }, 2026),
    ).toBe('owner')
  })

  it('edits only the fields of the step', () => {
    expect(editStep(EMPTY_EARNINGS_ANSWERS, 'vehicle', { vehicleType: 'van', firstName: 'Eve' })).toEqual({
      ...EMPTY_EARNINGS_ANSWERS,
      vehicleType: 'van',
    })
  })

  it('builds the simulation only with spec 2 §5’s fields present', () => {
    expect(simulationRequest({ ...filled, email: ' ' }, null)).toBeNull()
    expect(simulationRequest({ ...filled, isProfessional: null }, null)).toBeNull()
    expect(simulationRequest(filled, 3)).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      is_professional: false,
      vehicle_type: 'van',
      vehicle_availability: 'all_year',
      vehicle_registration_country: 'FR',
      vehicle_registered_year: 2015,
      number_of_seats: 3,
      lead_source: 3,
    })
  })

  it('accepts a lead_source of digits only', () => {
    expect(parseLeadSource('12')).toBe(12)
    for (const bad of [null, '', '0', '-3', '1.5', '12abc', ' 12']) expect(parseLeadSource(bad)).toBeNull()
  })
})

describe('earnings estimate', () => {
  it('widens age, then seats, then country, skipping unanswered criteria', () => {
    expect(comparableLevels({ seats: true, age: true })).toEqual([
      ['vehicle_type', 'country', 'seats', 'age'],
      ['vehicle_type', 'country', 'seats'],
      ['vehicle_type', 'country'],
      ['vehicle_type'],
      [],
    ])
    expect(comparableLevels({ seats: false, age: false })).toEqual([['vehicle_type', 'country'], ['vehicle_type'], []])
  })

  it('counts the days offered', () => {
    expect(offeredDays('all_year', 3, 3)).toBe(365)
    expect(offeredDays('some_weeks', 3, 4)).toBe(29)
    expect(offeredDays('some_weeks', 52, 52)).toBe(365)
  })

  it('reads the quartiles of prices and the mean occupancy of one currency', () => {
    expect(percentile([1, 2, 3, 4, 5], 0.25)).toBe(2)
    const estimate = estimateEarnings(
      [
        { averageDailyPrice: 10000, bookedDays: 73, currency: 'EUR' },
        { averageDailyPrice: 5000, bookedDays: 146, currency: 'EUR' },
        { averageDailyPrice: 99999, bookedDays: 365, currency: 'CHF' },
      ],
      100,
    )
    // Quartiles of 50 and 100 €: 62.5 and 87.5 €; occupancy (73 + 146) / 730 = 0.3 of 100 days.
    expect(estimate).toEqual({
      minDaily: 63,
      maxDaily: 88,
      minYearly: 1875,
      maxYearly: 2625,
      currency: 'EUR',
      comparables: 2,
      occupancyRate: 0.3,
      offeredDays: 100,
    })
    expect(estimateEarnings([], 365)).toBeNull()
  })
})
