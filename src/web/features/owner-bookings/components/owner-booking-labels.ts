import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import type { MetaStateFilter } from '../../../../domain/booking-rules'
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
  REFUSED: msg`Refused by you`,
  DATES_TAKEN: msg`Dates booked by another guest`,
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
export const useExtensionStateLabel = () => useLabel(EXTENSION_STATES)
