import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import type { OwnerCancelReason } from '../../domain/booking-rules'

/** Spec 2 §9 owner cancel reasons, as the owner would say them: the guest reads the owner's own words on the trip. */
const OWNER_CANCEL_REASON_LABELS: Record<OwnerCancelReason, MessageDescriptor> = {
  km: msg`The mileage asked does not suit me`,
  date: msg`The dates do not suit me`,
  unavailable_calendar: msg`The camper is unavailable (my calendar was not up to date)`,
  unavailable_booking: msg`The camper is already booked`,
  vehicle_down: msg`The camper is broken down`,
  snow: msg`Snow or winter conditions`,
  baby: msg`The camper is not suited to a baby`,
  animal: msg`Pets are not allowed`,
  smoking: msg`Smoking is not allowed`,
  trip: msg`The trip planned does not suit the camper`,
  seat: msg`Not enough seats for the travellers`,
  purpose: msg`The purpose of the trip does not suit me`,
  guest: msg`I have doubts about the guest`,
  other: msg`Another reason`,
  covid_doubt: msg`Health restrictions`,
  old_price: msg`The price is out of date`,
  unavailable_inventory: msg`The camper is unavailable for an inspection`,
}

/** The owner's reason in the page's language (the raw value when unknown). */
export function useOwnerCancelReasonLabel() {
  const { i18n } = useLingui()
  return useCallback(
    (reason: string) => {
      const label = OWNER_CANCEL_REASON_LABELS[reason as OwnerCancelReason]
      return label ? i18n._(label) : reason
    },
    [i18n],
  )
}
