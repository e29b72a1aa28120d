import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { api } from '../../../src/web/lib/api-client'
import { renderApp } from '../support/render-app'
import { apiError } from '../support/mock-api-client'
import { state } from '../support/state'

function camper(id: number, overrides: Record<string, unknown> = {}) {
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
    ...overrides,
  }
}

const page = (results: unknown[], count = results.length) => ({ count, next: null, previous: null, results })

type QueryCall = [string, { params?: { query?: Record<string, unknown> } } | undefined]
const productCalls = () =>
  (vi.mocked(api.GET).mock.calls as unknown as QueryCall[]).filter(([path]) => path === '/3/products/')
const lastProductQuery = () => productCalls().at(-1)?.[1]?.params?.query

const future = (days: number) => {
  const date = new Date()
  date.setDate(date.getDate() + days)
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

// The page is a lazy route: load its chunk once so the first render does not race renderApp's wait.
beforeAll(async () => {
  await import('../../../src/web/features/search/pages/search-page')
  await import('../../../src/web/app/site-layout')
}, 30_000)

afterEach(() => {
  vi.useRealTimers()
})

describe('/s sanitiser', () => {
  it('replaces a query it fixes by the corrected address, without a history entry', async () => {
    state.responses['GET /3/products/'] = page([])
    const { router } = await renderApp('/s?seatbelts=3&types=9&types=2&beds=abc&utm_source=mail')
    await waitFor(() => expect(router.state.location.search).toBe('?types=2&beds=3&seatbelts=3&utm_source=mail'))
    expect(router.state.historyAction).toBe('REPLACE')
    await waitFor(() =>
      expect(lastProductQuery()).toEqual({ types: [2], beds: 3, seatbelts: 3, page_size: 20, currency: 'USD' }),
    )
  })

  it('drops a lone date', async () => {
    state.responses['GET /3/products/'] = page([])
    const { router } = await renderApp(`/s?date_from=${future(3)}&place=lyon`)
    await waitFor(() => expect(router.state.location.search).toBe('?place=lyon'))
  })

  it('keeps a clean query as it is', async () => {
    state.responses['GET /3/products/'] = page([camper(1)])
    const { router } = await renderApp('/s?place=lyon&beds=3')
    expect(router.state.location.search).toBe('?place=lyon&beds=3')
    expect(router.state.historyAction).toBe('POP')
    expect(await screen.findByRole('heading', { name: '1 camper' })).toBeInTheDocument()
  })
})

describe('/s results', () => {
  it('shows cards with type, capacity, rating, city, instant badge and the total for the dates', async () => {
    state.responses['GET /3/products/'] = page(
      [camper(1, { instant_booking: true, final_booking_price: '623.00', nb_days: 7 }), camper(2)],
      2,
    )
    await renderApp(`/s?date_from=${future(3)}&date_to=${future(10)}`)
    const card = (await screen.findByRole('link', { name: 'Camper 1' })).closest('article') as HTMLElement
    expect(within(card).getByText(/Campervan/)).toBeInTheDocument()
    expect(within(card).getByText('Instant booking')).toBeInTheDocument()
    expect(within(card).getByText('€623')).toBeInTheDocument()
    expect(within(card).getByText('total for 7 days')).toBeInTheDocument()
    expect(within(card).getByText('Lyon')).toBeInTheDocument()
    expect(within(card).getByLabelText('Rated 4.5 out of 5 from 12 reviews')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: '2 campers' })).toBeInTheDocument()
  })

  it('paginates with links that keep every other parameter', async () => {
    state.responses['GET /3/products/'] = page(
      Array.from({ length: 20 }, (_, index) => camper(index + 1)),
      45,
    )
    const { router } = await renderApp('/s?place=lyon&beds=3&utm_source=mail')
    const pages = await screen.findByRole('navigation', { name: 'Pages' })
    fireEvent.click(within(pages).getByRole('link', { name: 'Page 3' }))
    await waitFor(() => expect(router.state.location.search).toBe('?place=lyon&beds=3&page=3&utm_source=mail'))
    await waitFor(() => expect(lastProductQuery()).toMatchObject({ place: 'lyon', beds: 3, page: 3 }))
    expect(lastProductQuery()).not.toHaveProperty('utm_source')
  })

  it('renders the page of the address with previous and next links keeping the other parameters', async () => {
    state.responses['GET /3/products/'] = page(
      Array.from({ length: 20 }, (_, index) => camper(index + 1)),
      65,
    )
    await renderApp('/s?place=lyon&page=2&utm_source=mail')
    const pages = await screen.findByRole('navigation', { name: 'Pages' })
    expect(within(pages).getByText('2')).toHaveAttribute('aria-current', 'page')
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/s?place=lyon&utm_source=mail',
    )
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/s?place=lyon&page=3&utm_source=mail',
    )
    expect(within(pages).getByRole('link', { name: 'Page 4' })).toHaveAttribute(
      'href',
      '/s?place=lyon&page=4&utm_source=mail',
    )
  })

  it('shows an empty state whose action clears the filters but keeps the place', async () => {
    state.responses['GET /3/products/'] = page([])
    const { router } = await renderApp('/s?place=lyon&beds=3&pets=true')
    expect(await screen.findByText('No camper matches your search.')).toBeInTheDocument()
    fireEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(router.state.location.search).toBe('?place=lyon'))
  })

  it('shows an error state with a retry', { timeout: 15_000 }, async () => {
    let fail = true
    state.responses['GET /3/products/'] = () => (fail ? apiError(500, { detail: 'boom' }) : page([camper(7)]))
    await renderApp('/s')
    expect(await screen.findByText('We could not load the campers.')).toBeInTheDocument()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Camper 7' })).toBeInTheDocument()
  })

  it('offers the first page when the page is past the end (invalid_page)', async () => {
    state.responses['GET /3/products/'] = (_: unknown) =>
      apiError(404, { code: 'invalid_page', detail: 'Invalid page.' })
    const { router } = await renderApp('/s?page=9&beds=2')
    fireEvent.click(await screen.findByRole('button', { name: 'Back to the first page' }))
    await waitFor(() => expect(router.state.location.search).toBe('?beds=2'))
  })
})

describe('/s filters', () => {
  it('writes each filter to the address and resets the page', { timeout: 15_000 }, async () => {
    state.responses['GET /3/products/'] = page([camper(1)], 50)
    const { router } = await renderApp('/s?place=lyon&page=2')
    await screen.findByRole('link', { name: 'Camper 1' })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Van' }))
    await waitFor(() => expect(router.state.location.search).toBe('?place=lyon&types=5'))
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Van' })).toBeChecked())
    fireEvent.click(screen.getByRole('checkbox', { name: 'Low profile' }))
    await waitFor(() => expect(router.state.location.search).toBe('?place=lyon&types=1&types=5'))
    // Each change merges with the filters as rendered: wait for them before the next one, as a visitor would.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Low profile' })).toBeChecked())
    fireEvent.change(screen.getByLabelText('Beds'), { target: { value: '4' } })
    await waitFor(() => expect(screen.getByLabelText('Beds')).toHaveValue('4'))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pets allowed' }))
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Pets allowed' })).toBeChecked())
    fireEvent.click(screen.getByRole('checkbox', { name: 'Instant booking' }))
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Instant booking' })).toBeChecked())
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: '-price' } })
    await waitFor(() => expect(screen.getByLabelText('Sort by')).toHaveValue('-price'))
    fireEvent.change(screen.getByLabelText('Min price per day'), { target: { value: '40' } })
    fireEvent.change(screen.getByLabelText('Max price per day'), { target: { value: '120' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(router.state.location.search).toContain('min_price=40&max_price=120'))
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?place=lyon&types=1&types=5&beds=4&min_price=40&max_price=120&instant_booking=true&pets=true&sort=-price',
      ),
    )
    await waitFor(() =>
      expect(lastProductQuery()).toMatchObject({ place: 'lyon', min_price: 40, max_price: 120, sort: '-price' }),
    )
  })

  it('back and forward reproduce the search', async () => {
    state.responses['GET /3/products/'] = page([camper(1)])
    const { router } = await renderApp('/s?place=lyon')
    await screen.findByRole('link', { name: 'Camper 1' })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Caravan' }))
    await waitFor(() => expect(router.state.location.search).toBe('?place=lyon&types=6'))
    await act(() => router.navigate(-1))
    await waitFor(() => expect(router.state.location.search).toBe('?place=lyon'))
    expect(screen.getByRole('checkbox', { name: 'Caravan' })).not.toBeChecked()
  })
})

describe('/s place autocomplete', () => {
  it('suggests places after a pause and sets place and coordinates on choice', async () => {
    state.responses['GET /3/products/'] = page([])
    state.responses['GET /3/search_locations/'] = {
      results: [
        {
          slug: 'lyon',
          name: 'Lyon',
          place_type: 'LOC',
          country_code: 'FR',
          latitude: 45.76,
          longitude: 4.83,
          label: 'Lyon, France',
        },
        {
          slug: 'lyons-la-foret',
          name: 'Lyons-la-Forêt',
          place_type: 'LOC',
          country_code: 'FR',
          latitude: 49.4,
          longitude: 1.47,
          label: 'Lyons-la-Forêt, France',
        },
      ],
    }
    const { router } = await renderApp('/s')
    const input = screen.getByRole('combobox', { name: 'Where' })
    fireEvent.change(input, { target: { value: 'lyo' } })
    const listbox = await screen.findByRole('listbox', { name: 'Places' }, { timeout: 2000 })
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2))
    const calls = (vi.mocked(api.GET).mock.calls as unknown as QueryCall[]).filter(
      ([path]) => path === '/3/search_locations/',
    )
    expect(calls).toHaveLength(1)
    expect(calls[0]?.[1]?.params?.query).toEqual({ q: 'lyo', lang: 'en-us' })
    expect(input).toHaveAttribute('aria-expanded', 'true')
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(input).toHaveAttribute('aria-activedescendant', within(listbox).getAllByRole('option')[0]?.id)
    fireEvent.keyDown(input, { key: 'Enter' })
    await waitFor(() => expect(router.state.location.search).toBe('?place=lyon&latitude=45.76&longitude=4.83'))
  })
})

describe('/s typed place', () => {
  it('reads a city typed then Enter as that place, and shows its name', async () => {
    state.responses['GET /3/products/'] = page([])
    state.responses['GET /3/search_locations/'] = {
      results: [
        {
          slug: 'lyon',
          name: 'Lyon',
          place_type: 'LOC',
          country_code: 'FR',
          latitude: 45.76,
          longitude: 4.83,
          label: 'Lyon, France',
        },
      ],
    }
    state.responses['GET /v4/geolocation/places/{slug}/'] = {
      slug: 'lyon',
      name: 'Lyon',
      place_type: 'LOC',
      latitude: 45.76,
      longitude: 4.83,
      ancestors: [],
      nearby: [],
    }
    const { router } = await renderApp('/s')
    const input = screen.getByRole('combobox', { name: 'Where' })
    fireEvent.change(input, { target: { value: 'lyon' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    await waitFor(() => expect(router.state.location.search).toBe('?place=lyon&latitude=45.76&longitude=4.83'))
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Where' })).toHaveValue('Lyon'))
  })

  it('says so when the typed text is no place', async () => {
    state.responses['GET /3/products/'] = page([])
    state.responses['GET /3/search_locations/'] = { results: [] }
    const { router } = await renderApp('/s')
    const input = screen.getByRole('combobox', { name: 'Where' })
    fireEvent.change(input, { target: { value: 'Atlantis' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(await screen.findByRole('alert')).toHaveTextContent('We know no place called “Atlantis”.')
    expect(router.state.location.search).toBe('')
  })
})

describe('/s around me', () => {
  function stubGeolocation(result: { coords: { latitude: number; longitude: number } } | { code: number }) {
    const getCurrentPosition = vi.fn((success: PositionCallback, failure: PositionErrorCallback) => {
      if ('coords' in result) success(result as unknown as GeolocationPosition)
      else failure(result as unknown as GeolocationPositionError)
    })
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true })
  }

  it('searches around the position', async () => {
    state.responses['GET /3/products/'] = page([])
    stubGeolocation({ coords: { latitude: 45.123456, longitude: 4.5 } })
    const { router } = await renderApp('/s?place=lyon')
    fireEvent.click(screen.getByRole('button', { name: 'Around me' }))
    await waitFor(() => expect(router.state.location.search).toBe('?latitude=45.12346&longitude=4.5'))
  })

  it.each([
    [1, 'You did not allow Roam to use your location. Allow it in your browser settings, or type a place.'],
    [2, 'Your position is unavailable right now. Type a place instead.'],
    [3, 'Finding your position took too long. Try again or type a place.'],
  ])('error code %i gives its own message', async (code, message) => {
    state.responses['GET /3/products/'] = page([])
    stubGeolocation({ code })
    await renderApp('/s')
    fireEvent.click(screen.getByRole('button', { name: 'Around me' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
  })
})

describe('/s currency', () => {
  afterEach(() => window.localStorage.clear())

  it('asks for the prices in the storefront’s currency, then in the one the visitor picks, remembered', async () => {
    state.responses['GET /3/products/'] = page([
      camper(1, { currency: 'GBP', currency_owner: 'CHF', price_per_day: '89.67' }),
    ])
    await renderApp('/s?place=lyon')
    await waitFor(() => expect(lastProductQuery()).toMatchObject({ place: 'lyon', currency: 'USD' }))
    // The card shows the server's converted figure, in the currency the server says it is in.
    expect(await screen.findByText(/£89\.67/)).toBeInTheDocument()
    fireEvent.change(screen.getByRole('combobox', { name: 'Currency' }), { target: { value: 'GBP' } })
    await waitFor(() => expect(lastProductQuery()).toMatchObject({ place: 'lyon', currency: 'GBP' }))
    expect(window.localStorage.getItem('roam.currency')).toBe('GBP')
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP')
  })
})

describe('/s map area', () => {
  it('searches the circle of a map area and names it in the Where field', async () => {
    state.responses['GET /3/products/'] = page([camper(1)])
    await renderApp('/s?latitude=45.9&longitude=6.1&radius=40')
    await waitFor(() =>
      expect(lastProductQuery()).toEqual({
        latitude: 45.9,
        longitude: 6.1,
        radius: 40,
        page_size: 20,
        currency: 'USD',
      }),
    )
    expect(await screen.findByRole('combobox', { name: 'Where' })).toHaveValue('Area of the map')
  })
})
