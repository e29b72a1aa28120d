import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'
import { ownerBooking, ownerOptions, signedInAs } from './fixtures'
import { activateRealCatalogs, activateSourceStrings } from '../support/catalogs'

// A test that switches to French's real catalogues leaves English behind it.
afterEach(activateSourceStrings)

const SLOW = { timeout: 5000 }

beforeAll(async () => {
  await import('../../../src/web/features/owner-bookings/pages/owner-bookings-page')
  await import('../../../src/web/features/trips/pages/trips-page')
  await import('../../../src/web/features/account/pages/account-page')
}, 30_000)

/** Answers the list call, keeping every query it was asked. */
function listing(results: (query: Record<string, unknown>) => unknown[], count = 1) {
  const queries: Array<Record<string, unknown>> = []
  state.responses['GET /v4/bookings-owner/'] = (_body: unknown, init: unknown) => {
    const query = (init as { params: { query: Record<string, unknown> } }).params.query
    queries.push(query)
    return { count, next: null, previous: null, results: results(query) }
  }
  return queries
}

describe('/d/bookings', () => {
  it('sends a signed-in guest who owns no camper to their trips', async () => {
    signedInAs(false)
    state.responses['GET /v4/bookings-guest/options/'] = ownerOptions(0, 0, 0)
    state.responses['GET /v4/bookings-guest/'] = { count: 0, next: null, previous: null, results: [] }
    const { router } = await renderApp('/d/bookings')
    await waitFor(() => expect(router.state.location.pathname).toBe('/d/trips'), SLOW)
  }, 15_000)

  it.each([
    ['en', '/d/bookings', '1 traveller', '2 travellers'],
    ['fr', '/fr/d/bookings', '1 voyageur', '2 voyageurs'],
  ])(
    'counts the travellers of each booking in %s, one or many',
    async (locale, url, one, two) => {
      await activateRealCatalogs(locale)
      signedInAs(true)
      state.responses['GET /v4/bookings-owner/options/'] = ownerOptions(2, 0, 0)
      listing(() => [ownerBooking({ id: 31, travelers: 1 }), ownerBooking({ id: 32, travelers: 2 })], 2)
      await renderApp(url)
      const cards = await screen.findAllByTestId('owner-booking-card', {}, SLOW)
      expect(cards[0]).toHaveTextContent(one)
      expect(cards[1]).toHaveTextContent(two)
    },
    15_000,
  )

  it('sends signed-out visitors to sign in', async () => {
    const { router } = await renderApp('/d/bookings/31')
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'), SLOW)
  }, 15_000)

  it('opens on the first non-empty of TO_DO, WAITING, CONFIRMED and lists its bookings with the tab counts', async () => {
    signedInAs(true)
    state.responses['GET /v4/bookings-owner/options/'] = ownerOptions(0, 2, 5)
    const queries = listing(() => [
      ownerBooking({ meta_state: 'waiting', state: 'ACCEPTED', display_state: 'ACCEPTED' }),
    ])
    const { router } = await renderApp('/d/bookings')
    await waitFor(() => expect(router.state.location.search).toBe('?meta_state=waiting'), SLOW)
    const card = await screen.findByRole('link', { name: /Blue Horizon Van/ }, SLOW)
    expect(card).toHaveAttribute('href', '/d/bookings/31')
    expect(within(card).getByText('Accepted, waiting for payment')).toBeInTheDocument()
    expect(within(card).getByText('Lena, from Jul 1, 2027 to Jul 8, 2027')).toBeInTheDocument()
    expect(queries[0]).toEqual({ meta_state: 'WAITING', page: 1, page_size: 10 })
    const tabs = screen.getByRole('navigation', { name: 'Booking filters' })
    expect(within(tabs).getByRole('link', { name: /^Waiting\s*2$/ })).toHaveAttribute('aria-current', 'page')
    expect(within(tabs).getByRole('link', { name: /^Archived\s*12$/ })).toHaveAttribute(
      'href',
      '/d/bookings?meta_state=archived',
    )
    expect(screen.queryByLabelText('State')).not.toBeInTheDocument()
  }, 15_000)

  it('asks for the options once: the loader’s answer serves the page it opens', async () => {
    signedInAs(true)
    let asked = 0
    state.responses['GET /v4/bookings-owner/options/'] = () => {
      asked += 1
      return ownerOptions(0, 2, 5)
    }
    listing(() => [ownerBooking({ meta_state: 'waiting', state: 'ACCEPTED', display_state: 'ACCEPTED' })])
    await renderApp('/d/bookings')
    await screen.findByRole('link', { name: /Blue Horizon Van/ }, SLOW)
    const tabs = screen.getByRole('navigation', { name: 'Booking filters' })
    expect(within(tabs).getByRole('link', { name: /^Waiting\s*2$/ })).toBeInTheDocument()
    expect(asked).toBe(1)
  }, 15_000)

  it('filters ARCHIVED on TO_COME until another state is chosen, and pages through', async () => {
    signedInAs(true)
    state.responses['GET /v4/bookings-owner/options/'] = ownerOptions(1, 0, 0)
    const queries = listing(
      (query) => [
        ownerBooking({ id: 100 + Number(query.page), state: 'TO_COME', display_state: 'DONE', meta_state: 'archived' }),
      ],
      12,
    )
    const { router } = await renderApp('/d/bookings?meta_state=archived')
    await screen.findByRole('link', { name: /Blue Horizon Van/ }, SLOW)
    expect(queries[0]).toEqual({ meta_state: 'ARCHIVED', state: 'TO_COME', page: 1, page_size: 10 })
    expect(screen.getByLabelText('State')).toHaveValue('TO_COME')
    fireEvent.click(screen.getByRole('link', { name: 'Next' }))
    await waitFor(() => expect(router.state.location.search).toBe('?meta_state=archived&page=2'), SLOW)
    await waitFor(
      () => expect(screen.getByRole('link', { name: /Blue Horizon Van/ })).toHaveAttribute('href', '/d/bookings/102'),
      SLOW,
    )
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'CANCELLED_GUEST' } })
    await waitFor(() => expect(router.state.location.search).toBe('?meta_state=archived&state=cancelled_guest'), SLOW)
    await waitFor(
      () =>
        expect(queries.at(-1)).toEqual({ meta_state: 'ARCHIVED', state: 'CANCELLED_GUEST', page: 1, page_size: 10 }),
      SLOW,
    )
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'all' } })
    // The loader prefetches before the address changes, and the page renders after it: wait for the page.
    await waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('all'), SLOW)
    expect(router.state.location.search).toBe('?meta_state=archived&state=all')
    await waitFor(() => expect(queries.at(-1)).toEqual({ meta_state: 'ARCHIVED', page: 1, page_size: 10 }), SLOW)
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2027' } })
    await waitFor(() => expect(router.state.location.search).toBe('?meta_state=archived&year=2027&state=all'), SLOW)
    await waitFor(
      () => expect(queries.at(-1)).toEqual({ meta_state: 'ARCHIVED', page: 1, page_size: 10, year: 2027 }),
      SLOW,
    )
  }, 30_000)

  it('opens on TO_DO and says so when nothing is to do, waiting or confirmed', async () => {
    signedInAs(true)
    state.responses['GET /v4/bookings-owner/options/'] = ownerOptions(0, 0, 0, 4)
    listing(() => [], 0)
    const { router } = await renderApp('/d/bookings')
    await waitFor(() => expect(router.state.location.search).toBe('?meta_state=todo'), SLOW)
    expect(await screen.findByText('No booking here.', {}, SLOW)).toBeInTheDocument()
  }, 15_000)

  it('is linked from the account page for owners only', async () => {
    signedInAs(true)
    await renderApp('/d/account')
    expect(await screen.findByRole('link', { name: /Bookings of my campers/ }, SLOW)).toHaveAttribute(
      'href',
      '/d/bookings',
    )
  }, 15_000)

  it('is not linked from a guest’s account page', async () => {
    signedInAs(false)
    await renderApp('/d/account')
    expect(await screen.findByText('Guest', {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Bookings of my campers/ })).toBeNull()
  }, 15_000)
})
