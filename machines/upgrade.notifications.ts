import type { UpgradeKind, UpgradeState } from '../src/domain/booking-extras'
import type { BookingNotice } from './booking.notifications'
import type { UpgradeEvent } from './upgrade.machine'

/**
 * Who is told what when a guest's upgrade of a booking changes state (upgrade.machine.ts), read next to the machine
 * like the booking's table. An upgrade needs no owner decision: the guest asks and pays on one page, so only the paid
 * upgrade is news, to the owner (who meets a second driver at the pick-up, or rents under another cover) and to the
 * guest (the receipt). A change nobody needs to hear of is in `silentUpgradeTransitions` with why; a test checks every
 * transition is in exactly one of the two lists.
 */
export interface UpgradeNotificationRule {
  event: UpgradeEvent['type']
  target: UpgradeState
  kind: UpgradeKind
  notify: readonly BookingNotice[]
}

export const upgradeNotifications: readonly UpgradeNotificationRule[] = [
  {
    event: 'payment.succeeded',
    target: 'CONFIRMED',
    kind: 'second_driver',
    notify: [
      { to: 'owner', kind: 'second_driver_added' },
      { to: 'guest', kind: 'second_driver_confirmed' },
    ],
  },
  {
    event: 'payment.succeeded',
    target: 'CONFIRMED',
    kind: 'buyback',
    notify: [
      { to: 'owner', kind: 'buyback_added' },
      { to: 'guest', kind: 'buyback_confirmed' },
    ],
  },
]

export const silentUpgradeTransitions: ReadonlyArray<{ event: UpgradeEvent['type']; why: string }> = [
  {
    event: 'guest.validate',
    why: 'No owner decision: the booking’s permissions accept it at once, and the guest pays on the same page.',
  },
  { event: 'guest.cancel', why: 'The guest withdraws an unpaid upgrade on the page: the owner never heard of it.' },
]

/** Who is told what of one change of an upgrade of `kind`; empty for a silent one. */
export const upgradeNoticesFor = (kind: UpgradeKind, event: string, target: UpgradeState): BookingNotice[] =>
  upgradeNotifications
    .filter((rule) => rule.event === event && rule.target === target && rule.kind === kind)
    .flatMap((rule) => rule.notify)
