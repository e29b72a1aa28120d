// Spec 2 §3, §4, §9: extensions (more days, more km) and upgrades (a second driver) of a booking. Pure.
import { addDays, KM_INCLUDED_PER_DAY } from './stay-price'
import type { KmOption } from './stay-price'
import type { BookingStatus } from './booking-status'
import type { PriceLines } from './price-lines'

/** Spec 2 §4 extension and request states. */
export const EXTENSION_STATES = [
  'CREATED',
  'GUEST_ASK',
  'ACCEPTED',
  'CONFIRMED',
  'CANCEL_OWNER',
  'CANCEL_GUEST',
] as const
export type ExtensionState = (typeof EXTENSION_STATES)[number]

/** Spec 2 §4 upgrade states: no owner decision, so neither GUEST_ASK nor CANCEL_OWNER. */
export const UPGRADE_STATES = ['CREATED', 'ACCEPTED', 'CONFIRMED', 'CANCEL_GUEST'] as const
export type UpgradeState = (typeof UPGRADE_STATES)[number]

/**
 * Upgrade kinds: a second driver, or the deductible buy-back (the trip switches to a reinforced insurance, whose
 * deductibles are lower). A booking has at most one open upgrade, whatever its kind.
 */
export const UPGRADE_KINDS = ['second_driver', 'buyback'] as const
export type UpgradeKind = (typeof UPGRADE_KINDS)[number]

/** States in which a request is still open: a booking has at most one open extension and one open upgrade. */
export const OPEN_EXTENSION_STATES = ['CREATED', 'GUEST_ASK', 'ACCEPTED'] as const satisfies readonly ExtensionState[]
export const OPEN_UPGRADE_STATES = ['CREATED', 'ACCEPTED'] as const satisfies readonly UpgradeState[]

/** Spec 2 §4: an extension (and likewise an upgrade) can be paid only when ACCEPTED. */
export const isExtensionPayable = (state: ExtensionState) => state === 'ACCEPTED'
export const isUpgradePayable = (state: UpgradeState) => state === 'ACCEPTED'

/** A paid booking, before or during the trip, is the only one whose trip can still grow or get a second driver. */
export const EXTENDABLE_BOOKING_STATUSES = ['TO_COME', 'ONGOING'] as const satisfies readonly BookingStatus[]
export const isExtendableBookingStatus = (status: string) =>
  (EXTENDABLE_BOOKING_STATUSES as readonly string[]).includes(status)

/** Spec 2 §3 extension request: days added at either end, a slide of the whole trip, a bigger km allowance. */
export interface ExtensionExtras {
  dayBefore: number
  dayAfter: number
  /** Moves both ends by this many days (negative: earlier). */
  daySlide: number
  km200: boolean
  kmUnlimited: boolean
}

export interface DayRange {
  /** Half-open [dateFrom, dateTo), yyyy-MM-dd. */
  dateFrom: string
  dateTo: string
}

/** The trip's dates once the extension applies. */
export function extendedPeriod(period: DayRange, extras: ExtensionExtras): DayRange {
  return {
    dateFrom: addDays(period.dateFrom, extras.daySlide - extras.dayBefore),
    dateTo: addDays(period.dateTo, extras.daySlide + extras.dayAfter),
  }
}

/** The days of `next` that `current` does not hold: what must be free in the camper's calendar. */
export function addedRanges(current: DayRange, next: DayRange): DayRange[] {
  const ranges: DayRange[] = []
  if (next.dateFrom < current.dateFrom)
    ranges.push({ dateFrom: next.dateFrom, dateTo: next.dateTo < current.dateFrom ? next.dateTo : current.dateFrom })
  if (next.dateTo > current.dateTo)
    ranges.push({ dateFrom: next.dateFrom > current.dateTo ? next.dateFrom : current.dateTo, dateTo: next.dateTo })
  return ranges
}

type KmExtras = Pick<ExtensionExtras, 'km200' | 'kmUnlimited'>

/** The km option after the extension: unlimited wins over 200 km, else the booking keeps its own. */
export function extendedKmOption(current: KmOption, extras: KmExtras): KmOption {
  if (extras.kmUnlimited) return 0
  if (extras.km200 && current !== 0) return 200
  return current
}

/** The trip's km allowance now: the guest's choice at booking, raised by every confirmed extension. */
export function tripKmOption(booked: KmOption, confirmed: readonly KmExtras[]): KmOption {
  return confirmed.reduce<KmOption>((km, extras) => extendedKmOption(km, extras), booked)
}

/** The most days one request may add at either end, or slide the trip by. */
export const EXTENSION_MAX_DAYS = 90

/** What extensionRules reads of a trip. */
export interface ExtensionTrip {
  status: string
  /** yyyy-MM-dd */
  dateFrom: string
  /** The allowance now (tripKmOption). */
  kmOption: KmOption
  /** The camper takes unlimited km (price error 106 otherwise). */
  unlimitedKmAllowed: boolean
}

/** Spec 2 §3 extensions.rules: the extras a new request of this trip may ask for, one flag per request field. */
export interface ExtensionRules {
  dayBefore: boolean
  dayAfter: boolean
  daySlide: boolean
  km200: boolean
  kmUnlimited: boolean
  maxDays: number
}

/**
 * Only a paid trip grows. Once it has started only days after it can be added; before, the start may move, but not into
 * the past. The km allowance only goes up, and unlimited only where the camper allows it.
 */
export function extensionRules(trip: ExtensionTrip, today: string): ExtensionRules {
  const extendable = isExtendableBookingStatus(trip.status)
  const notStarted = trip.status === 'TO_COME'
  return {
    dayBefore: notStarted && trip.dateFrom > today,
    dayAfter: extendable,
    daySlide: notStarted,
    km200: extendable && trip.kmOption === KM_INCLUDED_PER_DAY,
    kmUnlimited: extendable && trip.kmOption !== 0 && trip.unlimitedKmAllowed,
    maxDays: EXTENSION_MAX_DAYS,
  }
}

export interface ExtensionPrice {
  /** What the guest pays, service fee included (minor units). */
  priceTotal: number
  /** What the extension adds to the owner's rental and km income (minor units). */
  earnings: number
  /** What it adds to the trip's price lines once paid. */
  priceLines: PriceLines
}

/** Spec 2 §9: driving licence categories. */
export const LICENCE_CATEGORIES = ['B', 'C'] as const
export type LicenceCategory = (typeof LICENCE_CATEGORIES)[number]

/** Only a draft the owner never saw can be deleted; anything later is cancelled, so its history stays. */
export const isExtensionDeletable = (state: ExtensionState) => state === 'CREATED'
export const isUpgradeDeletable = (state: UpgradeState) => state === 'CREATED'

/** Spec 2 §3 can_create_extensions: a paid booking with no extension request open. */
export const canCreateExtension = (bookingStatus: string, extensionStates: readonly ExtensionState[]) =>
  isExtendableBookingStatus(bookingStatus) &&
  !extensionStates.some((state) => (OPEN_EXTENSION_STATES as readonly string[]).includes(state))

/** What the upgrade permissions read of a booking's upgrade requests. */
export interface UpgradeFacts {
  kind: UpgradeKind
  state: UpgradeState
}

/** An upgrade request still in progress: a draft to validate, or accepted and waiting for its payment. */
export const isUpgradeOpen = (state: UpgradeState) => (OPEN_UPGRADE_STATES as readonly string[]).includes(state)

const hasOpenUpgrade = (upgrades: readonly UpgradeFacts[]) => upgrades.some((upgrade) => isUpgradeOpen(upgrade.state))

/**
 * The second-driver page offers the form for a new request only when the latest one is neither in progress nor paid
 * (none yet, or withdrawn); the booking's can_add_second_driver still decides whether the form or a refusal shows.
 */
export const offersNewSecondDriver = (latest: UpgradeState | null) =>
  latest === null || !(isUpgradeOpen(latest) || latest === 'CONFIRMED')

/** Spec 2 §3 can_add_second_driver: a paid booking without a second driver asked or bought, and no other upgrade open. */
export const canAddSecondDriver = (bookingStatus: string, upgrades: readonly UpgradeFacts[]) =>
  isExtendableBookingStatus(bookingStatus) &&
  !upgrades.some((upgrade) => upgrade.kind === 'second_driver' && upgrade.state !== 'CANCEL_GUEST') &&
  !hasOpenUpgrade(upgrades)

/** What the buy-back permission reads of a trip. */
export interface BuybackTrip {
  status: string
  /** The booking's is_buyback_available (booking-rules isBuybackAvailable): before departure, going ahead. */
  buybackAvailable: boolean
  /** The trip's insurance: null before one was chosen, 'none' for the owner's own. */
  insuranceSlug: string | null
  insuranceReinforced: boolean
}

/**
 * Spec 2 §6 buy-back on the trip page: a paid trip to come, still before departure, insured by one of our insurances that
 * is not reinforced yet (the owner's own insurance has no deductible of ours to buy back), and no other upgrade open.
 */
export const canBuyBack = (trip: BuybackTrip, upgrades: readonly UpgradeFacts[]) =>
  trip.status === 'TO_COME' &&
  trip.buybackAvailable &&
  trip.insuranceSlug !== null &&
  trip.insuranceSlug !== 'none' &&
  !trip.insuranceReinforced &&
  !hasOpenUpgrade(upgrades)

/**
 * The buy-back's price: the reinforced insurance's price for the trip minus what the guest paid for the current one
 * (both the price engine's price_insurance for the trip's days), never below zero.
 */
export const buybackPrice = (reinforcedInsurancePrice: number, paidInsurancePrice: number) =>
  Math.max(0, reinforcedInsurancePrice - paidInsurancePrice)
