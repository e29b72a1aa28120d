import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderApp } from '../support/render-app'
import { apiError } from '../support/mock-api-client'
import { state } from '../support/state'

const REVIEWS = 'GET /v4/reviews/'

function review(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    rating: 5,
    comment: `Lovely trip ${id}.`,
    language: 'fr',
    photo: null,
    published_date: '2026-05-02T10:00:00.000Z',
    author: { id: 100 + id, first_name: `Guest${id}`, profile_picture: { url: null } },
    camper_id: 40 + id,
    camper_title: `Camper ${id}`,
    author_type: 'guest',
    ...overrides,
  }
}

type Init = { params?: { query?: Record<string, unknown> } }
const queries: Array<Record<string, unknown>> = []
const answerWith =
  (results: unknown[], count = results.length) =>
  (_: unknown, init: Init) => {
    queries.push(init?.params?.query ?? {})
    return { count, next: null, previous: null, results }
  }

beforeAll(async () => {
  await import('../../../src/web/features/community/pages/all-reviews-page')
  await import('../../../src/web/features/community/pages/pictures-wall-page')
}, 30_000)

describe('/community', () => {
  it('lands on all-reviews, keeping the locale prefix', async () => {
    state.responses[REVIEWS] = answerWith([review(1)])
    const { router } = await renderApp('/fr/community')
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/community/all-reviews'))
  })

  it('lists reviews with author, stars, language, comment and camper link, under the marketplace rating', async () => {
    queries.length = 0
    state.responses[REVIEWS] = answerWith([review(1), review(2, { rating: 3, language: 'de' })], 25)
    await renderApp('/community/all-reviews?page=2')
    expect(await screen.findByText('Lovely trip 1.')).toBeInTheDocument()
    expect(queries.at(-1)).toEqual({ page: 2, page_size: 10 })
    const items = screen.getAllByRole('article')
    expect(within(items[0]!).getByText('Guest1')).toBeInTheDocument()
    expect(within(items[0]!).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument()
    expect(within(items[0]!).getByText('French')).toBeInTheDocument()
    expect(within(items[0]!).getByRole('link', { name: 'Camper 1' })).toHaveAttribute('href', '/campers/41')
    expect(within(items[1]!).getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument()
    // The marketplace rating is its own query and may arrive after the reviews.
    expect(await screen.findByText('4.8/5')).toBeInTheDocument()
    expect(screen.getByText('from 1,234 reviews')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/community/all-reviews?page=3')
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/community/all-reviews')
  })

  it('forces page 1 when the page is empty or invalid', async () => {
    state.responses[REVIEWS] = answerWith([review(1)])
    for (const url of ['/community/all-reviews?page=', '/community/pictures-wall?page=abc']) {
      const { router, unmount } = await renderApp(url)
      await waitFor(() => expect(router.state.location.search).toBe('?page=1'))
      unmount()
    }
  })

  it('offers the first page past the last one', async () => {
    state.responses[REVIEWS] = () => apiError(404, { detail: 'Invalid page.', code: 'invalid_page' })
    await renderApp('/community/all-reviews?page=9')
    expect(await screen.findByText('This page does not exist.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the first page' })).toHaveAttribute(
      'href',
      '/community/all-reviews',
    )
  })

  it('shows the pictures wall: photos only, each opening its camper', async () => {
    queries.length = 0
    state.responses[REVIEWS] = answerWith([review(3, { photo: { url: '/api/media/campers/5-2.svg' } })])
    await renderApp('/community/pictures-wall')
    const photo = await screen.findByRole('img', { name: "Guest3's trip with Camper 3" })
    expect(photo).toHaveAttribute('src', '/api/media/campers/5-2.svg')
    expect(photo.closest('a')).toHaveAttribute('href', '/campers/43')
    expect(queries.at(-1)).toMatchObject({ with_photos: 'true', page: 1 })
  })
})
