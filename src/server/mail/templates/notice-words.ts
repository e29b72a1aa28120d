import type { I18n } from '@lingui/core'
import { BOOKING_NOTIFICATION_KINDS, type BookingNotificationKind } from '../../../../machines/booking.notifications'
import { accountUpdateWords, type AccountNotificationKind, type AccountUpdateData } from './account-update-words'
import { bookingUpdateWords, type BookingUpdateData, type BookingUpdateWords } from './booking-update-words'

const isBookingKind = (kind: string): kind is BookingNotificationKind =>
  (BOOKING_NOTIFICATION_KINDS as readonly string[]).includes(kind)

/** The words of any stored notice (the bell's list reads every kind through this one door). */
export function noticeWords(i18n: I18n, kind: string, data: Record<string, unknown>): BookingUpdateWords {
  return isBookingKind(kind)
    ? bookingUpdateWords(i18n, kind, data as unknown as BookingUpdateData)
    : accountUpdateWords(i18n, kind as AccountNotificationKind, data as unknown as AccountUpdateData)
}
