import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'
import { ownerBooking, ownerPrices, signedInAs } from './fixtures'

const SLOW = { timeout: 5000 }

beforeAll(async () => {
  await import('../../../src/web/features/owner-bookings/pages/owner-booking-page')
}, 30_000)

function withBooking(booking: ReturnType<typeof ownerBooking>, prices = ownerPrices()) {
  signedInAs(true)
  state.responses['GET /v4/bookings-owner/{id}/'] = booking
  state.responses['GET /3/my-bookings/{id}/prices/'] = prices
}

describe('/d/bookings/{id} after the owner answered', () => {
  it('says a refused request was refused, not cancelled, with the reason given', async () => {
    withBooking(
      ownerBooking({
        state: 'CANCELLED_OWNER',
        display_state: 'REFUSED',
        meta_state: 'archived',
        cancel_reason: 'vehicle_down',
      }),
      ownerPrices({ settlement: { state: 'NONE', amount: '0.00' } }),
    )
    await renderApp('/d/bookings/31')
    const banner = await screen.findByTestId('owner-booking-state', {}, SLOW)
    expect(banner).toHaveTextContent('Refused by you')
    expect(banner).not.toHaveTextContent(/Cancel/)
    expect(banner).toHaveTextContent('Your reason: The camper is broken down')
    const earnings = screen.getByRole('region', { name: 'Your earnings' })
    expect(await within(earnings).findByTestId('owner-earnings-none', {}, SLOW)).toHaveTextContent(
      'Nothing is owed to you on this booking',
    )
    expect(within(earnings).queryByText('You earn')).not.toBeInTheDocument()
  }, 15_000)

  it("shows the owner's share of a late cancellation, the figure the ledger owes, not the booking's price", async () => {
    withBooking(
      ownerBooking({ state: 'CANCELLED_GUEST', display_state: 'CANCELLED_GUEST', meta_state: 'archived' }),
      ownerPrices({ settlement: { state: 'KEPT', amount: '303.45' } }),
    )
    await renderApp('/d/bookings/31')
    const earnings = await screen.findByRole('region', { name: 'Your earnings' }, SLOW)
    expect(
      (await within(earnings).findByText('You receive for the cancellation', {}, SLOW)).nextSibling,
    ).toHaveTextContent('€303.45')
    expect(within(earnings).queryByText('You earn')).not.toBeInTheDocument()
    expect(within(earnings).queryByText('€606.90')).not.toBeInTheDocument()
  }, 15_000)

  it('offers only to refuse a request whose dates another guest booked, and says why', async () => {
    withBooking(ownerBooking({ display_state: 'DATES_TAKEN' }, { can_accept: false, can_refuse: true }))
    await renderApp('/d/bookings/31')
    const banner = await screen.findByTestId('owner-booking-state', {}, SLOW)
    expect(banner).toHaveTextContent('Dates booked by another guest')
    expect(banner).toHaveTextContent('refuse this request so that Lena can look for another camper')
    expect(screen.queryByRole('button', { name: 'Accept the request' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Refuse the request' })).toBeInTheDocument()
  }, 15_000)
})
