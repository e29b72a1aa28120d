import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

const SLOW = { timeout: 5000 }

const annecy = {
  slug: 'annecy',
  name: 'Annecy',
  place_type: 'LOC',
  country_code: 'FR',
  latitude: 45.9,
  longitude: 6.12,
  label: 'Annecy, Haute-Savoie, France',
}
const annecyLeVieux = {
  ...annecy,
  slug: 'annecy-le-vieux',
  name: 'Annecy-le-Vieux',
  latitude: 45.92,
  longitude: 6.14,
  label: 'Annecy-le-Vieux, Haute-Savoie, France',
}

beforeAll(async () => {
  await import('../../../src/web/features/home/pages/home-page')
  await import('../../../src/web/features/search/pages/search-page')
  await import('../../../src/web/components/date-range-calendar')
}, 30_000)

beforeEach(() => {
  state.responses['GET /3/search_locations/'] = (_body: unknown, init: unknown) => {
    const q = (init as { params: { query: { q: string } } }).params.query.q.toLowerCase()
    return { results: [annecy, annecyLeVieux].filter((place) => place.name.toLowerCase().startsWith(q)) }
  }
  state.responses['GET /3/products/'] = { count: 0, next: null, previous: null, results: [] }
  state.responses['GET /v4/geolocation/places/{slug}/'] = { ...annecy, ancestors: [], nearby: [] }
})

describe('home search', () => {
  it('searches a typed city as that place on /s, without picking a suggestion', async () => {
    const { router } = await renderApp('/')
    const form = await screen.findByRole('search', { name: 'Search a camper' }, SLOW)
    fireEvent.change(within(form).getByRole('combobox', { name: 'Where' }), { target: { value: 'Annecy' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/s'), SLOW)
    const params = new URLSearchParams(router.state.location.search)
    expect(params.get('place')).toBe('annecy')
    expect(params.has('address')).toBe(false)
    // /s shows the place's name in its own Where field.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Where' })).toHaveValue('Annecy'), SLOW)
  })

  it('searches the suggestion picked while typing', async () => {
    const { router } = await renderApp('/')
    const input = await screen.findByRole('combobox', { name: 'Where' }, SLOW)
    fireEvent.change(input, { target: { value: 'Annec' } })
    const listbox = await screen.findByRole('listbox', { name: 'Places' }, SLOW)
    fireEvent.click(await within(listbox).findByRole('option', { name: 'Annecy-le-Vieux, Haute-Savoie, France' }))
    expect(input).toHaveValue('Annecy-le-Vieux, Haute-Savoie, France')
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/s'), SLOW)
    expect(new URLSearchParams(router.state.location.search).get('place')).toBe('annecy-le-vieux')
  })

  it('says so when the typed text is no place, and stays on the home page', async () => {
    const { router } = await renderApp('/')
    const input = await screen.findByRole('combobox', { name: 'Where' }, SLOW)
    fireEvent.change(input, { target: { value: 'Atlantis' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(
      await screen.findByText(
        'We know no place called “Atlantis”. Check the spelling or pick a place from the list.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(router.state.location.pathname).toBe('/')
  })

  it('asks to pick one when the text starts several places', async () => {
    const { router } = await renderApp('/')
    const input = await screen.findByRole('combobox', { name: 'Where' }, SLOW)
    fireEvent.change(input, { target: { value: 'Annec' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(
      await screen.findByText('Several places start with “Annec”: pick one from the list.', {}, SLOW),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })

  it('searches with no place when Where is empty, and with the dates of the range picker', async () => {
    const { router } = await renderApp('/')
    const form = await screen.findByRole('search', { name: 'Search a camper' }, SLOW)
    fireEvent.click(within(form).getByRole('button', { name: /Dates/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose your dates' }, SLOW)
    // Next month: every one of its days is ahead.
    fireEvent.click(await within(dialog).findByRole('button', { name: /next month/i }, SLOW))
    const days = await waitFor(() => {
      const enabled = within(dialog)
        .getAllByRole('button')
        .filter((button) => button.closest('[data-day]') && !button.hasAttribute('disabled'))
      expect(enabled.length).toBeGreaterThan(3)
      return enabled
    }, SLOW)
    const from = days[1]!.closest('[data-day]')!.getAttribute('data-day')
    const to = days[3]!.closest('[data-day]')!.getAttribute('data-day')
    fireEvent.click(days[1]!)
    fireEvent.click(days[3]!)
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/s'), SLOW)
    expect(router.state.location.search).toBe(`?date_from=${from}&date_to=${to}`)
  }, 20_000)
})
