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
  currency: string
}

/**
 * How confirming an extension or upgrade takes the money. Called inside the confirming transaction
 * (booking and request rows locked): throwing an ApiError refuses the confirmation and rolls it back.
 */
export interface ExtrasPayment {
  onExtensionPaid(tx: Database, charge: ExtrasCharge): Promise<void>
  onUpgradePaid(tx: Database, charge: ExtrasCharge): Promise<void>
}

/**
 * Until the payments slice plugs its provider in here, confirming takes no money: the request is
 * simply marked CONFIRMED. This is the one place to swap.
 */
export const extrasPayment: ExtrasPayment = {
  onExtensionPaid: async () => {},
  onUpgradePaid: async () => {},
}
