import { describe, expect, it } from 'vitest'
import { locationFieldErrors, settingsPatch, vehiclePatch } from '../../src/domain/camper-forms'

const form = {
  type: '3',
  seatbelts: '4',
  beds: '2',
  registration: ' ab-1 ',
  registration_country: 'fr',
  date: '',
  gvw: '3500',
  height: '',
  value: '12000',
  street: ' 1 rue ',
  zipcode: '69001',
  city: 'Lyon',
  country: 'FR',
  latitude: '45.7',
  longitude: '4.8',
  cooking_energies: 'gas, electric,,',
  heating_energies: '',
  fridge_energies: 'gas',
  electric_plug_types: '',
}

describe('vehiclePatch', () => {
  it('sends every field of a draft: empty numbers and dates as null, lists split on commas', () => {
    expect(vehiclePatch(form, [])).toEqual({
      type: 3,
      seatbelts: 4,
      beds: 2,
      registration: 'ab-1',
      registration_country: 'FR',
      date: null,
      gvw: 3500,
      height: null,
      value: 12000,
      location: { street: '1 rue', zipcode: '69001', city: 'Lyon', country: 'FR', latitude: '45.7', longitude: '4.8' },
      equipments: {
        cooking_energies: ['gas', 'electric'],
        heating_energies: [],
        fridge_energies: ['gas'],
        electric_plug_types: [],
      },
    })
  })

  it('sends the ticked equipment for guests, known keys only, in display order', () => {
    expect(vehiclePatch(form, [], ['awning', 'jacuzzi', 'fridge']).amenities).toEqual(['fridge', 'awning'])
    expect(vehiclePatch(form, [], []).amenities).toEqual([])
    expect(vehiclePatch(form, [])).not.toHaveProperty('amenities')
  })

  it('leaves the locked insurance fields out', () => {
    const patch = vehiclePatch(form, ['type', 'registration', 'gvw'])
    expect(patch).not.toHaveProperty('type')
    expect(patch).not.toHaveProperty('registration')
    expect(patch).not.toHaveProperty('gvw')
    expect(patch).toMatchObject({ registration_country: 'FR', value: 12000, seatbelts: 4 })
  })

  it('does not send a location left wholly empty', () => {
    const patch = vehiclePatch(
      { ...form, street: '', zipcode: ' ', city: '', country: '', latitude: '', longitude: '' },
      [],
    )
    expect(patch).not.toHaveProperty('location')
    expect(
      vehiclePatch({ ...form, street: '', zipcode: '', city: 'Lyon', country: '', latitude: '', longitude: '' }, [])
        .location,
    ).toEqual({ street: '', zipcode: '', city: 'Lyon', country: '', latitude: '', longitude: '' })
  })
})

describe('settingsPatch', () => {
  it('keeps known deposit means and rules, and falls back to the default hours', () => {
    expect(
      settingsPatch({
        title: ' Van ',
        description: 'x',
        instantBooking: false,
        deposit: '',
        depositMeans: ['cash', 'bitcoin'],
        languages: ['fr'],
        pets: 'ALLOWED',
        smoking: 'maybe',
        abroad: 'NOT_ALLOWED',
        minDays: '3',
        hourFrom: '10',
        hourTo: '20',
      }),
    ).toEqual({
      title: 'Van',
      description: 'x',
      instant_booking_activated: false,
      deposit: 0,
      deposit_mean: ['cash'],
      vehicle_owner_language_spoke: ['fr'],
      pets_allowed: 'ALLOWED',
      smoking_allowed: 'ON_DEMAND',
      abroad_allowed: 'NOT_ALLOWED',
      min_days: 3,
      hour_from: 14,
      hour_to: 20,
    })
  })
})

describe('locationFieldErrors', () => {
  it('groups the location items by their field and ignores other shapes', () => {
    expect(
      locationFieldErrors({
        location: [
          { code: 'vehicle_missing_location', field: 'city', message: 'This field is required.' },
          { code: 'invalid_place', field: 'latitude', message: 'Not a valid latitude.' },
          'stray',
        ],
      }),
    ).toEqual({ city: ['This field is required.'], latitude: ['Not a valid latitude.'] })
    expect(locationFieldErrors({ seatbelts: ['Too many.'] })).toEqual({})
    expect(locationFieldErrors(null)).toEqual({})
  })
})
