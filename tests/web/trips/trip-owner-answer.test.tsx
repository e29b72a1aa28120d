import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'
import { insurance, prices, refundPlan, signedIn, trip } from './fixtures'

const SLOW = { timeout: 5000 }

beforeAll(async () => {
  await import('../../../src/web/features/trips/pages/trip-page')
}, 30_000)

function withTrip(booking: ReturnType<typeof trip>) {
  signedIn()
  state.responses['GET /v4/bookings-guest/{id}/'] = booking
  state.responses['GET /3/my-requests/{id}/prices/'] = prices()
  state.responses['GET /3/insurance/{slug}/'] = insurance
  state.responses['GET /3/my-requests/{id}/refund/'] = refundPlan
}

describe('/d/trips/{id} when the booking will not happen', () => {
  it('says the owner refused the request, with the reason and the words they gave, and leads back to search', async () => {
    withTrip(
      trip({
        state: 'CANCELLED_OWNER',
        display_state: 'REFUSED',
        meta_state: 'archived',
        summary_state: 'DONE',
        cancel_reason: 'vehicle_down',
        cancel_message: 'The clutch gave up, sorry.',
      }),
    )
    await renderApp('/d/trips/31')
    const banner = await screen.findByTestId('trip-banner', {}, SLOW)
    expect(banner).toHaveTextContent(/Closed · Refused by the owner/)
    expect(banner).not.toHaveTextContent(/Cancel/)
    expect(within(banner).getByText('The reason Oscar gave').nextSibling).toHaveTextContent('The camper is broken down')
    expect(within(banner).getByText("Oscar's message").nextSibling).toHaveTextContent('The clutch gave up, sorry.')
    expect(within(banner).getByRole('link', { name: 'Find another camper for these dates' })).toHaveAttribute(
      'href',
      '/s?date_from=2027-07-01&date_to=2027-07-08',
    )
    expect(screen.queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument()
  }, 15_000)

  it('tells the loser of an instant-booking race that the dates are gone, that nothing was charged, and where to go', async () => {
    withTrip(
      trip(
        {
          state: 'VALIDATED',
          display_state: 'DATES_TAKEN',
          is_instant: true,
          meta_state: 'archived',
          summary_state: 'DONE',
        },
        { can_cancel: true },
      ),
    )
    await renderApp('/d/trips/31')
    const banner = await screen.findByTestId('trip-banner', {}, SLOW)
    expect(banner).toHaveTextContent(/Closed · Dates no longer available/)
    expect(banner).toHaveTextContent(/Another traveller booked these dates first: .* nothing was charged/)
    expect(within(banner).getByRole('link', { name: 'Find another camper for these dates' })).toHaveAttribute(
      'href',
      '/s?date_from=2027-07-01&date_to=2027-07-08',
    )
    expect(screen.queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument()
  }, 15_000)
})
