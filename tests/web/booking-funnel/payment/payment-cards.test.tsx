import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { ApiClientError, apiError } from '../../support/mock-api-client'
import { renderApp } from '../../support/render-app'
import { state } from '../../support/state'
import { payableBooking, paymentData, paymentResult, recorder, SLOW } from './fixtures'

beforeAll(async () => {
  await import('../../../../src/web/features/booking-funnel/payment/pages/payment-page')
  await import('../../../../src/web/features/booking-funnel/components/funnel-route')
}, 30_000)

const URL = '/campers/2/payment/7/payment'
const CARDS = [
  { id: 6, alias: '497010XXXXXX2002', expiry: '1226', expires_before_trip_end: true },
  { id: 5, alias: '497010XXXXXX1004', expiry: '1239', expires_before_trip_end: false },
]

describe('the payment step with cards', () => {
  it('offers the saved cards, pays with the first one that lasts the trip by card_id, and a new card on request', async () => {
    payableBooking()
    state.responses['GET /3/my-requests/{id}/payment/'] = paymentData({ cards: CARDS })
    const confirm = recorder(() => paymentResult())
    state.responses['POST /3/my-requests/{id}/payment/confirm/'] = confirm.respond
    state.responses['GET /3/my-requests/{id}/payment/final/'] = () => paymentResult()
    const { router } = await renderApp(URL)
    const saved = await screen.findByRole('radio', { name: 'Saved card ending in 1004, expires 12/39' }, SLOW)
    expect(saved).toBeChecked()
    const expiring = screen.getByRole('radio', { name: /Saved card ending in 2002, expires 12\/26/ })
    expect(expiring).toBeDisabled()
    expect(screen.getByText('(expires before the end of your trip)')).toBeInTheDocument()
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument()

    fireEvent.click(screen.getByRole('radio', { name: 'A new card' }))
    expect(screen.getByLabelText('Card number')).toBeInTheDocument()
    fireEvent.click(saved)
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: 'Pay €598.50' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/campers/2/payment/7/success'), SLOW)
    expect(confirm.calls[0]!.body).toEqual({
      method: 'card',
      card_id: 5,
      return_url: '/campers/2/payment/7/payment-callback',
    })
  }, 15_000)

  it('shows the confirm call’s 400 field errors next to the card fields instead of a payment error, until the next try', async () => {
    payableBooking()
    let invalid = true
    const confirm = recorder(() =>
      invalid
        ? apiError(
            400,
            {
              'card.number': ['This field may not be blank.'],
              'card.cvx': ['Use the 3 or 4 digits on the back of the card.'],
            },
            'POST',
          )
        : paymentResult(),
    )
    state.responses['POST /3/my-requests/{id}/payment/confirm/'] = confirm.respond
    state.responses['GET /3/my-requests/{id}/payment/final/'] = () => paymentResult()
    const { router } = await renderApp(URL)
    await screen.findByRole('radio', { name: 'Card' }, SLOW)
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4970 1000 0000 1004' } })
    fireEvent.change(screen.getByLabelText('Expiry date (MM/YY)'), { target: { value: '12/39' } })
    fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '999' } })
    fireEvent.click(screen.getByRole('button', { name: 'Pay €598.50' }))

    await waitFor(
      () => expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('This field may not be blank.'),
      SLOW,
    )
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Security code')).toHaveAccessibleDescription(
      'Use the 3 or 4 digits on the back of the card.',
    )
    expect(screen.getByLabelText('Expiry date (MM/YY)')).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByText('Payment failed')).not.toBeInTheDocument()

    invalid = false
    fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '123' } })
    fireEvent.click(screen.getByRole('button', { name: 'Pay €598.50' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/campers/2/payment/7/success'), SLOW)
    expect(confirm.calls).toHaveLength(2)
  }, 15_000)

  it('shows a payment error that is not about the card fields as the notice', async () => {
    payableBooking()
    state.responses['GET /3/my-requests/{id}/payment/'] = paymentData({ cards: CARDS })
    state.responses['POST /3/my-requests/{id}/payment/confirm/'] = () =>
      apiError(
        400,
        { detail: 'The card expires before the end of the booking.', code: 'PAYMENT_ERROR_CREDIT_CARD_WILL_EXPIRE' },
        'POST',
      )
    await renderApp(URL)
    await screen.findByRole('radio', { name: 'Saved card ending in 1004, expires 12/39' }, SLOW)
    fireEvent.click(screen.getByRole('button', { name: 'Pay €598.50' }))
    expect(await screen.findByText('Card expires too soon', {}, SLOW)).toBeInTheDocument()
  })

  it('says why the payment is refused while the guest’s documents wait for validation (104)', async () => {
    payableBooking()
    state.responses['GET /3/my-requests/{id}/payment/'] = paymentData({ cards: CARDS })
    const body = {
      __all__: [
        {
          code: 104,
          key: 'INVALID_DOCUMENTS_LESS_72',
          message: 'Your documents must be validated: the trip starts in less than 72 hours.',
        },
      ],
    }
    // The real client reads the codes of the __all__ items.
    state.responses['POST /3/my-requests/{id}/payment/confirm/'] = () =>
      new ApiClientError({ ...apiError(400, body, 'POST').apiError, codes: ['104'] })
    await renderApp(URL)
    await screen.findByRole('radio', { name: 'Saved card ending in 1004, expires 12/39' }, SLOW)
    fireEvent.click(screen.getByRole('button', { name: 'Pay €598.50' }))
    const notice = await screen.findByRole('alert', {}, SLOW)
    expect(notice).toHaveTextContent('Payment not possible')
    expect(notice).toHaveTextContent('Your documents must be validated: the trip starts in less than 72 hours.')
  })
})
