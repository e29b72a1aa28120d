import { toDecimal } from '../../../domain/booking-price'
import { isExtensionDeletable, isUpgradeDeletable } from '../../../domain/booking-extras'
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
  const chart = upgradeAt(row.state)
  return {
    id: row.id,
    booking_id: row.bookingId,
    state: row.state,
    second_driver: {
      first_name: row.secondDriverFirstName,
      last_name: row.secondDriverLastName,
      licence_number: row.secondDriverLicenceNumber,
      licence_category: row.secondDriverLicenceCategory,
    },
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
