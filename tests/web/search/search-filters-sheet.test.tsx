import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

const SLOW = { timeout: 5000 }

function camper(id: number) {
  return {
    id,
    title: `Camper ${id}`,
    vehicle_type: 4,
    seats: 4,
    beds: 2,
    price_per_day: '89.00',
    currency: 'EUR',
    currency_owner: 'EUR',
    final_booking_price: null,
    original_booking_price: null,
    nb_days: null,
    hour_from: null,
    hour_to: null,
    instant_booking: false,
    pets_allowed: null,
    photos: [{ url: `https://img.test/${id}.jpg`, position: 0 }],
    owner: { id: 1, first_name: 'Ana', profile_picture: { url: null }, is_pro: false },
    review_average: 4.5,
    review_count: 12,
    location: { city: 'Lyon', country_code: 'FR', latitude: 45.76, longitude: 4.83 },
    distance_km: null,
  }
}

/** A screen where only the given width queries match. */
function screenWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query)
    const max = /max-width:\s*(\d+)px/.exec(query)
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]))
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }
  }) as unknown as typeof window.matchMedia
}

beforeAll(async () => {
  await import('../../../src/web/features/search/pages/search-page')
}, 30_000)

afterEach(() => {
  window.matchMedia = undefined as unknown as typeof window.matchMedia
})

describe('search filters on phones', () => {
  it('shows the results first and the filters in a sheet behind a Filters button', async () => {
    screenWidth(390)
    state.responses['GET /3/products/'] = { count: 2, next: null, previous: null, results: [camper(1), camper(2)] }
    const { router } = await renderApp('/s?beds=3')
    expect(await screen.findByRole('heading', { name: 'Camper 1' }, SLOW)).toBeInTheDocument()
    // No filter takes the screen before the results.
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Beds')).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Filters (1)' }))
    const sheet = await screen.findByRole('dialog', { name: 'Filters' })
    fireEvent.click(within(sheet).getByLabelText('Pets allowed'))
    await waitFor(() => expect(router.state.location.search).toBe('?beds=3&pets=true'))
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show 2 campers' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument()
  }, 20_000)

  it('keeps the filters above the results on a wide screen', async () => {
    screenWidth(1440)
    state.responses['GET /3/products/'] = { count: 1, next: null, previous: null, results: [camper(1)] }
    await renderApp('/s')
    expect(await screen.findByRole('region', { name: 'Filters' }, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument()
  }, 20_000)
})
