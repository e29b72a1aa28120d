import { waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiError } from '../../support/mock-api-client'
import { renderApp } from '../../support/render-app'
import { state } from '../../support/state'
import { payableBooking, paymentResult, recorder, SLOW } from './fixtures'

beforeAll(async () => {
  await import('../../../../src/web/features/booking-funnel/payment/pages/payment-callback-page')
  await import('../../../../src/web/features/booking-funnel/payment/pages/payment-page')
  await import('../../../../src/web/features/booking-funnel/components/funnel-route')
}, 30_000)

/** Where the guest is, without the price choices the funnel writes into every step's address. */
const where = (router: Awaited<ReturnType<typeof renderApp>>['router']) => {
  const search = new URLSearchParams(router.state.location.search)
  for (const choice of ['cancel_insurance', 'rental_cover']) search.delete(choice)
  return `${router.state.location.pathname}${search.size > 0 ? `?${search}` : ''}`
}

describe('the payment-callback step', () => {
  it('settles the transaction it came back with and goes to success', async () => {
    payableBooking({ instant: true })
    const final = recorder(() => paymentResult())
    state.responses['GET /3/my-requests/{id}/payment/final/'] = final.respond
    const { router } = await renderApp('/campers/2/instant-request/7/payment-callback?transactionId=sbx_back')
    await waitFor(() => expect(where(router)).toBe('/campers/2/instant-request/7/success'), SLOW)
    expect(final.calls).toHaveLength(1)
    expect(final.calls[0]!.init.params?.query).toEqual({ transactionId: 'sbx_back' })
  })

  it('goes back to the payment step with the code of a refused 3-D Secure', async () => {
    payableBooking()
    state.responses['GET /3/my-requests/{id}/payment/final/'] = () =>
      apiError(402, { detail: 'The payment failed.', code: 'MGP_3DS_AUTH_FAILED' })
    const { router } = await renderApp('/campers/2/payment/7/payment-callback?transactionId=sbx_back')
    await waitFor(() => expect(where(router)).toBe('/campers/2/payment/7/payment?error_code=MGP_3DS_AUTH_FAILED'), SLOW)
  })

  it('goes back to the payment step with an error code when transactionId is missing', async () => {
    payableBooking()
    const final = recorder(() => paymentResult())
    state.responses['GET /3/my-requests/{id}/payment/final/'] = final.respond
    const { router } = await renderApp('/campers/2/payment/7/payment-callback')
    await waitFor(
      () => expect(where(router)).toBe('/campers/2/payment/7/payment?error_code=MISSING_TRANSACTION_ID'),
      SLOW,
    )
    expect(final.calls).toHaveLength(0)
  })
})
