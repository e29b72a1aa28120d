/**
 * Roam's double-entry ledger: every movement of money is a set of entries, one per account it touches, whose amounts
 * (minor units, debits positive, credits negative) add up to zero. Balances are sums of entries; nothing else is kept.
 *
 * - provider_cash: what Roam holds at the payment provider (an asset: pay-ins add, refunds and payouts take);
 * - guest_funds: what a guest paid for a booking and Roam still holds for it (owed back or not settled yet);
 * - owner_payable: what Roam owes an owner (their share of a settled booking, until it is paid out);
 * - roam_revenue: Roam's commission on settled bookings.
 */
export const LEDGER_ACCOUNTS = ['provider_cash', 'guest_funds', 'owner_payable', 'roam_revenue'] as const
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number]

/**
 * What moved: a guest's pay-in (a charge, an instalment, an extension, an upgrade); a refund of a cancellation; a
 * give-back (a charge the booking could not take, returned in full); a settlement (a finished trip or a settled
 * cancellation: what the guest keeps paying goes to the owner and to Roam); an owner's payout.
 */
export const LEDGER_MOVEMENTS = ['pay_in', 'refund', 'give_back', 'settlement', 'payout'] as const
export type LedgerMovement = (typeof LEDGER_MOVEMENTS)[number]

export interface LedgerLeg {
  account: LedgerAccount
  amount: number
}

/** The legs of a movement of `amount` (a settlement also needs the owner's part of it). */
export function movementLegs(movement: LedgerMovement, amount: number, ownerShare = 0): LedgerLeg[] {
  if (!Number.isInteger(amount) || amount < 0)
    throw new RangeError(`a ledger amount is whole minor units ≥ 0: ${amount}`)
  switch (movement) {
    case 'pay_in':
      return [
        { account: 'provider_cash', amount },
        { account: 'guest_funds', amount: -amount },
      ]
    case 'refund':
    case 'give_back':
      return [
        { account: 'guest_funds', amount },
        { account: 'provider_cash', amount: -amount },
      ]
    case 'settlement':
      if (!Number.isInteger(ownerShare) || ownerShare < 0 || ownerShare > amount)
        throw new RangeError(`an owner's share is between 0 and what is settled: ${ownerShare} of ${amount}`)
      return [
        { account: 'guest_funds', amount },
        { account: 'owner_payable', amount: -ownerShare },
        { account: 'roam_revenue', amount: -(amount - ownerShare) },
      ]
    case 'payout':
      return [
        { account: 'owner_payable', amount },
        { account: 'provider_cash', amount: -amount },
      ]
  }
}

export interface LedgerEntry extends LedgerLeg {
  movement: LedgerMovement
}

/**
 * A booking's money as its entries say, in minor units: paid (pay-ins less give-backs), refunded (cancellation
 * refunds), held (what Roam still holds for the guest), owner share and commission (settled), paid out.
 */
export interface BookingLedger {
  paid: number
  refunded: number
  held: number
  ownerShare: number
  commission: number
  paidOut: number
}

/** Sums a booking's entries into its ledger figures. */
export function bookingLedger(entries: readonly LedgerEntry[]): BookingLedger {
  const sum = (movement: LedgerMovement, account: LedgerAccount) =>
    entries
      .filter((entry) => entry.movement === movement && entry.account === account)
      .reduce((total, entry) => total + entry.amount, 0)
  // Credits are negative; `0 - x` rather than `-x` keeps a zero a plain 0.
  const held = entries
    .filter((entry) => entry.account === 'guest_funds')
    .reduce((total, entry) => total - entry.amount, 0)
  return {
    paid: sum('pay_in', 'provider_cash') + sum('give_back', 'provider_cash'),
    refunded: 0 - sum('refund', 'provider_cash'),
    held,
    ownerShare: 0 - sum('settlement', 'owner_payable'),
    commission: 0 - sum('settlement', 'roam_revenue'),
    paidOut: sum('payout', 'owner_payable'),
  }
}

/**
 * What must hold of a booking's ledger at every moment, as sentences (empty when all hold): nothing created or lost
 * (paid − refunded = owner share + commission + held), no refund above what was paid, nothing held below zero, no
 * payout above the owner's share.
 */
export function bookingLedgerFaults(ledger: BookingLedger): string[] {
  const faults: string[] = []
  if (ledger.paid - ledger.refunded !== ledger.ownerShare + ledger.commission + ledger.held)
    faults.push(
      `paid ${ledger.paid} − refunded ${ledger.refunded} ≠ owner ${ledger.ownerShare} + commission ${ledger.commission} + held ${ledger.held}`,
    )
  if (ledger.refunded > ledger.paid) faults.push(`refunded ${ledger.refunded} > paid ${ledger.paid}`)
  if (ledger.held < 0) faults.push(`held ${ledger.held} < 0`)
  if (ledger.commission < 0) faults.push(`commission ${ledger.commission} < 0`)
  if (ledger.paidOut > ledger.ownerShare) faults.push(`paid out ${ledger.paidOut} > owner share ${ledger.ownerShare}`)
  return faults
}
