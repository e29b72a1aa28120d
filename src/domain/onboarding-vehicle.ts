/**
 * The vehicle onboarding /onboarding/step/{step} (spec 2 §2, §3 vehicle, §5 stored onboarding data): the
 * in-progress vehicle, which step is filled, where a deep link may land, the vehicle call's body, and how a
 * stored draft is read back. Pure: the page keeps the draft in local storage, the machine walks the steps.
 */
import type { FormErrors } from './form-errors'

export const ONBOARDING_STEPS = [
  'vehicle-type',
  'vehicle-properties',
  'vehicle-location',
  'vehicle-pictures',
  'product-price',
  'end',
] as const
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number]

export const isOnboardingStep = (value: string | undefined): value is OnboardingStep =>
  (ONBOARDING_STEPS as readonly string[]).includes(value ?? '')

/** Spec 2 §3 vehicle types: 1 lowprofile, 2 coachbuilt, 3 aclass, 4 campervan, 5 van, 6 caravan, 7 other. */
export const ONBOARDING_VEHICLE_TYPES = [1, 2, 3, 4, 5, 6, 7] as const
export const MAX_SEATBELTS = 9
export const MAX_BEDS = 9
/** The highest daily price the step accepts (whole currency units): a typo, not a camper. */
export const MAX_DAILY_PRICE = 10_000

export interface OnboardingLocation {
  city: string
  country: string
  street: string
  zipcode: string
  latitude: number
  longitude: number
}

/** What the owner has entered so far; null is "not entered". */
export interface OnboardingDraft {
  type: number | null
  seatbelts: number | null
  beds: number | null
  location: OnboardingLocation | null
  /** Whole units of the camper's currency. */
  pricePerDay: number | null
  /** The vehicle (and its camper) once created: the pictures need its id. */
  vehicleId: number | null
  /** The vehicle body last saved to that vehicle: a change made after it is saved again before the pictures. */
  savedFor: string | null
}

export const EMPTY_ONBOARDING_DRAFT: OnboardingDraft = {
  type: null,
  seatbelts: null,
  beds: null,
  location: null,
  pricePerDay: null,
  vehicleId: null,
  savedFor: null,
}

/** The fields each form step edits: a step changes only its own. */
export const ONBOARDING_STEP_FIELDS = {
  'vehicle-type': ['type'],
  'vehicle-properties': ['seatbelts', 'beds'],
  'vehicle-location': ['location'],
  'product-price': ['pricePerDay'],
} as const satisfies Partial<Record<OnboardingStep, ReadonlyArray<keyof OnboardingDraft>>>
export type OnboardingFormStep = keyof typeof ONBOARDING_STEP_FIELDS

export function editOnboardingStep(
  draft: OnboardingDraft,
  step: OnboardingFormStep,
  patch: Partial<OnboardingDraft>,
): OnboardingDraft {
  const kept: Partial<OnboardingDraft> = {}
  for (const field of ONBOARDING_STEP_FIELDS[step]) if (field in patch) Object.assign(kept, { [field]: patch[field] })
  return { ...draft, ...kept }
}

const isIntegerIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max

export const isKnownVehicleType = (value: unknown): value is number =>
  isIntegerIn(value, 1, ONBOARDING_VEHICLE_TYPES.length)

/** The vehicle call's body for the draft (spec 2 §3 vehicle fields). */
export function vehicleBody(draft: OnboardingDraft) {
  return {
    type: draft.type ?? 0,
    seatbelts: draft.seatbelts ?? 0,
    beds: draft.beds ?? 0,
    location: draft.location,
  }
}
export type OnboardingVehicleBody = ReturnType<typeof vehicleBody>

/** A stable key of the vehicle body: the same draft needs no second save. */
export const vehicleKey = (draft: OnboardingDraft) => JSON.stringify(vehicleBody(draft))

/** Whether the vehicle exists on the server with the draft's current type, counts and location. */
export const isVehicleSaved = (draft: OnboardingDraft) =>
  draft.vehicleId !== null && draft.savedFor === vehicleKey(draft)

/** Whether one step is done; the pictures step counts as done once the vehicle is saved (pictures are optional here, the listing's progress asks for them). */
export function isOnboardingStepFilled(step: OnboardingStep, draft: OnboardingDraft): boolean {
  switch (step) {
    case 'vehicle-type':
      return isKnownVehicleType(draft.type)
    case 'vehicle-properties':
      return isIntegerIn(draft.seatbelts, 0, MAX_SEATBELTS) && isIntegerIn(draft.beds, 0, MAX_BEDS)
    case 'vehicle-location':
      return draft.location !== null
    case 'vehicle-pictures':
      return isVehicleSaved(draft)
    case 'product-price':
      return isIntegerIn(draft.pricePerDay, 1, MAX_DAILY_PRICE)
    case 'end':
      return false
  }
}

/** The first step not done yet: end once every other one is. */
export function firstUnfilledOnboardingStep(draft: OnboardingDraft): OnboardingStep {
  return ONBOARDING_STEPS.find((step) => !isOnboardingStepFilled(step, draft)) ?? 'end'
}

/** Where a link to `wanted` lands: that step if every earlier one is done, else the first one that is not. */
export function reachableOnboardingStep(wanted: OnboardingStep, draft: OnboardingDraft): OnboardingStep {
  const first = firstUnfilledOnboardingStep(draft)
  return ONBOARDING_STEPS.indexOf(wanted) <= ONBOARDING_STEPS.indexOf(first) ? wanted : first
}

const LOCATION_TEXT_FIELDS = ['city', 'country', 'street', 'zipcode'] as const
const LOCATION_FIELDS = [...LOCATION_TEXT_FIELDS, 'latitude', 'longitude'] as const

/** A number, or a string that is one (an older page may have stored "45.76"); NaN otherwise. */
function numeric(value: unknown): number {
  if (typeof value === 'number') return value
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value)
  return Number.NaN
}

/** Spec 2 §5: a location is kept only when city, country, street, zipcode and numeric latitude and longitude are all present. */
export function restoreLocation(value: unknown): OnboardingLocation | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const record = value as Record<string, unknown>
  const texts: Record<string, string> = {}
  for (const field of LOCATION_TEXT_FIELDS) {
    const text = record[field]
    if (typeof text !== 'string' || text.trim() === '') return null
    texts[field] = text.trim()
  }
  const latitude = numeric(record.latitude)
  const longitude = numeric(record.longitude)
  if (!(latitude >= -90 && latitude <= 90) || !(longitude >= -180 && longitude <= 180)) return null
  return {
    city: texts.city!,
    country: texts.country!,
    street: texts.street!,
    zipcode: texts.zipcode!,
    latitude,
    longitude,
  }
}

/**
 * A draft read back from storage (spec 2 §5): a known type; seatbelts and beds integers 0 to 9; the location
 * only when complete. Anything else (any JSON at all) is dropped field by field, never thrown.
 */
export function restoreOnboardingDraft(value: unknown): OnboardingDraft {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return EMPTY_ONBOARDING_DRAFT
  const record = value as Record<string, unknown>
  return {
    type: isKnownVehicleType(record.type) ? record.type : null,
    seatbelts: isIntegerIn(record.seatbelts, 0, MAX_SEATBELTS) ? record.seatbelts : null,
    beds: isIntegerIn(record.beds, 0, MAX_BEDS) ? record.beds : null,
    location: restoreLocation(record.location),
    pricePerDay: isIntegerIn(record.pricePerDay, 1, MAX_DAILY_PRICE) ? record.pricePerDay : null,
    vehicleId: isIntegerIn(record.vehicleId, 1, 2_147_483_647) ? record.vehicleId : null,
    savedFor: typeof record.savedFor === 'string' ? record.savedFor : null,
  }
}

/** The stored text of a draft (local storage), read without ever throwing: broken JSON is an empty draft. */
export function parseStoredDraft(text: string | null): OnboardingDraft {
  if (text === null) return EMPTY_ONBOARDING_DRAFT
  try {
    return restoreOnboardingDraft(JSON.parse(text))
  } catch {
    return EMPTY_ONBOARDING_DRAFT
  }
}

/** Where each field the server may refuse is entered. */
const FIELD_STEPS: Record<string, OnboardingStep> = {
  type: 'vehicle-type',
  seatbelts: 'vehicle-properties',
  beds: 'vehicle-properties',
  location: 'vehicle-location',
  ...Object.fromEntries(LOCATION_FIELDS.map((field) => [field, 'vehicle-location'])),
  price_per_day: 'product-price',
}

/**
 * Spec 2 §5 "vehicle location errors are shown per field from the location object": a 400 body of the vehicle
 * call as form errors, the location's entries under their own field (city, street, ...).
 */
export function vehicleFormErrors(body: unknown, fallback: string[]): FormErrors {
  const errors: FormErrors = { fields: {}, general: [] }
  const add = (field: string, message: string) => {
    errors.fields[field] = [...(errors.fields[field] ?? []), message]
  }
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      for (const entry of Array.isArray(value) ? value : [value]) {
        if (typeof entry === 'string') {
          if (key === 'detail' || key === 'non_field_errors' || key === '__all__') errors.general.push(entry)
          else add(key, entry)
        } else if (
          typeof entry === 'object' &&
          entry !== null &&
          typeof (entry as { message?: unknown }).message === 'string'
        ) {
          const { field, message } = entry as { field?: unknown; message: string }
          add(typeof field === 'string' ? field : key, message)
        }
      }
    }
  }
  if (errors.general.length === 0 && Object.keys(errors.fields).length === 0) errors.general = fallback
  return errors
}

/** The earliest step that shows one of the errors (the fallback step when only general errors came back). */
export function stepOfErrors(errors: FormErrors, fallback: OnboardingStep): OnboardingStep {
  const steps = Object.keys(errors.fields)
    .map((field) => FIELD_STEPS[field])
    .filter((step): step is OnboardingStep => step !== undefined)
  if (steps.length === 0) return fallback
  return steps.sort((a, b) => ONBOARDING_STEPS.indexOf(a) - ONBOARDING_STEPS.indexOf(b))[0]!
}
