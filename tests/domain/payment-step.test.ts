import { describe, expect, it } from 'vitest'
import { cardFormErrors, formatIban } from '../../src/domain/payment-step'

describe('the card form errors of a confirm call', () => {
  it('puts the 400 field messages on the card inputs, a missing card on its number', () => {
    expect(
      cardFormErrors({
        'card.number': ['This field may not be blank.'],
        'card.expiry': ['Use MMYY.'],
        'card.cvx': ['Bad.'],
      }),
    ).toEqual({
      card_number: ['This field may not be blank.'],
      card_expiry: ['Use MMYY.'],
      card_cvx: ['Bad.'],
    })
    expect(cardFormErrors({ card: ['Send the card, or the card_id of a card you registered.'] })).toEqual({
      card_number: ['Send the card, or the card_id of a card you registered.'],
    })
    expect(cardFormErrors({ card_id: ['Unknown card.'] })).toEqual({ card_id: ['Unknown card.'] })
  })

  it('answers null for payment errors and fields of other forms, which are shown as a notice', () => {
    expect(
      cardFormErrors({
        detail: 'The card expires before the end of the booking.',
        code: 'PAYMENT_ERROR_CREDIT_CARD_WILL_EXPIRE',
      }),
    ).toBeNull()
    expect(cardFormErrors({ return_url: ['Must be a path on http://localhost.'] })).toBeNull()
    expect(cardFormErrors({ 'card.number': [] })).toBeNull()
    expect(cardFormErrors(null)).toBeNull()
    expect(cardFormErrors(['x'])).toBeNull()
  })
})

describe('an IBAN as the guest copies it', () => {
  it('groups by four, the last group shorter, whatever spacing and case came in', () => {
    expect(formatIban('FR7630004000031234567890143')).toBe('FR76 3000 4000 0312 3456 7890 143')
    expect(formatIban('de89 3704 0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00')
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00')
  })
})
