import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  bookingLedger,
  bookingLedgerFaults,
  LEDGER_MOVEMENTS,
  movementLegs,
  type LedgerEntry,
} from '../../src/domain/ledger'

const amount = fc.integer({ min: 0, max: 5_000_000 })

describe('the ledger', () => {
  it('balances every movement: its legs add up to zero', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LEDGER_MOVEMENTS),
        amount,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (movement, total, part) => {
          const legs = movementLegs(movement, total, Math.floor(total * part))
          expect(legs.reduce((sum, leg) => sum + leg.amount, 0)).toBe(0)
        },
      ),
    )
  })

  it('refuses amounts that are not whole minor units and an owner share above what is settled', () => {
    expect(() => movementLegs('pay_in', -1)).toThrow(RangeError)
    expect(() => movementLegs('refund', 10.5)).toThrow(RangeError)
    expect(() => movementLegs('settlement', 100, 101)).toThrow(RangeError)
  })

  it('sums a late cancellation: 1,750.00 paid, 875.00 refunded, the rest settled 708.33 to the owner', () => {
    const entries: LedgerEntry[] = [
      ...movementLegs('pay_in', 175000).map((leg) => ({ ...leg, movement: 'pay_in' as const })),
      ...movementLegs('refund', 87500).map((leg) => ({ ...leg, movement: 'refund' as const })),
      ...movementLegs('settlement', 87500, 70833).map((leg) => ({ ...leg, movement: 'settlement' as const })),
      ...movementLegs('payout', 70833).map((leg) => ({ ...leg, movement: 'payout' as const })),
    ]
    const ledger = bookingLedger(entries)
    expect(ledger).toEqual({
      paid: 175000,
      refunded: 87500,
      held: 0,
      ownerShare: 70833,
      commission: 16667,
      paidOut: 70833,
    })
    expect(bookingLedgerFaults(ledger)).toEqual([])
  })

  it('names each broken rule: a refund above what was paid, a payout above the owner share', () => {
    const faults = bookingLedgerFaults({
      paid: 100,
      refunded: 150,
      held: -50,
      ownerShare: 0,
      commission: 0,
      paidOut: 10,
    })
    expect(faults).toEqual(['refunded 150 > paid 100', 'held -50 < 0', 'paid out 10 > owner share 0'])
    expect(bookingLedgerFaults({ paid: 100, refunded: 0, held: 0, ownerShare: 50, commission: 0, paidOut: 0 })).toEqual(
      ['paid 100 − refunded 0 ≠ owner 50 + commission 0 + held 0'],
    )
  })
})
