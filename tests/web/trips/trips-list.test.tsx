import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'
import { signedIn, trip } from './fixtures'

const SLOW = { timeout: 5000 }

beforeAll(async () => {
  await import('../../../src/web/features/trips/pages/trips-page')
}, 30_000)

const options = {
  meta_states: [
    { value: 'TO_DO', count: 2 },
    { value: 'WAITING', count: 1 },
    { value: 'CONFIRMED', count: 1 },
    { value: 'ARCHIVED', count: 12 },
  ],
  states: [],
  years: [2026, 2027],
  cancel_reasons: [],
  purposes: [],
}

describe('/d/trips', () => {
  it('sends signed-out visitors to sign in', async () => {
    const { router } = await renderApp('/d/trips')
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'), SLOW)
  }, 15_000)

  it('lists the trips of the meta state in the address, with the tabs and their counts', async () => {
    signedIn()
    const queries: unknown[] = []
    state.responses['GET /v4/bookings-guest/options/'] = options
    state.responses['GET /v4/bookings-guest/'] = (_body: unknown, init: unknown) => {
      queries.push((init as { params: { query: unknown } }).params.query)
      return { count: 1, next: null, previous: null, results: [trip()] }
    }
    await renderApp('/d/trips?meta_state=todo')
    const card = await screen.findByRole('link', { name: /Blue Horizon Van/ }, SLOW)
    expect(card).toHaveAttribute('href', '/d/trips/31')
    expect(within(card).getByText('Accepted, to pay')).toBeInTheDocument()
    expect(queries[0]).toEqual({ page: 1, page_size: 10, meta_state: 'TO_DO' })
    const tabs = screen.getByRole('navigation', { name: 'Trip filters' })
    expect(within(tabs).getByRole('link', { name: /To do/ })).toHaveAttribute('aria-current', 'page')
    expect(await within(tabs).findByRole('link', { name: /^Archived\s*12$/ }, SLOW)).toHaveAttribute(
      'href',
      '/d/trips?meta_state=archived',
    )
  }, 15_000)

  it('filters by year and pages through the trips', async () => {
    signedIn()
    const queries: Array<Record<string, unknown>> = []
    state.responses['GET /v4/bookings-guest/options/'] = options
    state.responses['GET /v4/bookings-guest/'] = (_body: unknown, init: unknown) => {
      const query = (init as { params: { query: Record<string, unknown> } }).params.query
      queries.push(query)
      return { count: 12, next: null, previous: null, results: [trip({ id: 100 + Number(query.page) })] }
    }
    const { router } = await renderApp('/d/trips?meta_state=archived')
    fireEvent.click(await screen.findByRole('link', { name: 'Next' }, SLOW))
    await waitFor(() => expect(router.state.location.search).toBe('?meta_state=archived&page=2'), SLOW)
    await waitFor(
      () => expect(screen.getByRole('link', { name: /Blue Horizon Van/ })).toHaveAttribute('href', '/d/trips/102'),
      SLOW,
    )
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument()
    fireEvent.change(await screen.findByLabelText('Year', {}, SLOW), { target: { value: '2027' } })
    await waitFor(() => expect(router.state.location.search).toBe('?meta_state=archived&year=2027'), SLOW)
    await waitFor(
      () => expect(queries.at(-1)).toEqual({ page: 1, page_size: 10, meta_state: 'ARCHIVED', year: 2027 }),
      SLOW,
    )
  }, 15_000)

  it('says when there is no trip', async () => {
    signedIn()
    state.responses['GET /v4/bookings-guest/options/'] = options
    state.responses['GET /v4/bookings-guest/'] = { count: 0, next: null, previous: null, results: [] }
    await renderApp('/d/trips')
    expect(await screen.findByText('No trip here yet.', {}, SLOW)).toBeInTheDocument()
  }, 15_000)
})
