/**
 * The earnings simulator's answers and steps (spec 2 §2, §3 earnings simulation parameters, §5): which
 * step is filled, where a deep link may land, and when the simulation may be sent.
 */

export const EARNINGS_STEPS = ['owner', 'vehicle', 'vehicle-properties', 'about-you', 'results'] as const
export type EarningsStep = (typeof EARNINGS_STEPS)[number]

export const isEarningsStep = (value: string | undefined): value is EarningsStep =>
  (EARNINGS_STEPS as readonly string[]).includes(value ?? '')

/** Spec 1 §9 vehicle types, by the slugs the API uses for them. */
export const EARNINGS_VEHICLE_TYPES = [
  'lowprofile',
  'coachbuilt',
  'aclass',
  'campervan',
  'van',
  'caravan',
  'other',
] as const
export type EarningsVehicleType = (typeof EARNINGS_VEHICLE_TYPES)[number]

/** All year, or only some weeks and weekends (then both counts say how many). */
export const VEHICLE_AVAILABILITIES = ['all_year', 'some_weeks'] as const
export type VehicleAvailability = (typeof VEHICLE_AVAILABILITIES)[number]

export const MAX_WEEKS_A_YEAR = 52
/** The oldest registration year the simulator asks about; older vehicles count as this one. */
export const OLDEST_REGISTRATION_YEAR = 1960
export const MAX_SEATS = 9

/** What the visitor has answered so far; null is "not answered". */
export interface EarningsAnswers {
  isProfessional: boolean | null
  vehicleAvailability: VehicleAvailability | null
  numberOfWeeks: number | null
  numberOfWeekends: number | null
  vehicleType: EarningsVehicleType | null
  vehicleRegistrationCountry: string
  vehicleRegisteredYear: number | null
  numberOfSeats: number | null
  firstName: string
  lastName: string
  email: string
  phoneNumber: string
  country: string
}

export const EMPTY_EARNINGS_ANSWERS: EarningsAnswers = {
  isProfessional: null,
  vehicleAvailability: null,
  numberOfWeeks: null,
  numberOfWeekends: null,
  vehicleType: null,
  vehicleRegistrationCountry: '',
  vehicleRegisteredYear: null,
  numberOfSeats: null,
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  country: '',
}

/** The answers each step asks for: a step edits only its own. */
export const STEP_FIELDS = {
  owner: ['isProfessional', 'vehicleAvailability', 'numberOfWeeks', 'numberOfWeekends'],
  vehicle: ['vehicleType', 'vehicleRegistrationCountry'],
  'vehicle-properties': ['vehicleRegisteredYear', 'numberOfSeats'],
  'about-you': ['firstName', 'lastName', 'email', 'phoneNumber', 'country'],
} as const satisfies Record<Exclude<EarningsStep, 'results'>, ReadonlyArray<keyof EarningsAnswers>>

/** The answers with `patch` applied to the fields of `step` only. */
export function editStep(
  answers: EarningsAnswers,
  step: Exclude<EarningsStep, 'results'>,
  patch: Partial<EarningsAnswers>,
): EarningsAnswers {
  const kept: Partial<EarningsAnswers> = {}
  for (const field of STEP_FIELDS[step]) if (field in patch) Object.assign(kept, { [field]: patch[field] })
  return { ...answers, ...kept }
}

const isCount = (value: number | null, max: number): value is number =>
  value !== null && Number.isInteger(value) && value >= 0 && value <= max
const filled = (value: string) => value.trim() !== ''
// Loose on purpose: the server is the judge; this only keeps an obviously wrong address on its step.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const COUNTRY_CODE = /^[A-Z]{2}$/

/** Whether the answers of one step (results excepted) are complete. */
export function isStepFilled(
  step: Exclude<EarningsStep, 'results'>,
  answers: EarningsAnswers,
  thisYear: number,
): boolean {
  switch (step) {
    case 'owner':
      return (
        answers.isProfessional !== null &&
        answers.vehicleAvailability !== null &&
        (answers.vehicleAvailability === 'all_year' ||
          (isCount(answers.numberOfWeeks, MAX_WEEKS_A_YEAR) &&
            isCount(answers.numberOfWeekends, MAX_WEEKS_A_YEAR) &&
            answers.numberOfWeeks + answers.numberOfWeekends > 0))
      )
    case 'vehicle':
      return answers.vehicleType !== null && COUNTRY_CODE.test(answers.vehicleRegistrationCountry)
    case 'vehicle-properties':
      return (
        isCount(answers.numberOfSeats, MAX_SEATS) &&
        answers.numberOfSeats > 0 &&
        answers.vehicleRegisteredYear !== null &&
        Number.isInteger(answers.vehicleRegisteredYear) &&
        answers.vehicleRegisteredYear >= OLDEST_REGISTRATION_YEAR &&
        answers.vehicleRegisteredYear <= thisYear
      )
    case 'about-you':
      return filled(answers.firstName) && filled(answers.lastName) && LOOKS_LIKE_EMAIL.test(answers.email.trim())
  }
}

/** The first step whose answers are missing: results once every step is filled. */
export function firstUnfilledStep(answers: EarningsAnswers, thisYear: number): EarningsStep {
  return EARNINGS_STEPS.find((step) => step !== 'results' && !isStepFilled(step, answers, thisYear)) ?? 'results'
}

/** Where a link to `wanted` lands: that step if every earlier one is filled, else the first unfilled one. */
export function reachableStep(wanted: EarningsStep, answers: EarningsAnswers, thisYear: number): EarningsStep {
  const first = firstUnfilledStep(answers, thisYear)
  return EARNINGS_STEPS.indexOf(wanted) <= EARNINGS_STEPS.indexOf(first) ? wanted : first
}

/** The simulation call's body (spec 2 §3 parameters, snake_case as on the wire). */
export interface EarningsSimulationRequest {
  first_name: string
  last_name: string
  email: string
  phone_number?: string
  country?: string
  is_professional: boolean
  vehicle_type: EarningsVehicleType
  vehicle_availability: VehicleAvailability
  vehicle_registration_country: string
  number_of_weeks?: number
  number_of_weekends?: number
  vehicle_registered_year?: number
  number_of_seats?: number
  lead_source?: number
}

/**
 * Spec 2 §5: the simulation is sent only when first_name, last_name, email, vehicle_type,
 * vehicle_registration_country, is_professional and vehicle_availability are present; null otherwise.
 */
export function simulationRequest(
  answers: EarningsAnswers,
  leadSource: number | null,
): EarningsSimulationRequest | null {
  const { isProfessional, vehicleType, vehicleAvailability } = answers
  if (
    !filled(answers.firstName) ||
    !filled(answers.lastName) ||
    !filled(answers.email) ||
    vehicleType === null ||
    !filled(answers.vehicleRegistrationCountry) ||
    isProfessional === null ||
    vehicleAvailability === null
  )
    return null
  const optional = <K extends string, V>(key: K, value: V | null | '') =>
    (value === null || value === '' ? {} : { [key]: value }) as Partial<Record<K, V>>
  return {
    first_name: answers.firstName.trim(),
    last_name: answers.lastName.trim(),
    email: answers.email.trim(),
    ...optional('phone_number', answers.phoneNumber.trim()),
    ...optional('country', answers.country),
    is_professional: isProfessional,
    vehicle_type: vehicleType,
    vehicle_availability: vehicleAvailability,
    vehicle_registration_country: answers.vehicleRegistrationCountry,
    ...(vehicleAvailability === 'some_weeks'
      ? {
          ...optional('number_of_weeks', answers.numberOfWeeks),
          ...optional('number_of_weekends', answers.numberOfWeekends),
        }
      : {}),
    ...optional('vehicle_registered_year', answers.vehicleRegisteredYear),
    ...optional('number_of_seats', answers.numberOfSeats),
    ...optional('lead_source', leadSource),
  }
}

/** The lead_source query: a positive integer written with digits only, else rejected (null). */
export function parseLeadSource(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\d{1,9}$/.test(value)) return null
  const id = Number(value)
  return id >= 1 ? id : null
}

/** What the simulation call answers (whole currency units), and how it was estimated. */
export interface EarningsResult {
  /** The stored simulation: signing up with it pushes it to the CRM. */
  reference: string
  minDaily: number
  maxDaily: number
  minYearly: number
  maxYearly: number
  currency: string
  comparables: number
  /** The comparable criteria that applied (fewer when the search widened). */
  criteria: string[]
  occupancyRate: number
  offeredDays: number
}

/** A stable key of a simulation request: the same answers need no second simulation. */
export const simulationKey = (request: EarningsSimulationRequest | null) =>
  request === null ? null : JSON.stringify(request)
