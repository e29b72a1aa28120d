import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import type { BookingPurpose } from '../../domain/booking-rules'

/** Spec 2 §9 booking purposes: the guest picks one in the funnel, the owner reads it on the request. */
const BOOKING_PURPOSE_LABELS: Record<BookingPurpose, MessageDescriptor> = {
  HOLIDAYS_FAMILY: msg`Family holidays`,
  HOLIDAYS_COUPLE: msg`Holidays as a couple`,
  HOLIDAYS_FRIENDS: msg`Holidays with friends`,
  RENT_BEFORE_BUY: msg`Trying a camper before buying one`,
  FAMILY_EVENT: msg`A family event`,
  SPORT_EVENT: msg`A sports event`,
  MUSICAL_EVENT: msg`A concert or festival`,
  OTHER: msg`Something else`,
}

/** The purpose in the page's language (the raw value when unknown). */
export function useBookingPurposeLabel() {
  const { i18n } = useLingui()
  return useCallback(
    (purpose: string) => {
      const label = BOOKING_PURPOSE_LABELS[purpose as BookingPurpose]
      return label ? i18n._(label) : purpose
    },
    [i18n],
  )
}
