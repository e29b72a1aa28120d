import { eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { bookingNoticesFor, type BookingNotificationKind } from '../../../../machines/booking.notifications'
import type { BookingStatus } from '../../../domain/booking-status'
import { DEFAULT_LOCALE, isLocale } from '../../../domain/locales'
import type { Database } from '../../db/client'
import { bookings, campers, notifications, users } from '../../db/schema'
import type { BookingRow } from '../../db/schema'
import type { EmailTemplateName } from '../../mail/email-templates'
import { enqueueUserEmail } from './email-preferences'

const guests = alias(users, 'guests')
const owners = alias(users, 'owners')

/** The page each side reads a booking on (the email's button and the bell's link). */
export const bookingPagePath = (to: 'guest' | 'owner', bookingId: number) =>
  to === 'guest' ? `/d/trips/${bookingId}` : `/d/bookings/${bookingId}`

/** The email template of each notice: a booking update, which always goes out, but for the review invitations. */
const emailTemplate = (kind: BookingNotificationKind): EmailTemplateName =>
  kind === 'review_invitation' || kind === 'review_invitation_owner' ? 'review_invitation' : 'booking_update'

/**
 * Tells guest and owner of a booking's status change, as machines/booking.notifications.ts declares: an in-app
 * notification and an email each (unless its recipient turned that email's category off), written in the caller's
 * transaction (`tx`), so they exist exactly when the change commits. `historyId` is the change's history row: one notice per change, recipient and kind.
 */
export async function notifyBookingChange(
  tx: Database,
  change: { booking: BookingRow; from: BookingStatus; event: string; historyId: number },
  now: Date,
): Promise<void> {
  const { booking, from, event, historyId } = change
  const notices = bookingNoticesFor(from, event, booking.status, booking.isInstant)
  if (notices.length === 0) return
  const [facts] = await tx
    .select({
      camperTitle: campers.title,
      from: sql<string>`lower(${bookings.period})::text`,
      to: sql<string>`upper(${bookings.period})::text`,
      guest: { id: guests.id, email: guests.email, firstName: guests.firstName, locale: guests.locale },
      owner: { id: owners.id, email: owners.email, firstName: owners.firstName, locale: owners.locale },
    })
    .from(bookings)
    .innerJoin(campers, eq(campers.id, bookings.camperId))
    .innerJoin(guests, eq(guests.id, bookings.guestId))
    .innerJoin(owners, eq(owners.id, campers.ownerId))
    .where(eq(bookings.id, booking.id))
  if (!facts) return
  const eventKey = `booking_status:${historyId}`
  for (const notice of notices) {
    const recipient = facts[notice.to]
    const other = notice.to === 'guest' ? facts.owner : facts.guest
    const data = {
      bookingId: booking.id,
      camperTitle: facts.camperTitle,
      otherName: other.firstName,
      from: facts.from,
      to: facts.to,
      deadline: booking.ownerAcceptExpireOn?.toISOString() ?? null,
      message: booking.cancelMessage ?? null,
      path: bookingPagePath(notice.to, booking.id),
    }
    await tx
      .insert(notifications)
      .values({ userId: recipient.id, kind: notice.kind, event: eventKey, bookingId: booking.id, data, createdAt: now })
      .onConflictDoNothing()
    await enqueueUserEmail(
      tx,
      recipient.id,
      {
        event: `${eventKey}:${notice.kind}`,
        recipient: recipient.email,
        template: emailTemplate(notice.kind),
        data: { ...data, kind: notice.kind, firstName: recipient.firstName },
        locale: isLocale(recipient.locale) ? recipient.locale : DEFAULT_LOCALE,
      },
      now,
    )
  }
}
