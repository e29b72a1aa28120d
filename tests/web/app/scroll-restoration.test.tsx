import { act, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'
import { availabilitiesFixture, camperFixture, priceFixture, reviewsPage } from '../listing/fixtures'

const SLOW = { timeout: 5000 }

// The listing is a lazy route: load its chunk once so the navigation does not wait on a cold transform.
beforeAll(async () => {
  await import('../../../src/web/features/listing/pages/listing-page')
}, 30_000)

describe('scroll restoration', () => {
  it('opens a listing from a scrolled search at its top, and going back returns to the same place', async () => {
    state.responses['GET /3/products/{id}/'] = camperFixture()
    state.responses['GET /v4/reviews/'] = reviewsPage(1)
    state.responses['GET /3/products/{id}/availabilities/'] = availabilitiesFixture
    state.responses['GET /3/products/{id}/price/'] = priceFixture
    state.responses['GET /3/products/'] = { count: 0, next: null, previous: null, results: [] }
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const { router } = await renderApp('/s')
    // The reader has scrolled down the results.
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(2400)
    scrollTo.mockClear()
    await act(() => router.navigate('/campers/42'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Blue Horizon Van' }, SLOW)).toBeInTheDocument()
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    scrollTo.mockClear()
    await act(() => router.navigate(-1))
    expect(scrollTo).toHaveBeenCalledWith(0, 2400)
  }, 30_000)

  it('opens a page loaded by its address at its top, not where another page loaded by its address was left', async () => {
    state.responses['GET /3/products/'] = { count: 0, next: null, previous: null, results: [] }
    // What the browser kept when the reader left a page opened by its address (the English results) far down it.
    sessionStorage.setItem('react-router-scroll-positions', JSON.stringify({ default: 2400, '/s': 2400 }))
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    await renderApp('/fr/s')
    expect(scrollTo).not.toHaveBeenCalledWith(0, 2400)
    // The same address loaded again (a reload) returns to where it was left.
    sessionStorage.setItem('react-router-scroll-positions', JSON.stringify({ '/fr/s': 1200 }))
    scrollTo.mockClear()
    await renderApp('/fr/s')
    expect(scrollTo).toHaveBeenCalledWith(0, 1200)
    sessionStorage.clear()
  }, 30_000)
})
