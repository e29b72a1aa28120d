import { screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderApp } from '../support/render-app'
import { apiError } from '../support/mock-api-client'
import { state } from '../support/state'

const PLACE = 'GET /v4/geolocation/places/{slug}/'

beforeAll(async () => {
  await import('../../../src/web/features/search/pages/place-page')
}, 30_000)

describe('/campervan-hire/{slug}', () => {
  it('shows the place, its breadcrumbs in ancestor order and nearby places', async () => {
    state.responses[PLACE] = {
      slug: 'lyon',
      name: 'Lyon',
      place_type: 'LOC',
      latitude: 45.76,
      longitude: 4.83,
      population: 500000,
      ancestors: [
        { slug: 'rhone', name: 'Rhône', place_type: 'LVL2' },
        { slug: 'france', name: 'France', place_type: 'COUNTRY' },
      ],
      nearby: [{ slug: 'villeurbanne', name: 'Villeurbanne', distance_km: 4 }],
    }
    state.responses['GET /3/products/'] = { count: 0, next: null, previous: null, results: [] }
    await renderApp('/campervan-hire/lyon')
    expect(await screen.findByRole('heading', { name: 'Campervan hire in Lyon' })).toBeInTheDocument()
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect([...crumbs.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Campervan hire',
      'France',
      'Rhône',
      'Lyon',
    ])
    expect(screen.getByRole('link', { name: 'Villeurbanne' })).toHaveAttribute('href', '/campervan-hire/villeurbanne')
  })

  it('redirects to the slug a 406 carries', async () => {
    state.responses[PLACE] = (_: unknown) => apiError(406, { detail: 'Moved', slug: 'lyon' })
    const { router } = await renderApp('/campervan-hire/lyon-old')
    await waitFor(() => expect(router.state.location.pathname).toBe('/campervan-hire/lyon'))
  })

  it('gives the 404 page for an unknown place', async () => {
    state.responses[PLACE] = (_: unknown) => apiError(404, { code: 'invalid_place', detail: 'Unknown place.' })
    await renderApp('/campervan-hire/atlantis')
    expect(await screen.findByRole('heading', { name: /Page not found/ })).toBeInTheDocument()
  })
})

describe('/campervan-hire', () => {
  it('lists the top places', async () => {
    state.responses['GET /v4/geolocation/places/'] = {
      results: [
        { slug: 'lyon', name: 'Lyon', place_type: 'LOC' },
        { slug: 'porto', name: 'Porto', place_type: 'LOC' },
      ],
    }
    await renderApp('/campervan-hire')
    expect(await screen.findByRole('link', { name: 'Porto' }, { timeout: 3000 })).toHaveAttribute(
      'href',
      '/campervan-hire/porto',
    )
  })
})
