import { eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import {
  bookingNoticesFor,
  refundNotifications,
  type BookingNotice,
  type BookingNotificationKind,
} from '../../../../machines/booking.notifications'
import { paths } from '../../../domain/app-paths'
import type { BookingStatus } from '../../../domain/booking-status'
import { DEFAULT_LOCALE, isLocale } from '../../../domain/locales'
import type { Database } from '../../db/client'
import { bookings, campers, notifications, users } from '../../db/schema'
import type { BookingRow } from '../../db/schema'
import type { BookingMoney } from '../../mail/templates/booking-money-words'
import type { BookingUpdateData } from '../../mail/templates/booking-update-words'
import type { EmailTemplateName } from '../../mail/email-templates'
import { bookingNoticeMoney } from './booking-money'
import { enqueueUserEmail } from './email-preferences'

/** Reminders have their template (a category of their own); the review emails are optional too. */
const emailTemplate = (kind: BookingNotificationKind, reminder: boolean): EmailTemplateName =>
  reminder
    ? 'booking_reminder'
    : kind === 'review_invitation' || kind === 'review_invitation_owner'
      ? 'review_invitation'
      : kind === 'review_received' || kind === 'review_published'
        ? 'review_update'
        : 'booking_update'

const guests = alias(users, 'guests')
const owners = alias(users, 'owners')

/** The page each side reads a booking on (the email's button and the bell's link). */
export const bookingPagePath = (to: 'guest' | 'owner', bookingId: number) =>
  to === 'guest' ? `/d/trips/${bookingId}` : `/d/bookings/${bookingId}`

/**
 * The page a notice leads to: a guest asked to pay an accepted request goes straight to the payment page; every
 * other notice to the booking's own page.
 */
export function noticePath(
  notice: BookingNotice,
  facts: { bookingId: number; camperId: number; status: BookingStatus },
): string {
  const payNow =
    notice.to === 'guest' &&
    facts.status === 'ACCEPTED' &&
    (notice.kind === 'accepted' || notice.kind === 'payment_due_soon')
  return payNow
    ? paths.campersPayment.href(facts.camperId, facts.bookingId)
    : bookingPagePath(notice.to, facts.bookingId)
}

/**
 * Tells guest and owner of a booking's status change, as machines/booking.notifications.ts declares: an in-app
 * notification and an email each (unless its recipient turned that email's category off), written in the caller's
 * transaction (`tx`), so they exist exactly when the change
 * commits. `historyId` is the change's history row: one notice per change, recipient and kind.
 */
export async function notifyBookingChange(
  tx: Database,
  change: { booking: BookingRow; from: BookingStatus; event: string; historyId: number },
  now: Date,
): Promise<void> {
  const { booking, from, event, historyId } = change
  const notices = bookingNoticesFor(from, event, booking.status, booking.isInstant)
  if (notices.length === 0) return
  const facts = await bookingNoticeFacts(tx, booking.id)
  if (!facts) return
  for (const notice of notices)
    await writeBookingNotice(tx, facts, notice, {
      event: `booking_status:${historyId}`,
      deadline: booking.ownerAcceptExpireOn,
      message: booking.cancelMessage ?? null,
      money: await bookingNoticeMoney(tx, booking, notice),
      now,
    })
}

/** Tells the guest the refund of a cancelled booking is sent: `refunded` minor units, in the settlement's transaction. */
export async function notifyRefundSent(tx: Database, booking: BookingRow, refunded: number, now: Date): Promise<void> {
  const facts = await bookingNoticeFacts(tx, booking.id)
  if (!facts || refunded <= 0) return
  for (const notice of refundNotifications)
    await writeBookingNotice(tx, facts, notice, {
      event: `refund:${booking.id}`,
      deadline: null,
      message: null,
      money: { currency: booking.currency, reader: 'guest', refunded },
      now,
    })
}

/** What a notice about a booking names: the camper, the trip, both sides. */
export async function bookingNoticeFacts(tx: Database, bookingId: number) {
  const [facts] = await tx
    .select({
      bookingId: bookings.id,
      camperId: bookings.camperId,
      status: bookings.status,
      camperTitle: campers.title,
      from: sql<string>`lower(${bookings.period})::text`,
      to: sql<string>`upper(${bookings.period})::text`,
      hourFrom: bookings.hourFrom,
      hourTo: bookings.hourTo,
      travelers: bookings.travelers,
      address: sql<string>`concat_ws(', ', nullif(${campers.addressStreet}, ''), nullif(concat_ws(' ', nullif(${campers.addressZipcode}, ''), nullif(${campers.addressCity}, '')), ''))`,
      guest: {
        id: guests.id,
        email: guests.email,
        firstName: guests.firstName,
        locale: guests.locale,
        phone: guests.phone,
      },
      owner: {
        id: owners.id,
        email: owners.email,
        firstName: owners.firstName,
        locale: owners.locale,
        phone: owners.phone,
      },
    })
    .from(bookings)
    .innerJoin(campers, eq(campers.id, bookings.camperId))
    .innerJoin(guests, eq(guests.id, bookings.guestId))
    .innerJoin(owners, eq(owners.id, campers.ownerId))
    .where(eq(bookings.id, bookingId))
  return facts
}

type BookingNoticeFacts = NonNullable<Awaited<ReturnType<typeof bookingNoticeFacts>>>

/**
 * One notice to one side: the in-app row and its email, each once per `event` (the unique keys make a second write a
 * no-op). Returns whether the in-app row is new.
 */
export async function writeBookingNotice(
  tx: Database,
  facts: BookingNoticeFacts,
  notice: BookingNotice,
  what: {
    event: string
    /** A reminder rather than a status change. */
    reminder?: boolean
    deadline: Date | null
    message: string | null
    /** Trip reminders add where and when to meet. */
    withTrip?: boolean
    /** The page to act on, when it is not the booking's own. */
    path?: string
    money?: BookingMoney
    /** A second driver's notices: the driver's name. */
    secondDriver?: string
    now: Date
  },
): Promise<boolean> {
  const recipient = facts[notice.to]
  const other = notice.to === 'guest' ? facts.owner : facts.guest
  const data: BookingUpdateData = {
    bookingId: facts.bookingId,
    camperTitle: facts.camperTitle,
    otherName: other.firstName,
    from: facts.from,
    to: facts.to,
    deadline: what.deadline?.toISOString() ?? null,
    message: what.message,
    path: what.path ?? noticePath(notice, facts),
    ...(what.money && { money: what.money }),
    ...(what.secondDriver && { secondDriver: what.secondDriver }),
    ...(what.withTrip && {
      trip: {
        address: facts.address,
        hourFrom: facts.hourFrom,
        hourTo: facts.hourTo,
        travelers: facts.travelers,
        phone: other.phone || null,
      },
    }),
  }
  const inserted = await tx
    .insert(notifications)
    .values({
      userId: recipient.id,
      kind: notice.kind,
      event: what.event,
      bookingId: facts.bookingId,
      data: { ...data },
      createdAt: what.now,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id })
  await enqueueUserEmail(
    tx,
    recipient.id,
    {
      event: `${what.event}:${notice.kind}`,
      recipient: recipient.email,
      template: emailTemplate(notice.kind, what.reminder ?? false),
      data: { ...data, kind: notice.kind, firstName: recipient.firstName },
      locale: isLocale(recipient.locale) ? recipient.locale : DEFAULT_LOCALE,
    },
    what.now,
  )
  return inserted.length > 0
}
