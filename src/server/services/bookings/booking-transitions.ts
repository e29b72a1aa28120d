import { eq } from 'drizzle-orm'
import { transition } from 'xstate'
import { bookingMachine } from '../../../../machines/booking.machine'
import type { BookingEvent } from '../../../../machines/booking.machine'
import {
  DEFERRED_PAYMENT_HOURS,
  OWNER_ANSWER_HOURS,
  PAYMENT_DEADLINE_HOURS,
  SNOOZE_HOURS,
} from '../../../domain/booking-rules'
import type { BookingStatus } from '../../../domain/booking-status'
import type { Database } from '../../db/client'
import { isExclusionViolation } from '../../db/errors'
import { bookingStatusHistory, bookings } from '../../db/schema'
import type { BookingRow, NewBookingRow } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { notifyBookingChange } from '../notifications/booking-notifications'

/** Who sends an event: a user (guest, owner or staff), or null for the server's own timers. */
export interface BookingActor {
  userId: number | null
}

const HOUR_MS = 3_600_000
const hoursAfter = (now: Date, hours: number) => new Date(now.getTime() + hours * HOUR_MS)

export const bookingNotInValidState = () =>
  ApiError.detail(405, 'This action is not possible in the current state of the booking.', 'BOOKING_NOT_IN_VALID_STATE')
export const camperAlreadyBooked = () =>
  ApiError.detail(409, 'The camper is already booked on these dates.', 'CAMPER_ALREADY_BOOKED')

/** The machine with the server's side effects: each named action writes its columns into `patch`. */
function serverMachine(patch: Partial<NewBookingRow>, now: Date) {
  return bookingMachine.provide({
    actions: {
      startClock: ({ context }) => {
        patch.ownerAcceptExpireOn = hoursAfter(now, context.isInstant ? PAYMENT_DEADLINE_HOURS : OWNER_ANSWER_HOURS)
        patch.snoozedUntil = null
      },
      recordAcceptance: () => {
        patch.ownerAcceptExpireOn = hoursAfter(now, PAYMENT_DEADLINE_HOURS)
      },
      recordConfirmation: () => {
        patch.confirmedOn = now
        patch.ownerAcceptExpireOn = null
      },
      recordDeferral: () => {
        patch.ownerAcceptExpireOn = hoursAfter(now, DEFERRED_PAYMENT_HOURS)
      },
      recordCancellation: ({ event }) => {
        if (event.type === 'guest.cancel' || event.type === 'owner.cancel' || event.type === 'owner.refuse')
          patch.cancelReason = event.reason
        if (event.type === 'staff.cancel') patch.cancelReason = event.both ? 'both' : 'staff'
        if ('message' in event) patch.cancelMessage = event.message ?? null
      },
      recordExpiry: () => {
        patch.acceptationExpiredOn = now
        patch.ownerAcceptExpireOn = null
      },
      recordSnooze: () => {
        patch.snoozedUntil = hoursAfter(now, SNOOZE_HOURS)
      },
    },
  })
}

/** The next state and the columns to write for `event` from a booking in `status`; null when the machine refuses it. */
export function nextBookingState(status: BookingStatus | 'new', isInstant: boolean, event: BookingEvent, now: Date) {
  const patch: Partial<NewBookingRow> = {}
  const machine = serverMachine(patch, now)
  const snapshot = machine.resolveState({ value: status, context: { isInstant } })
  if (!snapshot.can(event)) return null
  const [next, actions] = transition(machine, snapshot, event)
  for (const action of actions) action.exec?.(action.info, action.params)
  return { status: next.value as BookingStatus, isInstant: next.context.isInstant, patch }
}

/**
 * Applies a machine event to a booking: locks its row, asks booking.machine for the next status, writes it and a
 * history row in one transaction, with the notices booking.notifications.ts declares for the change. A forbidden event is a 405 BOOKING_NOT_IN_VALID_STATE; taking dates another
 * booking holds (EXCLUDE constraint) is a 409 CAMPER_ALREADY_BOOKED.
 */
export async function applyBookingEvent(
  db: Database,
  bookingId: number,
  event: BookingEvent,
  actor: BookingActor,
  now = new Date(),
): Promise<BookingRow> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update')
      if (!row) throw ApiError.notFound()
      const next = nextBookingState(row.status, row.isInstant, event, now)
      if (!next) throw bookingNotInValidState()
      const [updated] = await tx
        .update(bookings)
        .set({ ...next.patch, status: next.status, updatedAt: now })
        .where(eq(bookings.id, bookingId))
        .returning()
      // A snooze changes no status: it is not a status change, so it leaves no history row.
      if (next.status !== row.status) {
        const [history] = await tx
          .insert(bookingStatusHistory)
          .values({
            bookingId,
            fromStatus: row.status,
            toStatus: next.status,
            event: event.type,
            actorId: actor.userId,
            at: now,
          })
          .returning({ id: bookingStatusHistory.id })
        await notifyBookingChange(
          tx,
          { booking: updated!, from: row.status, event: event.type, historyId: history!.id },
          now,
        )
      }
      return updated!
    })
  } catch (error) {
    if (isExclusionViolation(error)) throw camperAlreadyBooked()
    throw error
  }
}
