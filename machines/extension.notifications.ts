import type { ExtensionState } from '../src/domain/booking-extras'
import type { BookingNotice } from './booking.notifications'
import type { ExtensionEvent } from './extension.machine'

/**
 * Who is told what when a guest's request to extend a booking changes state (extension.machine.ts), read next to the
 * machine like the booking's table: the other side of each decision. A change nobody needs to hear of is in
 * `silentExtensionTransitions` with why; a test checks every transition is in exactly one of the two lists.
 */
export interface ExtensionNotificationRule {
  event: ExtensionEvent['type']
  target: ExtensionState
  /** Only from these states (any when left out). */
  from?: readonly ExtensionState[]
  notify: readonly BookingNotice[]
}

export const extensionNotifications: readonly ExtensionNotificationRule[] = [
  { event: 'guest.validate', target: 'GUEST_ASK', notify: [{ to: 'owner', kind: 'extension_asked' }] },
  { event: 'owner.accept', target: 'ACCEPTED', notify: [{ to: 'guest', kind: 'extension_accepted' }] },
  { event: 'owner.refuse', target: 'CANCEL_OWNER', notify: [{ to: 'guest', kind: 'extension_refused' }] },
  {
    event: 'guest.cancel',
    target: 'CANCEL_GUEST',
    from: ['GUEST_ASK', 'ACCEPTED'],
    notify: [{ to: 'owner', kind: 'extension_withdrawn' }],
  },
  { event: 'payment.succeeded', target: 'CONFIRMED', notify: [{ to: 'owner', kind: 'extension_confirmed' }] },
]

export const silentExtensionTransitions: ReadonlyArray<{
  event: ExtensionEvent['type']
  from: readonly ExtensionState[]
  why: string
}> = [
  { event: 'guest.cancel', from: ['CREATED'], why: 'A draft the owner never saw, deleted by the guest on the page.' },
]

/** Who is told what of one change of an extension request; empty for a silent one. */
export const extensionNoticesFor = (from: ExtensionState, event: string, target: ExtensionState): BookingNotice[] =>
  extensionNotifications
    .filter(
      (rule) => rule.event === event && rule.target === target && (rule.from === undefined || rule.from.includes(from)),
    )
    .flatMap((rule) => rule.notify)
