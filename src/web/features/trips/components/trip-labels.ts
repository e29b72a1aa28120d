import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import type { GuestCancelReason, MetaStateFilter, SummaryState } from '../../../../domain/booking-rules'
import type { ExtensionState } from '../../../../domain/booking-extras'
import type { PaymentReason } from '../../../../domain/payment-rules'

const META_STATES: Record<MetaStateFilter, MessageDescriptor> = {
  TO_DO: msg`To do`,
  WAITING: msg`Waiting`,
  CONFIRMED: msg`Confirmed`,
  ARCHIVED: msg`Archived`,
}

const SUMMARY_STATES: Record<SummaryState, MessageDescriptor> = {
  PENDING: msg`Pending`,
  CONFIRMED: msg`Confirmed`,
  WARNING: msg`Needs attention`,
  DONE: msg`Closed`,
}

// The display state of spec 2 §4: the booking status, with TO_COME shown as ONGOING / FINISHED / DONE.
const DISPLAY_STATES: Record<string, MessageDescriptor> = {
  CREATED: msg`Draft request`,
  CREATED_PRO: msg`Draft request`,
  ABANDONED: msg`Request not sent`,
  VALIDATED: msg`Waiting for the owner`,
  ACCEPTED: msg`Accepted, to pay`,
  ACCEPTED_EXP: msg`Payment time ran out`,
  TO_COME_NOT_PAID: msg`To come, payment due`,
  TO_COME: msg`To come`,
  ONGOING: msg`On the road`,
  FINISHED: msg`Finished`,
  DONE: msg`Done`,
  CANCELLED_STAFF: msg`Cancelled by Roam`,
  CANCELLED_GUEST: msg`Cancelled by you`,
  CANCELLED_OWNER: msg`Cancelled by the owner`,
  CANCELLED_BOTH: msg`Cancelled`,
  REFUSED: msg`Refused by the owner`,
  DATES_TAKEN: msg`Dates no longer available`,
}

const CANCEL_REASONS: Record<GuestCancelReason, MessageDescriptor> = {
  owner: msg`The owner asked me to cancel`,
  corona: msg`Health restrictions`,
  other: msg`Another reason`,
  duplicate_booking: msg`I booked twice`,
  competitors: msg`I found a camper elsewhere`,
  other_competitors: msg`I chose another kind of holiday`,
  cancel_holidays: msg`My holidays are cancelled`,
  casualty: msg`An accident or illness`,
}

const EXTENSION_STATES: Record<ExtensionState, MessageDescriptor> = {
  CREATED: msg`Draft, not sent`,
  GUEST_ASK: msg`Sent, waiting for the owner`,
  ACCEPTED: msg`Accepted, to pay`,
  CONFIRMED: msg`Paid`,
  CANCEL_OWNER: msg`Refused by the owner`,
  CANCEL_GUEST: msg`Withdrawn`,
}

// What a payment of the trip was for, as its receipt says it.
const PAYMENT_REASONS: Record<PaymentReason, MessageDescriptor> = {
  booking: msg`The trip`,
  extension: msg`Extension`,
  upgrade: msg`Second driver or insurance`,
  refund: msg`Refund`,
  deposit: msg`Damage, from the deposit`,
  sinister: msg`Damage, from the deposit`,
  tolls_and_fines: msg`Tolls and fines`,
  goodwill: msg`Goodwill gesture`,
  gift_card: msg`Gift card or moneybox`,
  moneybox: msg`Gift card or moneybox`,
}

function useLabel<K extends string>(labels: Record<K, MessageDescriptor>): (key: K) => string {
  const { i18n } = useLingui()
  return useCallback((key: K) => (labels[key] ? i18n._(labels[key]) : key), [i18n, labels])
}

export const useMetaStateLabel = () => useLabel(META_STATES)
export const useSummaryStateLabel = () => useLabel(SUMMARY_STATES)
export const useDisplayStateLabel = () => useLabel(DISPLAY_STATES)
export const useCancelReasonLabel = () => useLabel(CANCEL_REASONS)
export const useExtensionStateLabel = () => useLabel(EXTENSION_STATES)
export const usePaymentReasonLabel = () => useLabel(PAYMENT_REASONS)
