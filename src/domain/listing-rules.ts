// Listing page rules (spec 1 §3 Listing): the three-way rules, the deposit means and the vehicle types.

export type ThreeWayRule = 'ALLOWED' | 'NOT_ALLOWED' | 'ON_DEMAND'

/** true → allowed, false → not allowed, anything else (null, missing, a string) → on demand. */
export function threeWayRule(value: unknown): ThreeWayRule {
  if (value === true) return 'ALLOWED'
  if (value === false) return 'NOT_ALLOWED'
  return 'ON_DEMAND'
}

export const DEPOSIT_MEANS = ['card', 'check', 'cash', 'transfer', 'others'] as const
export type DepositMean = (typeof DEPOSIT_MEANS)[number]

const isDepositMean = (value: string): value is DepositMean => (DEPOSIT_MEANS as readonly string[]).includes(value)

/** "card, cash,bitcoin" → ['card', 'cash']: trimmed, known means only, each once. */
export function parseDepositMeans(raw: unknown): DepositMean[] {
  if (typeof raw !== 'string') return []
  const means = raw
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(isDepositMean)
  return [...new Set(means)]
}

export const VEHICLE_TYPES = {
  1: 'lowprofile',
  2: 'coachbuilt',
  3: 'A-class',
  4: 'campervan',
  5: 'van',
  6: 'caravan',
  7: 'other',
} as const

export type VehicleTypeKey = (typeof VEHICLE_TYPES)[keyof typeof VEHICLE_TYPES]

/** The key of a vehicle type number; unknown numbers are 'other'. */
export function vehicleTypeKey(value: unknown): VehicleTypeKey {
  return typeof value === 'number' && value in VEHICLE_TYPES
    ? VEHICLE_TYPES[value as keyof typeof VEHICLE_TYPES]
    : 'other'
}
