import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  billingDocumentNumber,
  creditNoteAvailable,
  invoiceAvailable,
  invoiceLines,
  isInvoiceable,
  parseVatRates,
  vatIncluded,
} from '../../src/domain/billing-documents'
import { priceBreakdown } from '../../src/domain/booking-price-engine'
import { engineInput } from './support/engine-inputs'
import { BOOKING_STATUSES, isCancelledStatus } from '../../src/domain/booking-status'
import { PAID_BOOKING_STATUSES } from '../../src/domain/booking-rules'

describe('billing documents', () => {
  it("an invoice's lines add up to the engine's price, whatever the booking's choices", () => {
    fc.assert(
      fc.property(engineInput, (input) => {
        const prices = priceBreakdown(input)
        const lines = invoiceLines(prices)
        expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(prices.price)
        expect(lines.every((line) => line.amount !== 0)).toBe(true)
        expect(lines.find((line) => line.kind === 'serviceFee')?.amount ?? 0).toBe(prices.priceFees)
      }),
    )
  })

  it('finds the VAT inside a price that includes it, to the cent', () => {
    expect(vatIncluded(1200, 20)).toBe(200)
    expect(vatIncluded(2394, 19)).toBe(382)
    expect(vatIncluded(1081, 8.1)).toBe(81)
    expect(vatIncluded(0, 21)).toBe(0)
  })

  it('reads the VAT rates setting, and refuses one that is malformed', () => {
    expect(parseVatRates('FR:20, DE:19,CH:8.1')).toEqual(
      new Map([
        ['FR', 20],
        ['DE', 19],
        ['CH', 8.1],
      ]),
    )
    expect(parseVatRates('')).toEqual(new Map())
    for (const bad of ['FR=20', 'fr:20', 'FR:', 'FR:twenty', 'FR:200']) expect(parseVatRates(bad), bad).toBeNull()
  })

  it('invoices exactly the paid statuses, and numbers documents by year', () => {
    expect(BOOKING_STATUSES.filter(isInvoiceable).sort()).toEqual([...PAID_BOOKING_STATUSES].sort())
    expect(billingDocumentNumber(2026, 42)).toBe('ROAM-2026-000042')
  })

  it('offers a credit note only after an invoice, for a settled cancellation that refunded something; issued ones stay', () => {
    const facts = fc.record({
      status: fc.constantFrom(...BOOKING_STATUSES),
      invoiceIssued: fc.boolean(),
      creditNoteIssued: fc.boolean(),
      refundSettled: fc.boolean(),
      refundedSinceInvoice: fc.nat({ max: 500_000 }),
      refundsPending: fc.nat({ max: 2 }),
    })
    fc.assert(
      fc.property(facts, (f) => {
        // An issued document is never taken away.
        if (f.invoiceIssued) expect(invoiceAvailable(f)).toBe(true)
        if (f.creditNoteIssued) expect(creditNoteAvailable(f)).toBe(true)
        if (!f.creditNoteIssued)
          expect(creditNoteAvailable(f)).toBe(
            f.invoiceIssued &&
              isCancelledStatus(f.status) &&
              f.refundSettled &&
              f.refundsPending === 0 &&
              f.refundedSinceInvoice > 0,
          )
        // Before any document is issued, the invoice follows the paid statuses.
        if (!f.invoiceIssued) expect(invoiceAvailable(f)).toBe(isInvoiceable(f.status))
      }),
    )
  })
})
