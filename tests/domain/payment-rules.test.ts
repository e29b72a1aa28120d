import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  bookingPaymentPlan,
  CARD_UNUSABLE_ERROR_CODES,
  cardExpiresBeforeEnd,
  instalmentPlan,
  offeredCards,
  ownerShareOfKept,
  refundPlan,
} from '../../src/domain/payment-rules'

describe('instalmentPlan', () => {
  it('card: everything today', () => {
    expect(instalmentPlan('card', 1000, '2026-05-01', '2026-07-01')).toEqual([
      { number: 1, amount: 1000, dueOn: '2026-05-01' },
    ])
  })
  it('card_2: the first half takes the odd cent, the second 30 days before the start', () => {
    expect(instalmentPlan('card_2', 1001, '2026-05-01', '2026-07-01')).toEqual([
      { number: 1, amount: 501, dueOn: '2026-05-01' },
      { number: 2, amount: 500, dueOn: '2026-06-01' },
    ])
    expect(instalmentPlan('card_2', 1001, '2026-06-01', '2026-07-01')).toBeNull()
  })
  it('cred_4: four parts 30 days apart, only when the last falls before the start', () => {
    expect(
      instalmentPlan('cred_4', 1003, '2026-01-01', '2026-06-01')?.map((part) => [part.amount, part.dueOn]),
    ).toEqual([
      [253, '2026-01-01'],
      [250, '2026-01-31'],
      [250, '2026-03-02'],
      [250, '2026-04-01'],
    ])
    expect(instalmentPlan('cred_4', 1003, '2026-01-01', '2026-04-01')).toBeNull()
  })
})

describe('cardExpiresBeforeEnd', () => {
  it('a card valid through the last day of the trip is fine', () => {
    expect(cardExpiresBeforeEnd('0726', '2026-08-01')).toBe(false)
    expect(cardExpiresBeforeEnd('0726', '2026-08-02')).toBe(true)
    expect(cardExpiresBeforeEnd('1326', '2026-08-02')).toBe(true)
  })
})

describe('refundPlan', () => {
  it('ON_TIME up to 30 days before, then half until 7 days before, then nothing', () => {
    expect(refundPlan(1000, '2026-06-01', '2026-07-01')).toEqual({
      plan: 'ON_TIME',
      onTimeUntil: '2026-06-01',
      refunded: 1000,
      kept: 0,
    })
    expect(refundPlan(1001, '2026-06-02', '2026-07-01')).toEqual({
      plan: 'TOO_LATE',
      onTimeUntil: '2026-06-01',
      refunded: 500,
      kept: 501,
    })
    expect(refundPlan(1000, '2026-06-25', '2026-07-01')).toMatchObject({ plan: 'TOO_LATE', refunded: 0, kept: 1000 })
  })
})

describe('ownerShareOfKept', () => {
  it('gives the owner their share of what the guest keeps paying, nothing when everything is refunded', () => {
    // 1,750.00 paid, the owner's frozen share 1,275.00: half kept, so half the share.
    expect(ownerShareOfKept(127_500, 175_000, 87_500)).toBe(63_750)
    expect(ownerShareOfKept(127_500, 175_000, 175_000)).toBe(127_500)
    expect(ownerShareOfKept(127_500, 175_000, 0)).toBe(0)
    expect(ownerShareOfKept(127_500, 0, 0)).toBe(0)
    expect(ownerShareOfKept(0, 175_000, 87_500)).toBe(0)
  })
  it('never gives more than was kept or than the share, and rounds down', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (paid, shareSeed, keptSeed) => {
          const share = paid === 0 ? 0 : shareSeed % (paid + 1)
          const kept = paid === 0 ? 0 : keptSeed % (paid + 1)
          const owner = ownerShareOfKept(share, paid, kept)
          expect(owner).toBeGreaterThanOrEqual(0)
          expect(owner).toBeLessThanOrEqual(Math.min(share, kept))
          expect(Number.isInteger(owner)).toBe(true)
        },
      ),
    )
  })
})

describe('offeredCards', () => {
  const card = (id: number, alias: string, expiry = '1235') => ({ id, alias, expiry })
  it('keeps the newest registration of a card typed twice, and drops every registration of one refused for good', () => {
    const cards = [card(5, 'A'), card(4, 'B'), card(3, 'A'), card(2, 'A', '0130'), card(1, 'B')]
    expect(offeredCards(cards, new Set())).toEqual([card(5, 'A'), card(4, 'B'), card(2, 'A', '0130')])
    // Refused on an older registration of B: B is the same card, so it goes; A with another expiry is another card.
    expect(offeredCards(cards, new Set([1, 3]))).toEqual([card(2, 'A', '0130')])
  })
  it('names the refusals that do not change with another try', () => {
    expect(CARD_UNUSABLE_ERROR_CODES).toEqual(
      expect.arrayContaining(['MPG_CARD_FRAUD', 'MPG_CARD_EXPIRED', 'MPG_CARD_LOST', 'MPG_CARD_INACTIVE']),
    )
    expect(CARD_UNUSABLE_ERROR_CODES).not.toContain('MPG_CARD_AMOUNT_LIMIT_REACHED')
  })
})

describe('bookingPaymentPlan', () => {
  const payment = (reason: string, state: string, instalment_number = 1) => ({ reason, state, instalment_number })

  it('keeps the booking charges done or to come, in order, and nothing else', () => {
    expect(
      bookingPaymentPlan([
        payment('booking', 'failed'),
        payment('booking', 'to_come', 2),
        payment('extension', 'done'),
        payment('booking', 'cancel'),
        payment('booking', 'done', 1),
        payment('booking', 'in_prog'),
      ]),
    ).toEqual([payment('booking', 'done', 1), payment('booking', 'to_come', 2)])
    expect(bookingPaymentPlan([payment('booking', 'failed')])).toEqual([])
  })
})
