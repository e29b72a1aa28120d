import { describe, expect, it } from 'vitest'
import { footerPaymentIcons } from '../../src/domain/payment-icons'

describe('footerPaymentIcons', () => {
  it('maps card to mastercard and visa', () => {
    expect(footerPaymentIcons(['card'])).toEqual({ easyPayment: [], paymentMeans: ['mastercard', 'visa'] })
  })
  it('maps every type of spec 1 §9 and groups cb2x and floa4x as easy payment', () => {
    expect(footerPaymentIcons(['card', 'card_2', 'cred_4', 'ho_vou', 'sofort', 'paypal', 'ideal', 'mbway'])).toEqual({
      easyPayment: ['cb2x', 'floa4x'],
      paymentMeans: ['mastercard', 'visa', 'ancv', 'klarna', 'paypal', 'ideal', 'mbway'],
    })
  })
  it('shows one SEPA icon for the bank transfer and the bank transfer wallet', () => {
    expect(footerPaymentIcons(['card', 'transfer', 'transfer_wallet'])).toEqual({
      easyPayment: [],
      paymentMeans: ['mastercard', 'visa', 'sepa'],
    })
  })
  it('skips duplicates (sofort and klarna) and unknown types', () => {
    expect(footerPaymentIcons(['sofort', 'klarna', 'bitcoin', 'card', 'card'])).toEqual({
      easyPayment: [],
      paymentMeans: ['klarna', 'mastercard', 'visa'],
    })
  })
})
