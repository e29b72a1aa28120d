// The owner's camper settings and vehicle forms (spec 2 §2 d/campers/:id/settings and /vehicle): what a submitted
// form sends, and the vehicle location errors field by field. Pure: the pages read FormData into plain records.

import { ARRIVAL_HOURS, DEPARTURE_HOURS } from './booking-rules'
import { AMENITIES, type Amenity } from './camper-amenities'
import { DEPOSIT_MEANS, type DepositMean, type ThreeWayRule } from './listing-rules'
import { INSURANCE_FIELDS, type InsuranceField } from './listing-progress'

export const THREE_WAY_RULES: readonly ThreeWayRule[] = ['ALLOWED', 'NOT_ALLOWED', 'ON_DEMAND']
export const VEHICLE_TYPE_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const
/** Seatbelts and beds: 0 to 9. */
export const SEAT_COUNTS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const
export const LOCATION_INPUTS = ['street', 'zipcode', 'city', 'country', 'latitude', 'longitude'] as const
export const EQUIPMENT_LISTS = [
  'cooking_energies',
  'heating_energies',
  'fridge_energies',
  'electric_plug_types',
] as const

const ruleOf = (value: string): ThreeWayRule =>
  (THREE_WAY_RULES as readonly string[]).includes(value) ? (value as ThreeWayRule) : 'ON_DEMAND'
const oneOf = <T extends number>(allowed: readonly T[], value: string, fallback: T): T =>
  allowed.find((item) => String(item) === value) ?? fallback
/** An empty input is "no value": null, not 0. */
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value))

export interface SettingsFormValues {
  title: string
  description: string
  instantBooking: boolean
  deposit: string
  depositMeans: string[]
  languages: string[]
  pets: string
  smoking: string
  abroad: string
  minDays: string
  hourFrom: string
  hourTo: string
}

export function settingsPatch(values: SettingsFormValues) {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    instant_booking_activated: values.instantBooking,
    deposit: Number(values.deposit || 0),
    deposit_mean: values.depositMeans.filter((mean): mean is DepositMean =>
      (DEPOSIT_MEANS as readonly string[]).includes(mean),
    ),
    vehicle_owner_language_spoke: values.languages,
    pets_allowed: ruleOf(values.pets),
    smoking_allowed: ruleOf(values.smoking),
    abroad_allowed: ruleOf(values.abroad),
    min_days: Number(values.minDays || 1),
    hour_from: oneOf(DEPARTURE_HOURS, values.hourFrom, 14),
    hour_to: oneOf(ARRIVAL_HOURS, values.hourTo, 12),
  }
}

export interface VehicleChanges {
  type?: number
  seatbelts: number
  beds: number
  registration?: string
  registration_country?: string
  date?: string | null
  gvw?: number | null
  height: number | null
  value?: number | null
  location?: Record<(typeof LOCATION_INPUTS)[number], string>
  equipments: Record<(typeof EQUIPMENT_LISTS)[number], string[]>
  amenities?: Amenity[]
}

/**
 * The vehicle changes of a submitted form. Locked insurance fields are left out: the server refuses any change to
 * them once the listing left created, even to the same value. A location left wholly empty is not sent, so a draft
 * without one can still save its seats and type (the server asks for every location field once one is sent).
 * `ticked` is the form's equipment checkboxes (several values of one name, which `values` cannot hold).
 */
export function vehiclePatch(
  values: Record<string, string>,
  lockedFields: readonly string[],
  ticked?: readonly string[],
): VehicleChanges {
  const text = (name: string) => (values[name] ?? '').trim()
  const insurance: Pick<VehicleChanges, InsuranceField> = {
    type: Number(text('type')),
    registration: text('registration'),
    registration_country: text('registration_country').toUpperCase(),
    date: text('date') === '' ? null : text('date'),
    gvw: numberOrNull(text('gvw')),
    value: numberOrNull(text('value')),
  }
  const open = Object.fromEntries(
    INSURANCE_FIELDS.filter((field) => !lockedFields.includes(field)).map((field) => [field, insurance[field]]),
  )
  return {
    ...(open as Partial<Pick<VehicleChanges, InsuranceField>>),
    seatbelts: Number(text('seatbelts')),
    beds: Number(text('beds')),
    height: numberOrNull(text('height')),
    ...(LOCATION_INPUTS.some((field) => text(field) !== '')
      ? {
          location: Object.fromEntries(LOCATION_INPUTS.map((field) => [field, text(field)])) as NonNullable<
            VehicleChanges['location']
          >,
        }
      : {}),
    equipments: Object.fromEntries(
      EQUIPMENT_LISTS.map((list) => [
        list,
        text(list)
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ]),
    ) as VehicleChanges['equipments'],
    // The ticked equipment for guests, known keys only, in display order.
    ...(ticked ? { amenities: AMENITIES.filter((key) => ticked.includes(key)) } : {}),
  }
}

/** `{ location: [{ code, field, message }] }` (spec 2 §3) → the messages of each location input. */
export function locationFieldErrors(body: unknown): Record<string, string[]> {
  const items =
    body && typeof body === 'object' && Array.isArray((body as { location?: unknown }).location)
      ? (body as { location: unknown[] }).location
      : []
  const result: Record<string, string[]> = {}
  for (const item of items) {
    if (!item || typeof item !== 'object') continue
    const { field, message } = item as { field?: unknown; message?: unknown }
    if (typeof field !== 'string' || typeof message !== 'string') continue
    ;(result[field] ??= []).push(message)
  }
  return result
}
