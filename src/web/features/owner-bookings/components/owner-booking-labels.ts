import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import type { MetaStateFilter, OwnerCancelReason } from '../../../../domain/booking-rules'
import type { ExtensionState } from '../../../../domain/booking-extras'

const META_STATES: Record<MetaStateFilter, MessageDescriptor> = {
  TO_DO: msg`To do`,
  WAITING: msg`Waiting`,
  CONFIRMED: msg`Confirmed`,
  ARCHIVED: msg`Archived`,
}

// The display state of spec 2 §4, from the owner's side of the booking.
const DISPLAY_STATES: Record<string, MessageDescriptor> = {
  CREATED: msg`Draft request`,
  CREATED_PRO: msg`Draft request`,
  ABANDONED: msg`Request not sent`,
  VALIDATED: msg`Request to answer`,
  ACCEPTED: msg`Accepted, waiting for payment`,
  ACCEPTED_EXP: msg`The guest did not pay in time`,
  TO_COME_NOT_PAID: msg`To come, payment due`,
  TO_COME: msg`To come`,
  ONGOING: msg`On the road`,
  FINISHED: msg`Finished`,
  DONE: msg`Done`,
  CANCELLED_STAFF: msg`Cancelled by Roam`,
  CANCELLED_GUEST: msg`Cancelled by the guest`,
  CANCELLED_OWNER: msg`Cancelled by you`,
  CANCELLED_BOTH: msg`Cancelled`,
}

/** Spec 2 §9 owner cancel reasons, as the owner would say them. */
const CANCEL_REASONS: Record<OwnerCancelReason, MessageDescriptor> = {
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

const EXTENSION_STATES: Record<ExtensionState, MessageDescriptor> = {
  CREATED: msg`Draft, not sent`,
  GUEST_ASK: msg`Waiting for your answer`,
  ACCEPTED: msg`Accepted, waiting for payment`,
  CONFIRMED: msg`Paid`,
  CANCEL_OWNER: msg`Refused`,
  CANCEL_GUEST: msg`Withdrawn by the guest`,
}

function useLabel<K extends string>(labels: Record<K, MessageDescriptor>): (key: K) => string {
  const { i18n } = useLingui()
  return useCallback((key: K) => (labels[key] ? i18n._(labels[key]) : key), [i18n, labels])
}

export const useMetaStateLabel = () => useLabel(META_STATES)
export const useDisplayStateLabel = () => useLabel(DISPLAY_STATES)
export const useOwnerCancelReasonLabel = () => useLabel(CANCEL_REASONS)
export const useExtensionStateLabel = () => useLabel(EXTENSION_STATES)
