import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { addDays, format } from 'date-fns'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'
import { bookingFixture } from '../booking-funnel/fixtures'
import { availabilitiesFixture, camperFixture, priceFixture, reviewsPage } from './fixtures'

const SLOW = { timeout: 5000 }

beforeAll(async () => {
  await import('../../../src/web/features/listing/pages/listing-page')
}, 30_000)

/** A phone's screen: the listing's single-column queries match. */
function phoneScreen() {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia
}

beforeEach(() => {
  phoneScreen()
  state.responses['GET /3/products/{id}/'] = camperFixture()
  state.responses['GET /v4/reviews/'] = reviewsPage(1)
  state.responses['GET /3/products/{id}/availabilities/'] = availabilitiesFixture
  state.responses['GET /3/products/{id}/price/'] = priceFixture
})

describe('booking bar on phones', () => {
  it('shows the price per day and takes the reader to the booking box when no dates are chosen', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {})
    await renderApp('/campers/42')
    const bar = await screen.findByRole('region', { name: 'Booking' }, SLOW)
    expect(bar).toHaveTextContent('€89.00 per day')
    fireEvent.click(within(bar).getByRole('button', { name: 'Request to book' }))
    expect(scrolled).toHaveBeenCalled()
    expect(scrolled.mock.contexts.at(-1)).toHaveClass('booking-box')
  }, 20_000)

  it("shows the server's total for the dates and starts the same booking as the box", async () => {
    state.loggedIn = true
    const from = format(addDays(new Date(), 10), 'yyyy-MM-dd')
    const to = format(addDays(new Date(), 14), 'yyyy-MM-dd')
    const created: unknown[] = []
    state.responses['POST /v4/bookings/'] = (body: unknown) => {
      created.push(body)
      return bookingFixture({ id: 9, is_instant: false })
    }
    const { router } = await renderApp(`/campers/42?date_from=${from}&date_to=${to}`)
    const bar = await screen.findByRole('region', { name: 'Booking' }, SLOW)
    await waitFor(() => expect(bar).toHaveTextContent('€355.00 for 4 days'), SLOW)
    fireEvent.click(within(bar).getByRole('button', { name: 'Request to book' }))
    await waitFor(() => expect(created).toHaveLength(1), SLOW)
    expect(created[0]).toMatchObject({ camper: 42, date_from: from, date_to: to })
    // The funnel's first step takes over, as from the box.
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/campers/42'), SLOW)
  }, 20_000)

  it('is not shown on a wide screen, where the box sits beside the description', async () => {
    window.matchMedia = undefined as unknown as typeof window.matchMedia
    await renderApp('/campers/42')
    await screen.findByRole('heading', { level: 1, name: 'Blue Horizon Van' }, SLOW)
    expect(screen.queryByRole('region', { name: 'Booking' })).not.toBeInTheDocument()
  }, 20_000)
})
