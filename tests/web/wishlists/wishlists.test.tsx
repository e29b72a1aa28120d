import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderApp } from '../support/render-app'

const SLOW = { timeout: 5000 }
import { state } from '../support/state'

beforeAll(async () => {
  await import('../../../src/web/features/wishlists/pages/wishlists-page')
  await import('../../../src/web/features/wishlists/pages/wishlist-page')
}, 30_000)

const camper = {
  id: 42,
  title: 'Blue Horizon Van',
  vehicle_type: 4,
  seats: 4,
  beds: 2,
  price_per_day: '89.00',
  currency: 'EUR',
  photos: [{ url: 'https://media.roam.test/p/1.jpg', position: 1 }],
  review_average: 4.6,
  review_count: 12,
  location: { city: 'Nantes', country_code: 'FR' },
  instant_booking: false,
}

function list(overrides: Record<string, unknown> = {}) {
  return {
    slug: 'summer-trip',
    name: 'Summer trip',
    created_at: '2026-01-01',
    updated_at: '2026-01-01',
    is_mine: true,
    ad_set: [camper],
    ...overrides,
  }
}

function signedIn() {
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = {
    id: 2,
    email: 'g@roam.test',
    first_name: 'Gus',
    is_owner: false,
    is_staff: false,
    is_pro: false,
  }
}

describe('/d/wishlists', () => {
  it('sends signed-out visitors to sign in', async () => {
    const { router } = await renderApp('/d/wishlists')
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'), SLOW)
  })

  it('lists the wishlists with cover and count, and creates one', async () => {
    signedIn()
    let lists = [list()]
    state.responses['GET /3/wishlists/'] = () => ({ count: lists.length, results: lists })
    const created: unknown[] = []
    state.responses['POST /3/wishlists/'] = (body: unknown) => {
      created.push(body)
      const made = list({ slug: 'winter', name: 'Winter', ad_set: [] })
      lists = [...lists, made]
      return made
    }
    await renderApp('/d/wishlists')
    const link = await screen.findByRole('link', { name: /Summer trip/ }, SLOW)
    expect(link).toHaveAttribute('href', '/d/wishlists/summer-trip')
    expect(within(link).getByText('1 camper')).toBeInTheDocument()
    expect(link.querySelector('img')).toHaveAttribute('src', 'https://media.roam.test/p/1.jpg')
    fireEvent.change(screen.getByLabelText('New wishlist'), { target: { value: 'Winter' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create' }))
    await waitFor(() => expect(created).toEqual([{ name: 'Winter' }]), SLOW)
    expect(await screen.findByRole('link', { name: /Winter/ }, SLOW)).toBeInTheDocument()
    expect(await screen.findByText('Wishlist created.')).toBeInTheDocument()
  })

  it('renames a wishlist', async () => {
    signedIn()
    let name = 'Summer trip'
    state.responses['GET /3/wishlists/'] = () => ({ count: 1, results: [list({ name })] })
    state.responses['PATCH /3/wishlist/{slug}/'] = (body: unknown) => {
      name = (body as { name: string }).name
      return list({ name })
    }
    await renderApp('/d/wishlists')
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Summer trip' }, SLOW))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Road trip' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('link', { name: /Road trip/ }, SLOW)).toBeInTheDocument()
    expect(await screen.findByText('Wishlist renamed.', {}, SLOW)).toBeInTheDocument()
  })

  it('deletes a wishlist after confirmation', async () => {
    signedIn()
    let lists = [list()]
    state.responses['GET /3/wishlists/'] = () => ({ count: lists.length, results: lists })
    state.responses['DELETE /3/wishlist/{slug}/'] = () => {
      lists = []
      return null
    }
    await renderApp('/d/wishlists')
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Summer trip' }, SLOW))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(/cannot be undone/)).toBeInTheDocument()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: /Summer trip/ })).not.toBeInTheDocument(), SLOW)
    expect(await screen.findByText('Wishlist deleted.', {}, SLOW)).toBeInTheDocument()
  })
})

describe('/d/wishlists/:slug', () => {
  it('shows the campers linking to their page and removes one', async () => {
    signedIn()
    let adSet = [camper]
    state.responses['GET /3/wishlist/{slug}/'] = () => list({ ad_set: adSet })
    const removed: unknown[] = []
    state.responses['DELETE /3/wishlist/{slug}/product/'] = (_body: unknown, init: unknown) => {
      removed.push((init as { params: unknown }).params)
      adSet = []
      return null
    }
    await renderApp('/d/wishlists/summer-trip')
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer trip' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Blue Horizon Van/ })).toHaveAttribute('href', '/campers/42')
    fireEvent.click(screen.getByRole('button', { name: 'Remove Blue Horizon Van from the list' }))
    await waitFor(() => expect(removed).toEqual([{ path: { slug: 'summer-trip' }, query: { product_id: 42 } }]), SLOW)
    expect(await screen.findByText('This wishlist is empty.', {}, SLOW)).toBeInTheDocument()
  })

  it('copies the share link', async () => {
    signedIn()
    state.responses['GET /3/wishlist/{slug}/'] = list()
    const copied: string[] = []
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: async (text: string) => {
          copied.push(text)
        },
      },
    })
    await renderApp('/d/wishlists/summer-trip')
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }, SLOW))
    await waitFor(() => expect(copied).toEqual([`${window.location.origin}/d/wishlists/summer-trip`]), SLOW)
    expect(await screen.findByText('Link copied to the clipboard.', {}, SLOW)).toBeInTheDocument()
  })

  it("is read-only for someone else's list", async () => {
    signedIn()
    state.responses['GET /3/wishlist/{slug}/'] = list({ is_mine: false })
    await renderApp('/d/wishlists/summer-trip')
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer trip' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Rename/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument()
  })
})
