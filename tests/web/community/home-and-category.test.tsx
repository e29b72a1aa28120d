import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

type Init = { params?: { query?: Record<string, unknown> } }

function camper(id: number, vehicleType = 5) {
  return {
    id,
    title: `Van ${id}`,
    vehicle_type: vehicleType,
    seats: 4,
    beds: 2,
    price_per_day: '79.00',
    currency: 'EUR',
    currency_owner: 'EUR',
    final_booking_price: null,
    original_booking_price: null,
    nb_days: null,
    hour_from: null,
    hour_to: null,
    instant_booking: false,
    pets_allowed: null,
    photos: [{ url: `/api/media/campers/5-${id}.svg`, position: 0 }],
    owner: { id: 1, first_name: 'Ana', profile_picture: { url: null }, is_pro: false },
    review_average: null,
    review_count: 0,
    location: { city: 'Lyon', country_code: 'FR', latitude: 45.76, longitude: 4.83 },
    distance_km: null,
  }
}

beforeAll(async () => {
  await import('../../../src/web/features/search/pages/category-page')
}, 30_000)

describe('home', () => {
  it('shows top destinations linking to their place pages, the latest good reviews, and category tiles', async () => {
    const reviewQueries: Array<Record<string, unknown>> = []
    state.responses['GET /v4/geolocation/places/top/'] = {
      results: [
        {
          slug: 'lyon',
          name: 'Lyon',
          country_code: 'FR',
          country: 'France',
          camper_count: 12,
          cover: { url: '/api/media/campers/4-1.svg' },
        },
      ],
    }
    state.responses['GET /v4/reviews/'] = (_: unknown, init: Init) => {
      reviewQueries.push(init?.params?.query ?? {})
      return {
        count: 1,
        next: null,
        previous: null,
        results: [
          {
            id: 1,
            rating: 5,
            comment: 'Wonderful week.',
            language: 'en',
            photo: null,
            published_date: '2026-05-02T10:00:00.000Z',
            author: { id: 2, first_name: 'Zoe', profile_picture: null },
            camper_id: 7,
            camper_title: 'Blue van',
            author_type: 'guest',
          },
        ],
      }
    }
    await renderApp('/')
    const destinations = await screen.findByRole('region', { name: 'Top destinations' })
    const lyon = within(destinations).getByRole('link', { name: /Lyon/ })
    expect(lyon).toHaveAttribute('href', '/campervan-hire/lyon')
    expect(lyon).toHaveTextContent('France · 12 campers')
    expect(lyon.querySelector('img')).toHaveAttribute('loading', 'lazy')
    const reviews = await screen.findByRole('region', { name: 'Latest reviews' })
    expect(within(reviews).getByText('Wonderful week.')).toBeInTheDocument()
    expect(within(reviews).getByRole('link', { name: 'Read all reviews' })).toHaveAttribute(
      'href',
      '/community/all-reviews',
    )
    expect(reviewQueries[0]).toMatchObject({ min_rating: 4 })
    expect(screen.getByRole('link', { name: /Converted vans/ })).toHaveAttribute('href', '/camper-type/van')
    expect(screen.getByRole('link', { name: /Motorhomes/ })).toHaveAttribute('href', '/camper-type/motorhome')
    expect(screen.getByRole('link', { name: /Caravans/ })).toHaveAttribute('href', '/s?types=6')
  })
})

describe('/camper-type/{slug}', () => {
  it('lists the category with at least the seats, with seat links and the full search', async () => {
    const queries: Array<Record<string, unknown>> = []
    state.responses['GET /3/products/'] = (_: unknown, init: Init) => {
      queries.push(init?.params?.query ?? {})
      return { count: 2, next: null, previous: null, results: [camper(1), camper(2)] }
    }
    await renderApp('/camper-type/van/4-seats')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Converted van hire with at least 4 seats' }),
    ).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Van 1' })).toBeInTheDocument()
    expect(queries.at(-1)).toMatchObject({ types: [5], seatbelts: 4 })
    expect(screen.getByRole('link', { name: '6+ seats' })).toHaveAttribute('href', '/camper-type/van/6-seats')
    expect(screen.getByRole('link', { name: 'Any number of seats' })).toHaveAttribute('href', '/camper-type/van')
    expect(screen.getByRole('link', { name: 'Refine in the full search' })).toHaveAttribute(
      'href',
      '/s?types=5&seatbelts=4',
    )
  })

  it('asks motorhomes for the three motorhome types', async () => {
    const queries: Array<Record<string, unknown>> = []
    state.responses['GET /3/products/'] = (_: unknown, init: Init) => {
      queries.push(init?.params?.query ?? {})
      return { count: 0, next: null, previous: null, results: [] }
    }
    await renderApp('/de/camper-type/motorhome')
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ types: [1, 2, 3] }))
  })

  it('gives the 404 page for another slug or seat count', async () => {
    for (const url of ['/camper-type/bus', '/camper-type/van/9-seats', '/camper-type/caravan']) {
      const { unmount } = await renderApp(url)
      expect(await screen.findByRole('heading', { name: /Page not found/ }), url).toBeInTheDocument()
      unmount()
    }
  })
})
