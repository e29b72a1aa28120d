import fc from 'fast-check'
import type { PriceEngineInput } from '../../../src/domain/booking-price-engine'

/** A booking's engine input from a few choices: any length, price, km option, add-ons and coupon. */
export const engineInput = fc
  .record({
    days: fc.integer({ min: 1, max: 40 }),
    pricePerDay: fc.integer({ min: 1000, max: 40000 }),
    ahead: fc.integer({ min: 1, max: 200 }),
    kmOption: fc.constantFrom(0 as const, 100 as const, 200 as const),
    secondDriver: fc.boolean(),
    insurancePerDay: fc.option(fc.integer({ min: 500, max: 3000 }), { nil: null }),
    cancelInsurance: fc.boolean(),
    rentalCover: fc.option(fc.integer({ min: 1000, max: 9000 }), { nil: null }),
    percentOff: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
  })
  .map((c): PriceEngineInput => {
    const day = (offset: number) => new Date(Date.UTC(2027, 0, 1 + offset)).toISOString().slice(0, 10)
    return {
      dateFrom: day(c.ahead),
      dateTo: day(c.ahead + c.days),
      hourFrom: 14,
      now: new Date('2027-01-01T10:00:00Z'),
      requestedOn: '2027-01-01',
      camper: {
        pricePerDay: c.pricePerDay,
        minDays: 1,
        unlimitedKmAllowed: true,
        closedWeekdays: [],
        options: [{ id: 1, name: 'Bike rack', price: 1000, recurrence: 'booking', maxQuantity: 1 }],
      },
      periods: [],
      takenRanges: [],
      guestDocumentsValidated: true,
      secondDriverFee: 1500,
      choices: {
        kmOption: c.kmOption,
        secondDriver: c.secondDriver,
        options: [{ id: 1, quantity: 1 }],
        insurance: c.insurancePerDay === null ? null : { slug: 'standard', pricePerDay: c.insurancePerDay },
        cancelInsurance: c.cancelInsurance,
        rentalCover: c.rentalCover,
        coupon:
          c.percentOff === null
            ? null
            : {
                code: 'TEST',
                percentOff: c.percentOff,
                amountOff: null,
                validFrom: '2026-01-01',
                validTo: '2028-01-01',
                minAmount: 0,
                maxUses: null,
                uses: 0,
              },
      },
    }
  })
