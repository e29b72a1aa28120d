import { toDecimal } from '../../../domain/stay-price'
import {
  canAddSecondDriver,
  canBuyBack,
  canCreateExtension,
  extensionRules,
  isExtensionDeletable,
  isUpgradeDeletable,
  OPEN_EXTENSION_STATES,
  tripKmOption,
} from '../../../domain/booking-extras'
import type { BuybackTrip, ExtensionTrip, UpgradeKind } from '../../../domain/booking-extras'
import type { KmOption } from '../../../domain/stay-price'
import { extensionAt } from '../../../../machines/extension.machine'
import { upgradeAt } from '../../../../machines/upgrade.machine'
import type { BookingExtensionRow, BookingUpgradeRow } from '../../db/schema'

function extensionFields(row: BookingExtensionRow) {
  return {
    id: row.id,
    booking_id: row.bookingId,
    state: row.state,
    day_before: row.dayBefore,
    day_after: row.dayAfter,
    day_slide: row.daySlide,
    km_200: row.km200,
    km_unlimited: row.kmUnlimited,
    date_from: row.dateFrom,
    date_to: row.dateTo,
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** The guest's view: what they pay, and what the chart lets them do next. */
export function guestExtensionView(row: BookingExtensionRow) {
  const chart = extensionAt(row.state)
  return {
    ...extensionFields(row),
    price_total: toDecimal(row.priceTotal),
    permissions: {
      can_validate: chart.can({ type: 'guest.validate' }),
      can_pay: chart.can({ type: 'payment.succeeded' }),
      can_cancel: chart.can({ type: 'guest.cancel' }),
      can_delete: isExtensionDeletable(row.state),
    },
  }
}

/** The owner's view: what they earn, and whether they still have to decide. */
export function ownerExtensionView(row: BookingExtensionRow) {
  const chart = extensionAt(row.state)
  return {
    ...extensionFields(row),
    earnings: toDecimal(row.earnings),
    permissions: { can_accept: chart.can({ type: 'owner.accept' }), can_refuse: chart.can({ type: 'owner.refuse' }) },
  }
}

export function upgradeView(row: BookingUpgradeRow) {
  const chart = upgradeAt(row.state, row.kind)
  return {
    id: row.id,
    booking_id: row.bookingId,
    state: row.state,
    kind: row.kind,
    second_driver:
      row.kind === 'second_driver'
        ? {
            first_name: row.secondDriverFirstName!,
            last_name: row.secondDriverLastName!,
            licence_number: row.secondDriverLicenceNumber!,
            licence_category: row.secondDriverLicenceCategory!,
          }
        : null,
    buyback:
      row.kind === 'buyback' ? { insurance: row.insuranceSlug!, previous_insurance: row.previousInsuranceSlug! } : null,
    price: toDecimal(row.price),
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    permissions: {
      can_validate: chart.can({ type: 'guest.validate' }),
      can_pay: chart.can({ type: 'payment.succeeded' }),
      can_cancel: chart.can({ type: 'guest.cancel' }),
      can_delete: isUpgradeDeletable(row.state),
    },
  }
}

/**
 * Spec 2 §3 upgrades: the permissions, and per kind the latest request not withdrawn (the second driver asked or bought,
 * the deductible buy-back asked or bought). Rows newest first.
 */
export function upgradesSummary(trip: BuybackTrip, rows: readonly BookingUpgradeRow[]) {
  const current = (kind: UpgradeKind) => rows.find((row) => row.kind === kind && row.state !== 'CANCEL_GUEST')
  const latest = (kind: UpgradeKind) => {
    const row = current(kind)
    return row ? upgradeView(row) : null
  }
  return {
    permissions: { can_add_second_driver: canAddSecondDriver(trip.status, rows), can_buy_back: canBuyBack(trip, rows) },
    requests: { second_driver: latest('second_driver'), buyback: latest('buyback') },
  }
}

const extensionViews = { guest: guestExtensionView, owner: ownerExtensionView }
export type ExtensionViewOf<S extends 'guest' | 'owner'> = ReturnType<(typeof extensionViews)[S]>

/**
 * Spec 2 §3 extensions of a booking as `side` sees it: the open request's state, whether the guest may ask
 * for another, the extras such a request may contain (rules), and every request, newest first. The owner never sees a draft the guest has not sent.
 */
export function extensionsSummary<S extends 'guest' | 'owner'>(
  trip: Omit<ExtensionTrip, 'kmOption'> & { bookedKmOption: KmOption },
  rows: readonly BookingExtensionRow[],
  side: S,
  today: string,
) {
  const visible = side === 'owner' ? rows.filter((row) => row.state !== 'CREATED') : rows
  const open = visible.find((row) => (OPEN_EXTENSION_STATES as readonly string[]).includes(row.state))
  const kmOption = tripKmOption(
    trip.bookedKmOption,
    rows.filter((row) => row.state === 'CONFIRMED'),
  )
  const rules = extensionRules({ ...trip, kmOption }, today)
  return {
    state: open?.state ?? null,
    permissions: {
      can_create_extensions: canCreateExtension(
        trip.status,
        rows.map((row) => row.state),
      ),
    },
    rules: {
      day_before: rules.dayBefore,
      day_after: rules.dayAfter,
      day_slide: rules.daySlide,
      km_200: rules.km200,
      km_unlimited: rules.kmUnlimited,
      max_days: rules.maxDays,
    },
    // The map's two views differ by side; `S` picks the one this side gets.
    requests: visible.map((row) => extensionViews[side](row) as ExtensionViewOf<S>),
  }
}
