import type { I18n } from '@lingui/core'
import type { BookingNotificationKind } from '../../../../machines/booking.notifications'
import { moneySentence, type BookingMoney } from './booking-money-words'
import { momentFormat } from '../../../domain/time-zones'

/** What a booking notice carries (services/notifications/booking-notifications.ts writes it). */
export interface BookingUpdateData {
  bookingId: number
  camperTitle: string
  /** The other side's first name: the owner for the guest, the guest for the owner. */
  otherName: string
  /** The trip's days, yyyy-MM-dd, as the booking pages show them. */
  from: string
  to: string
  /** The answer or payment deadline, when the change starts one. */
  deadline: string | null
  /** What the person who cancelled or refused wrote, if anything. */
  message: string | null
  /** The page that shows the booking to this recipient, without the locale. */
  path: string
  /** A second driver's notices: the driver's full name. */
  secondDriver?: string
  /** The figures of a payment or a cancellation, as the ledger holds them when the notice is written. */
  money?: BookingMoney
  /** Trip reminders only: where and when the camper is picked up, how many travel, and the other side's phone. */
  trip?: {
    address: string
    hourFrom: number
    hourTo: number
    travelers: number
    phone: string | null
  }
  /** The reader's time zone, which the deadline is written in: the email's recipient's, or the bell's reader's. */
  timeZone?: string | null
}

export interface BookingUpdateWords {
  /** The email's subject and the bell's line. */
  title: string
  body: string
  button: string
}

/** The values the words read, formatted for the reader's language. */
function values(i18n: I18n, data: BookingUpdateData) {
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' })
  const moment = momentFormat(i18n.locale, data.timeZone, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
  const hour = new Intl.DateTimeFormat(i18n.locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
  const atHour = (value: number) => hour.format(new Date(Date.UTC(1970, 0, 1, value)))
  return {
    camperTitle: data.camperTitle,
    otherName: data.otherName,
    from: day.format(new Date(`${data.from}T00:00:00Z`)),
    to: day.format(new Date(`${data.to}T00:00:00Z`)),
    deadline: data.deadline ? moment.format(new Date(data.deadline)) : '',
    address: data.trip?.address ?? '',
    hourFrom: data.trip ? atHour(data.trip.hourFrom) : '',
    hourTo: data.trip ? atHour(data.trip.hourTo) : '',
    travelers: data.trip?.travelers ?? 1,
    phone: data.trip?.phone ?? '',
    secondDriver: data.secondDriver ?? '',
  }
}

/** The other side's phone, when they gave one, as a sentence to add. */
const phoneLine = (i18n: I18n, v: ReturnType<typeof values>) =>
  v.phone
    ? ' ' + i18n._({ id: 'email.booking.phone', message: 'You can reach {otherName} at {phone}.', values: v })
    : ''

/** The words of one booking notice in `i18n`'s language, with its figures: one source for the email and the in-app list. */
export function bookingUpdateWords(
  i18n: I18n,
  kind: BookingNotificationKind,
  data: BookingUpdateData,
): BookingUpdateWords {
  const words = statusWords(i18n, kind, data)
  const money = moneySentence(i18n, kind, data.money, data.otherName)
  return money ? { ...words, body: `${words.body} ${money}` } : words
}

function statusWords(i18n: I18n, kind: BookingNotificationKind, data: BookingUpdateData): BookingUpdateWords {
  const v = values(i18n, data)
  const seeTrip = i18n._({ id: 'email.booking.button.trip', message: 'See my trip' })
  const seeBooking = i18n._({ id: 'email.booking.button.booking', message: 'See the booking' })
  switch (kind) {
    case 'request_received':
      return {
        title: i18n._({
          id: 'email.booking.requestReceived.title',
          message: 'New request for {camperTitle}',
          values: v,
        }),
        body: i18n._({
          id: 'email.booking.requestReceived.body',
          message:
            '{otherName} asks to rent {camperTitle} from {from} to {to}. Answer before {deadline}: after that, the request expires.',
          values: v,
        }),
        button: i18n._({ id: 'email.booking.button.answer', message: 'Answer the request' }),
      }
    case 'request_sent':
      return {
        title: i18n._({
          id: 'email.booking.requestSent.title',
          message: 'Your request for {camperTitle} is sent',
          values: v,
        }),
        body: i18n._({
          id: 'email.booking.requestSent.body',
          message:
            'We sent your request for {camperTitle}, from {from} to {to}, to {otherName}, who has until {deadline} to answer. We will tell you as soon as they do. Nothing is charged before the owner accepts.',
          values: v,
        }),
        button: seeTrip,
      }
    case 'accepted':
      return {
        title: i18n._({
          id: 'email.booking.accepted.title',
          message: '{otherName} accepted your request: pay before {deadline}',
          values: v,
        }),
        body: i18n._({
          id: 'email.booking.accepted.body',
          message:
            'Good news: {otherName} accepted your request for {camperTitle}, from {from} to {to}. Pay before {deadline} to confirm the booking; after that, the request expires and the dates are free again.',
          values: v,
        }),
        button: i18n._({ id: 'email.booking.button.pay', message: 'Pay now' }),
      }
    case 'refused':
      return {
        title: i18n._({
          id: 'email.booking.refused.title',
          message: 'Your request for {camperTitle} was refused',
          values: v,
        }),
        body: i18n._({
          id: 'email.booking.refused.body',
          message: '{otherName} cannot rent you {camperTitle} from {from} to {to}. Nothing was charged.',
          values: v,
        }),
        button: seeTrip,
      }
    case 'request_expired':
      return {
        title: i18n._({
          id: 'email.booking.requestExpired.title',
          message: 'Your request for {camperTitle} expired',
          values: v,
        }),
        body: i18n._({
          id: 'email.booking.requestExpired.body',
          message:
            '{otherName} did not answer in time, so your request for {camperTitle} from {from} to {to} expired. Nothing was charged.',
          values: v,
        }),
        button: seeTrip,
      }
    case 'request_expired_owner':
      return {
        title: i18n._({
          id: 'email.booking.requestExpiredOwner.title',
          message: '{otherName}’s request for {camperTitle} expired',
          values: v,
        }),
        body: i18n._({
          id: 'email.booking.requestExpiredOwner.body',
          message:
            'You did not answer {otherName}’s request for {camperTitle} from {from} to {to} in time, so it expired. Answering requests quickly keeps your listing high in search results.',
          values: v,
        }),
        button: seeBooking,
      }
    case 'payment_expired':
      return {
        title: i18n._({
          id: 'email.booking.paymentExpired.title',
          message: 'Your booking of {camperTitle} expired unpaid',
          values: v,
        }),
        body: i18n._({
          id: 'email.booking.paymentExpired.body',
          message:
            'The payment for {camperTitle} from {from} to {to} did not arrive in time, so the booking expired and the dates are free again.',
          values: v,
        }),
        button: seeTrip,
      }
    case 'payment_expired_owner':
      return {
        title: i18n._({
          id: 'email.booking.paymentExpiredOwner.title',
          message: '{otherName}’s booking of {camperTitle} expired unpaid',
          values: v,
        }),
        body: i18n._({
          id: 'email.booking.paymentExpiredOwner.body',
          message:
            '{otherName} did not pay in time for {camperTitle} from {from} to {to}: the booking expired and the dates are free again in your calendar.',
          values: v,
        }),
        button: seeBooking,
      }
    case 'booking_confirmed':
      return {
        title: i18n._({
          id: 'email.booking.confirmed.title',
          message: 'Your trip in {camperTitle} is confirmed',
          values: v,
        }),
        body: i18n._({
          id: 'email.booking.confirmed.body',
          message:
            'We received your payment: {camperTitle} is yours from {from} to {to}. Your receipt, the pick-up details and how to reach {otherName} are on your trip page.',
          values: v,
        }),
        button: seeTrip,
      }
    case 'guest_paid':
      return {
        title: i18n._({
          id: 'email.booking.guestPaid.title',
          message: '{otherName} paid: {camperTitle} is booked',
          values: v,
        }),
        body: i18n._({
          id: 'email.booking.guestPaid.body',
          message:
            '{otherName} paid for {camperTitle} from {from} to {to}. The booking is confirmed and the dates are blocked in your calendar.',
          values: v,
        }),
        button: seeBooking,
      }
    case 'instant_booked':
      return {
        title: i18n._({
          id: 'email.booking.instantBooked.title',
          message: 'New instant booking of {camperTitle}',
          values: v,
        }),
        body: i18n._({
          id: 'email.booking.instantBooked.body',
          message:
            '{otherName} booked {camperTitle} from {from} to {to} with instant booking and paid. The dates are blocked in your calendar.',
          values: v,
        }),
        button: seeBooking,
      }
    case 'transfer_pending':
      return {
        title: i18n._({
          id: 'email.booking.transferPending.title',
          message: 'Send your bank transfer for {camperTitle} before {deadline}',
          values: v,
        }),
        body: i18n._({
          id: 'email.booking.transferPending.body',
          message:
            'Your dates in {camperTitle}, from {from} to {to}, are held until {deadline}. The bank details to send your transfer to are on your trip page; the booking is confirmed when the money arrives.',
          values: v,
        }),
        button: seeTrip,
      }
    case 'transfer_received':
      return {
        title: i18n._({
          id: 'email.booking.transferReceived.title',
          message: 'Your transfer arrived: your trip in {camperTitle} is confirmed',
          values: v,
        }),
        body: i18n._({
          id: 'email.booking.transferReceived.body',
          message:
            'We received your bank transfer: {camperTitle} is yours from {from} to {to}. Your receipt and the pick-up details are on your trip page.',
          values: v,
        }),
        button: seeTrip,
      }
    case 'cancelled_by_guest':
      return {
        title: i18n._({
          id: 'email.booking.cancelledByGuest.title',
          message: '{otherName} cancelled the booking of {camperTitle}',
          values: v,
        }),
        body: i18n._({
          id: 'email.booking.cancelledByGuest.body',
          message:
            '{otherName} cancelled the booking of {camperTitle} from {from} to {to}, and the dates are free again.',
          values: v,
        }),
        button: seeBooking,
      }
    case 'cancellation_confirmed':
      return {
        title: i18n._({
          id: 'email.booking.cancellationConfirmed.title',
          message: 'Your booking of {camperTitle} is cancelled',
          values: v,
        }),
        body: i18n._({
          id: 'email.booking.cancellationConfirmed.body',
          message: 'You cancelled your booking of {camperTitle} from {from} to {to}.',
          values: v,
        }),
        button: seeTrip,
      }
    case 'cancelled_by_owner':
      return {
        title: i18n._({
          id: 'email.booking.cancelledByOwner.title',
          message: '{otherName} cancelled your booking of {camperTitle}',
          values: v,
        }),
        body: i18n._({
          id: 'email.booking.cancelledByOwner.body',
          message: 'We are sorry: {otherName} had to cancel your booking of {camperTitle} from {from} to {to}.',
          values: v,
        }),
        button: seeTrip,
      }
    case 'owner_cancellation_confirmed':
      return {
        title: i18n._({
          id: 'email.booking.ownerCancellationConfirmed.title',
          message: 'You cancelled {otherName}’s booking of {camperTitle}',
          values: v,
        }),
        body: i18n._({
          id: 'email.booking.ownerCancellationConfirmed.body',
          message:
            'You cancelled {otherName}’s booking of {camperTitle} from {from} to {to}. We told {otherName}, and the dates are free again in your calendar.',
          values: v,
        }),
        button: seeBooking,
      }
    case 'cancelled_by_staff':
      return {
        title: i18n._({
          id: 'email.booking.cancelledByStaff.title',
          message: 'The booking of {camperTitle} is cancelled',
          values: v,
        }),
        body: i18n._({
          id: 'email.booking.cancelledByStaff.body',
          message: 'Roam’s team cancelled the booking of {camperTitle} from {from} to {to}.',
          values: v,
        }),
        button: seeBooking,
      }
    case 'review_invitation':
      return {
        title: i18n._({
          id: 'email.booking.reviewInvitation.title',
          message: 'How was your trip in {camperTitle}?',
          values: v,
        }),
        body: i18n._({
          id: 'email.booking.reviewInvitation.body',
          message:
            'Your trip in {camperTitle} has ended. Tell other travellers how it went: your review helps them choose, and helps {otherName}.',
          values: v,
        }),
        button: i18n._({ id: 'email.booking.button.review', message: 'Write a review' }),
      }
    case 'review_invitation_owner':
      return {
        title: i18n._({
          id: 'email.booking.reviewInvitationOwner.title',
          message: 'How did {otherName}’s trip go?',
          values: v,
        }),
        body: i18n._({
          id: 'email.booking.reviewInvitationOwner.body',
          message:
            '{otherName}’s trip in {camperTitle} has ended. Leave a review of {otherName}: it helps other owners.',
          values: v,
        }),
        button: i18n._({ id: 'email.booking.button.review', message: 'Write a review' }),
      }
    case 'request_expiring':
      return {
        title: i18n._({
          id: 'email.booking.requestExpiring.title',
          message: 'The request for {camperTitle} expires in 12 hours',
          values: v,
        }),
        body: i18n._({
          id: 'email.booking.requestExpiring.body',
          message:
            '{otherName} is still waiting for your answer to rent {camperTitle} from {from} to {to}. Answer before {deadline}: after that, the request expires and {otherName} looks elsewhere.',
          values: v,
        }),
        button: i18n._({ id: 'email.booking.button.answer', message: 'Answer the request' }),
      }
    case 'payment_due_soon':
      return {
        title: i18n._({
          id: 'email.booking.paymentDueSoon.title',
          message: 'Pay for {camperTitle} before {deadline}',
          values: v,
        }),
        body: i18n._({
          id: 'email.booking.paymentDueSoon.body',
          message:
            'Your booking of {camperTitle} from {from} to {to} is not paid yet. Pay before {deadline} to keep it; after that, the request expires and the dates are free again.',
          values: v,
        }),
        button: i18n._({ id: 'email.booking.button.pay', message: 'Pay now' }),
      }
    case 'trip_soon':
      return {
        title: i18n._({
          id: 'email.booking.tripSoon.title',
          message: 'Your trip in {camperTitle} starts on {from}',
          values: v,
        }),
        body:
          i18n._({
            id: 'email.booking.tripSoon.body',
            message:
              'You pick up {camperTitle} at {address} on {from}, from {hourFrom}, and bring it back on {to} before {hourTo}. Bring your driving licence and an identity document for every driver.',
            values: v,
          }) + phoneLine(i18n, v),
        button: seeTrip,
      }
    case 'trip_soon_owner':
      return {
        title: i18n._({
          id: 'email.booking.tripSoonOwner.title',
          message: '{otherName} picks up {camperTitle} on {from}',
          values: v,
        }),
        body:
          i18n._({
            id: 'email.booking.tripSoonOwner.body',
            message:
              '{otherName} picks up {camperTitle} on {from}, from {hourFrom}, {travelers, plural, one {with # traveller} other {with # travellers}}, and brings it back on {to} before {hourTo}.',
            values: v,
          }) + phoneLine(i18n, v),
        button: seeBooking,
      }
    case 'extension_asked':
      return {
        title: i18n._({
          id: 'email.extension.asked.title',
          message: '{otherName} asks to extend the trip in {camperTitle}',
          values: v,
        }),
        body: i18n._({
          id: 'email.extension.asked.body',
          message:
            '{otherName} would like to keep {camperTitle} from {from} to {to}. Accept or refuse the new dates on the booking page.',
          values: v,
        }),
        button: i18n._({ id: 'email.extension.button.answer', message: 'Answer the request' }),
      }
    case 'extension_accepted':
      return {
        title: i18n._({
          id: 'email.extension.accepted.title',
          message: '{otherName} accepted your new dates',
          values: v,
        }),
        body: i18n._({
          id: 'email.extension.accepted.body',
          message:
            '{otherName} accepted to rent you {camperTitle} from {from} to {to}. Pay the extension on your trip page to confirm it: until then, your trip keeps its dates.',
          values: v,
        }),
        button: i18n._({ id: 'email.booking.button.pay', message: 'Pay now' }),
      }
    case 'extension_refused':
      return {
        title: i18n._({
          id: 'email.extension.refused.title',
          message: '{otherName} cannot extend your trip',
          values: v,
        }),
        body: i18n._({
          id: 'email.extension.refused.body',
          message:
            '{otherName} cannot rent you {camperTitle} from {from} to {to}. Your trip keeps its dates, and nothing was charged.',
          values: v,
        }),
        button: seeTrip,
      }
    case 'extension_withdrawn':
      return {
        title: i18n._({
          id: 'email.extension.withdrawn.title',
          message: '{otherName} withdrew the request to extend the trip',
          values: v,
        }),
        body: i18n._({
          id: 'email.extension.withdrawn.body',
          message:
            '{otherName} no longer asks to keep {camperTitle} from {from} to {to}. The trip keeps its dates; the days asked for are free again.',
          values: v,
        }),
        button: seeBooking,
      }
    case 'extension_confirmed':
      return {
        title: i18n._({
          id: 'email.extension.confirmed.title',
          message: 'The trip in {camperTitle} is extended',
          values: v,
        }),
        body: i18n._({
          id: 'email.extension.confirmed.body',
          message: '{otherName} paid the extension: the trip in {camperTitle} now runs from {from} to {to}.',
          values: v,
        }),
        button: seeBooking,
      }
    case 'refund_sent':
      return {
        title: i18n._({
          id: 'email.booking.refundSent.title',
          message: 'Your refund for {camperTitle} is on its way',
          values: v,
        }),
        body: i18n._({
          id: 'email.booking.refundSent.body',
          message:
            'We sent the refund of your cancelled trip in {camperTitle}, from {from} to {to}, back to the payment method you used. Your bank may take up to 10 days to show it.',
          values: v,
        }),
        button: seeTrip,
      }
    case 'second_driver_added':
      return {
        title: i18n._({
          id: 'email.upgrade.secondDriverAdded.title',
          message: '{otherName} added a second driver',
          values: v,
        }),
        body: i18n._({
          id: 'email.upgrade.secondDriverAdded.body',
          message:
            '{secondDriver} may also drive {camperTitle} from {from} to {to}. Check their driving licence at the pick-up, as you do {otherName}’s.',
          values: v,
        }),
        button: seeBooking,
      }
    case 'second_driver_confirmed':
      return {
        title: i18n._({
          id: 'email.upgrade.secondDriverConfirmed.title',
          message: '{secondDriver} is added as a second driver',
          values: v,
        }),
        body: i18n._({
          id: 'email.upgrade.secondDriverConfirmed.body',
          message:
            '{secondDriver} may drive {camperTitle} from {from} to {to} too, and we told {otherName}. Bring their driving licence to the pick-up.',
          values: v,
        }),
        button: seeTrip,
      }
    case 'buyback_added':
      return {
        title: i18n._({
          id: 'email.upgrade.buybackAdded.title',
          message: '{otherName} bought back the deductible',
          values: v,
        }),
        body: i18n._({
          id: 'email.upgrade.buybackAdded.body',
          message:
            '{otherName} switched the trip in {camperTitle}, from {from} to {to}, to the reinforced insurance with a lower deductible. The booking page shows the new cover.',
          values: v,
        }),
        button: seeBooking,
      }
    case 'buyback_confirmed':
      return {
        title: i18n._({
          id: 'email.upgrade.buybackConfirmed.title',
          message: 'Your deductible is bought back',
          values: v,
        }),
        body: i18n._({
          id: 'email.upgrade.buybackConfirmed.body',
          message:
            'Your trip in {camperTitle}, from {from} to {to}, is now covered by the reinforced insurance with a lower deductible, and we told {otherName}.',
          values: v,
        }),
        button: seeTrip,
      }
    case 'review_received':
      return {
        title: i18n._({ id: 'email.review.received.title', message: '{otherName} reviewed your trip', values: v }),
        body: i18n._({
          id: 'email.review.received.body',
          message:
            '{otherName} left a review after the trip in {camperTitle}. Write yours before {deadline}: both are published together, so neither of you reads the other’s first.',
          values: v,
        }),
        button: i18n._({ id: 'email.booking.button.review', message: 'Write a review' }),
      }
    case 'review_published':
      return {
        title: i18n._({
          id: 'email.review.published.title',
          message: 'The reviews of the trip in {camperTitle} are online',
          values: v,
        }),
        body: i18n._({
          id: 'email.review.published.body',
          message:
            'The reviews of your trip in {camperTitle}, from {from} to {to}, are now public: everyone can read them on Roam.',
          values: v,
        }),
        button: i18n._({ id: 'email.review.button.read', message: 'Read the reviews' }),
      }
  }
}
