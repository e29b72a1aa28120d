import type { Database } from '../../db/client'

/** What paying an extension or an upgrade charges the guest. */
export interface ExtrasCharge {
  reason: 'extension' | 'upgrade'
  bookingId: number
  guestId: number
  /** The extension's or upgrade's id. */
  requestId: number
  /** Minor units of `currency`. */
  amount: number
  /** What of `amount` goes to the owner (minor units), frozen on the charge for the payouts. */
  ownerShare: number
  currency: string
}

/**
 * How confirming an extension or upgrade takes the money (services/payments/extras-charges.ts charges the trip's card). Called inside the confirming transaction
 * (booking and request rows locked): throwing an ApiError refuses the confirmation and rolls it back.
 */
export interface ExtrasPayment {
  onExtensionPaid(tx: Database, charge: ExtrasCharge): Promise<void>
  onUpgradePaid(tx: Database, charge: ExtrasCharge): Promise<void>
}
