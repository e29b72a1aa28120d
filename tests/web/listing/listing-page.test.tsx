import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { addDays, addMonths, format, startOfMonth } from 'date-fns'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../support/render-app'
import { api } from '../../../src/web/lib/api-client'

const SLOW = { timeout: 5000 }
import { apiError } from '../support/mock-api-client'
import { state } from '../support/state'
import { lastCamperId } from '../../../src/web/chrome/last-viewed'
import { availabilitiesFixture, camperFixture, priceFixture, reviewsPage } from './fixtures'
import { stubIntersectionObserver } from '../support/intersection-observer'
import { activateRealCatalogs, activateSourceStrings } from '../support/catalogs'

// A test that switches to French's real catalogues leaves English behind it.
afterEach(activateSourceStrings)

// The page and its lightbox are lazy chunks: load them once so the first render does not wait on the transform.
beforeAll(async () => {
  await import('../../../src/web/features/listing/pages/listing-page')
  await import('../../../src/web/features/listing/components/photo-lightbox')
}, 30_000)

function mockListing(overrides: Record<string, unknown> = {}) {
  state.responses['GET /3/products/{id}/'] = camperFixture(overrides)
  state.responses['GET /v4/reviews/'] = (_body: unknown, init: unknown) => {
    const page = (init as { params: { query: { page: number } } }).params.query.page
    return reviewsPage(page)
  }
  state.responses['GET /3/products/{id}/availabilities/'] = availabilitiesFixture
  state.responses['GET /3/products/{id}/price/'] = priceFixture
}

describe('listing page', () => {
  it('renders the camper fields, rules, deposit, languages and owner', async () => {
    mockListing()
    await renderApp('/campers/42')
    expect(await screen.findByRole('heading', { level: 1, name: 'Blue Horizon Van' })).toBeInTheDocument()
    expect(screen.getByText('Campervan')).toBeInTheDocument()
    expect(screen.getByText('4 seats')).toBeInTheDocument()
    expect(screen.getByText('2 beds')).toBeInTheDocument()
    expect(screen.getByText('Nantes')).toBeInTheDocument()
    expect(screen.getByText(/12 reviews/)).toBeInTheDocument()
    expect(screen.getByText(/A cosy van for two/)).toBeInTheDocument()
    // Equipment keys read as words, under their category.
    expect(screen.getByText('Fridge')).toBeInTheDocument()
    expect(screen.getByText('Gas hob')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Comfort' })).toBeInTheDocument()
    expect(screen.queryByText('gas_hob')).not.toBeInTheDocument()
    // Rules: true → allowed, false → not allowed, null → on demand.
    expect(document.querySelector('[data-rule="pets"] dd')).toHaveTextContent('Allowed')
    expect(document.querySelector('[data-rule="smoking"] dd')).toHaveTextContent('Not allowed')
    expect(document.querySelector('[data-rule="abroad"] dd')).toHaveTextContent('On demand')
    expect(document.querySelector('[data-rule="hours"] dd')).toHaveTextContent(/Between 9:00\sAM and 6:00\sPM/)
    expect(screen.getByText('€800.00')).toBeInTheDocument()
    expect(screen.getByText('Card')).toBeInTheDocument()
    expect(screen.getByText('Cash')).toBeInTheDocument()
    expect(screen.getByText('French, German')).toBeInTheDocument()
    // Owner: a no-profile picture gives the initial letter, with both badges.
    const owner = screen.getByRole('region', { name: 'Your host' })
    expect(within(owner).getByRole('img', { name: 'Marie' })).toHaveTextContent('M')
    expect(within(owner).getAllByText('Best owner').length).toBeGreaterThan(0)
    expect(within(owner).getByText('Verified')).toBeInTheDocument()
    expect(lastCamperId()).toBe('42')
  })

  it('names the equipment and its categories in French', async () => {
    await activateRealCatalogs('fr')
    mockListing()
    await renderApp('/fr/campers/42')
    const section = await screen.findByRole('region', { name: 'Équipements' }, SLOW)
    expect(within(section).getByRole('heading', { name: 'Cuisine' })).toBeInTheDocument()
    expect(within(section).getByText('Réfrigérateur')).toBeInTheDocument()
    expect(within(section).getByText('Plaque de cuisson au gaz')).toBeInTheDocument()
    expect(within(section).getByRole('heading', { name: 'Confort' })).toBeInTheDocument()
    expect(within(section).getByText('Chauffage')).toBeInTheDocument()
  })

  it('builds the host languages, joining month and pick-up hours only when the reader nears them', async () => {
    const viewport = stubIntersectionObserver()
    try {
      mockListing()
      await renderApp('/campers/42')
      await screen.findByRole('heading', { level: 1, name: 'Blue Horizon Van' })
      const owner = screen.getByRole('region', { name: 'Your host' })
      // The lines keep their place (no layout shift) but hold no Intl text yet.
      expect(within(owner).getByText('Speaks:')).toBeInTheDocument()
      expect(within(owner).queryByText('French, German')).toBeNull()
      expect(within(owner).queryByText(/Member since/)).toBeNull()
      expect(document.querySelector('[data-rule="hours"] dt')).toHaveTextContent('Pick-up and return')
      expect(document.querySelector('[data-rule="hours"] dd')).not.toHaveTextContent(/Between/)
      viewport.reveal()
      expect(await within(owner).findByText('French, German')).toBeInTheDocument()
      expect(within(owner).getByText('Member since May 2020')).toBeInTheDocument()
      expect(document.querySelector('[data-rule="hours"] dd')).toHaveTextContent(/Between 9:00\sAM and 6:00\sPM/)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('sets the title and the Open Graph tags with the first photo cropped at 1200x630', async () => {
    mockListing()
    await renderApp('/campers/42')
    await screen.findByRole('heading', { level: 1, name: 'Blue Horizon Van' })
    await waitFor(() => expect(document.title).toBe('Blue Horizon Van · Roam'), SLOW)
    expect(document.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'https://media.roam.test/p/1.jpg?w=1200&h=630&fit=cover',
    )
    expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Blue Horizon Van · Roam')
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^A cosy van for two/)
  })

  it('replaces the head the server wrote for link previews, and names a photo of its own site by its full address', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta property="og:title" content="Served" data-served-head><meta name="description" content="Served" data-served-head>',
    )
    mockListing({ photos: [{ url: '/api/media/campers/4-1.svg', position: 0 }] })
    await renderApp('/campers/42')
    await screen.findByRole('heading', { level: 1, name: 'Blue Horizon Van' })
    await waitFor(
      () =>
        expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute(
          'content',
          'Blue Horizon Van · Roam',
        ),
      SLOW,
    )
    expect(document.querySelectorAll('[data-served-head]')).toHaveLength(0)
    expect(document.querySelectorAll('meta[property="og:title"]')).toHaveLength(1)
    expect(document.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${window.location.origin}/api/media/campers/4-1.svg?w=1200&h=630&fit=cover`,
    )
  })

  it("keeps the server's canonical link and structured data for their page only", async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="canonical" href="/campers/42" data-served-page="/campers/42">' +
        '<script type="application/ld+json" data-served-page="/campers/7">{}</script>',
    )
    mockListing()
    await renderApp('/fr/campers/42')
    await screen.findByRole('heading', { level: 1, name: 'Blue Horizon Van' }, SLOW)
    await waitFor(() => expect(document.querySelector('[data-served-page="/campers/7"]')).toBeNull(), SLOW)
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('data-served-page', '/campers/42')
    document.querySelector('[data-served-page]')?.remove()
  })

  it('pages the reviews with show more', async () => {
    mockListing()
    await renderApp('/campers/42')
    expect(await screen.findByText('Review number 10', {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByText('Review number 11')).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }))
    expect(await screen.findByText('Review number 12', {}, SLOW)).toBeInTheDocument()
    await waitFor(
      () => expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument(),
      SLOW,
    )
  })

  it('opens the photo lightbox and moves with the arrows', async () => {
    mockListing()
    await renderApp('/campers/42')
    fireEvent.click(await screen.findByRole('button', { name: 'Open photo 1 of 2' }, SLOW))
    const dialog = await screen.findByRole('dialog', {}, SLOW)
    expect(within(dialog).getByText('1 / 2')).toBeInTheDocument()
    fireEvent.keyDown(dialog, { key: 'ArrowRight' })
    expect(within(dialog).getByText('2 / 2')).toBeInTheDocument()
    fireEvent.keyDown(dialog, { key: 'ArrowRight' })
    expect(within(dialog).getByText('1 / 2')).toBeInTheDocument()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW)
  })

  it.each([
    ['not_found', apiError(404, { detail: 'Not found.', code: 'not_found' })],
    ['deleted', apiError(410, { detail: 'Deleted.', code: 'deleted' })],
  ])('gives the 404 page for %s', async (_code, error) => {
    state.responses['GET /3/products/{id}/'] = error
    await renderApp('/campers/42')
    expect(await screen.findByRole('heading', { level: 1 }, SLOW)).toHaveTextContent('Error 404: Page not found')
  })

  it('gives the 404 page for a non-numeric id', async () => {
    state.responses['GET /3/products/{id}/'] = apiError(404, { detail: 'Not found.', code: 'id_not_a_number' })
    await renderApp('/campers/abc')
    expect(await screen.findByRole('heading', { level: 1 }, SLOW)).toHaveTextContent('Error 404: Page not found')
  })
})

describe('price box', () => {
  const from = format(addDays(new Date(), 10), 'yyyy-MM-dd')
  const to = format(addDays(new Date(), 14), 'yyyy-MM-dd')

  it('shows the breakdown for the dates in the address and a request link', async () => {
    mockListing()
    await renderApp(`/campers/42?date_from=${from}&date_to=${to}`)
    expect(await screen.findByText('€89.00 × 4 days', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByText('€356.00')).toBeInTheDocument()
    expect(screen.getByText('−€26.00')).toBeInTheDocument()
    expect(screen.getByText('€25.00')).toBeInTheDocument()
    expect(screen.getByText('€355.00')).toBeInTheDocument()
    const cta = screen.getByRole('link', { name: 'Request to book' })
    // Signed out, the guest signs in and comes back to the same dates.
    expect(cta).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/campers/42?date_from=${from}&date_to=${to}`)}`,
    )
  })

  it('shows the price in the visitor’s currency as the server converted it, and says which currency is charged', async () => {
    mockListing({
      currency: 'CHF',
      price_per_day: '100.00',
      converted: { currency: 'USD', rate_day: '2026-12-04', rate: 1.153355, price_per_day: '115.34' },
    })
    state.responses['GET /3/products/{id}/price/'] = {
      ...priceFixture,
      currency: 'CHF',
      price_per_day: '100.00',
      total: '355.00',
      converted: {
        currency: 'USD',
        rate_day: '2026-12-04',
        rate: 1.153355,
        price_per_day: '115.34',
        final_booking_price: '380.61',
        total: '409.44',
      },
    }
    await renderApp(`/campers/42?date_from=${from}&date_to=${to}`)
    expect(await screen.findByRole('heading', { name: '≈ $115.34 per day' }, SLOW)).toBeInTheDocument()
    expect(screen.getByText('Charged in the owner’s currency: CHF 100.00 per day')).toBeInTheDocument()
    // The breakdown is what is charged; the converted total is the server's, said to be an indication.
    expect(await screen.findByText('CHF 355.00')).toBeInTheDocument()
    expect(screen.getByTestId('converted-total')).toHaveTextContent(
      'About $409.44 at the reference rate of December 4, 2026. You are charged in the owner’s currency, CHF.',
    )
    // The en-us storefront shows dollars: both reads asked for them.
    const asked = (path: string) =>
      (vi.mocked(api.GET).mock.calls as unknown as Array<[string, { params?: { query?: { currency?: string } } }]>)
        .filter(([called]) => called === path)
        .map(([, init]) => init?.params?.query?.currency)
    expect(asked('/3/products/{id}/')).toContain('USD')
    expect(asked('/3/products/{id}/price/')).toContain('USD')
  })

  it('shows the rental line at the server figure when there is no discount (original_booking_price null)', async () => {
    mockListing()
    state.responses['GET /3/products/{id}/price/'] = {
      ...priceFixture,
      nb_days: 5,
      price_per_day: '45.00',
      original_booking_price: null,
      final_booking_price: '225.00',
      discount: '0.00',
      total: '250.00',
    }
    await renderApp(`/campers/42?date_from=${from}&date_to=${to}`)
    const label = await screen.findByText('€45.00 × 5 days', {}, SLOW)
    expect(label.closest('div')!.querySelector('dd')).toHaveTextContent('€225.00')
    expect(screen.queryByText('€0.00')).not.toBeInTheDocument()
    expect(screen.queryByText('Discount')).not.toBeInTheDocument()
  })

  it('says in sentences why the dates are not available, never the raw reason codes', async () => {
    mockListing()
    state.responses['GET /3/products/{id}/price/'] = {
      ...priceFixture,
      available: false,
      min_days: 5,
      reasons: [
        'in_the_past',
        'not_available',
        'min_days',
        'too_far_in_future',
        'closed_day',
        'owner_on_holiday',
        'another_new_code',
      ],
    }
    await renderApp(`/campers/42?date_from=${from}&date_to=${to}`)
    const box = (await screen.findByText('This camper is not available for these dates.', {}, SLOW)).closest(
      '[role="alert"]',
    ) as HTMLElement
    const items = within(box)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(items).toEqual([
      'These dates are in the past.',
      'Some of these days are already booked or blocked by the owner.',
      // The quote's minimum for these dates (a period may ask more than the camper's own 3 days).
      'This camper is rented for at least 5 days.',
      'The owner does not take bookings this far ahead yet.',
      'The owner does not hand over or take back the camper on the first or last day you chose.',
      // Unknown codes share one generic sentence.
      'These dates cannot be booked.',
    ])
    expect(within(box).queryByText(/_/)).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Request to book' })).not.toBeInTheDocument()
  }, 30_000)

  it('refuses a stay shorter than the minimum', async () => {
    mockListing()
    const short = format(addDays(new Date(), 11), 'yyyy-MM-dd')
    await renderApp(`/campers/42?date_from=${from}&date_to=${short}`)
    expect(await screen.findByText('This camper is rented for at least 3 days.', {}, SLOW)).toBeInTheDocument()
  })
})

describe('availability calendar', () => {
  it('disables the unavailable days (date_to exclusive) and keeps the chosen start in the address', async () => {
    mockListing()
    const month = startOfMonth(addMonths(new Date(), 2))
    const day = (n: number) => format(addDays(month, n - 1), 'yyyy-MM-dd')
    state.responses['GET /3/products/{id}/availabilities/'] = {
      ...availabilitiesFixture,
      unavailable: [{ date_from: day(10), date_to: day(13), reason: 'booked' }],
    }
    await renderApp(`/campers/42?date_from=${day(5)}`)
    await waitFor(
      () => expect(document.querySelector(`[data-day="${day(10)}"]`)).toHaveAttribute('data-disabled', 'true'),
      SLOW,
    )
    expect(document.querySelector(`[data-day="${day(12)}"]`)).toHaveAttribute('data-disabled', 'true')
    expect(document.querySelector(`[data-day="${day(13)}"]`)).not.toHaveAttribute('data-disabled')
    expect(document.querySelector(`[data-day="${day(5)}"]`)).toHaveAttribute('data-selected', 'true')
  })
})

describe('availability calendar in the page language', () => {
  it('names months and weekdays in French on /fr, weeks starting on Monday', async () => {
    mockListing()
    const month = startOfMonth(addMonths(new Date(), 2))
    await renderApp(`/fr/campers/42?date_from=${format(addDays(month, 4), 'yyyy-MM-dd')}`)
    const header = await waitFor(() => {
      const first = document.querySelector('th.rdp-weekday')
      expect(first).not.toBeNull()
      return first!
    }, SLOW)
    expect(header).toHaveAttribute('aria-label', 'lundi')
    const caption = document.querySelector('.rdp-caption_label')!.textContent!
    expect(caption).toBe(new Intl.DateTimeFormat('fr', { month: 'long', year: 'numeric' }).format(month))
  })
})

describe('wishlist heart', () => {
  it('sends signed-out users to login with the current address', async () => {
    mockListing()
    const { router } = await renderApp('/campers/42')
    fireEvent.click(await screen.findByRole('button', { name: 'Save to a wishlist: Blue Horizon Van' }, SLOW))
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'), SLOW)
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/campers/42')}`)
  })

  it('is filled when the camper is in a list and adds it to another', async () => {
    state.loggedIn = true
    mockListing()
    state.responses['GET /3/users/me/'] = {
      id: 2,
      email: 'g@roam.test',
      first_name: 'Gus',
      is_owner: false,
      is_staff: false,
      is_pro: false,
    }
    state.responses['GET /3/wishlists/products/'] = { product_ids: [42] }
    state.responses['GET /3/wishlists/'] = {
      count: 2,
      results: [
        {
          slug: 'summer',
          name: 'Summer',
          created_at: '',
          updated_at: '',
          is_mine: true,
          ad_set: [{ id: 42, photos: [] }],
        },
        { slug: 'winter', name: 'Winter', created_at: '', updated_at: '', is_mine: true, ad_set: [] },
      ],
    }
    const added: unknown[] = []
    state.responses['POST /3/wishlist/{slug}/product/'] = (body: unknown) => {
      added.push(body)
      return null
    }
    await renderApp('/campers/42')
    const heart = await screen.findByRole('button', { name: 'Saved to a wishlist: Blue Horizon Van' }, SLOW)
    expect(heart).toHaveAttribute('aria-pressed', 'true')
    fireEvent.click(heart)
    const dialog = await screen.findByRole('dialog', {}, SLOW)
    expect(await within(dialog).findByRole('checkbox', { name: 'Summer' })).toBeChecked()
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Winter' }))
    await waitFor(() => expect(added).toEqual([{ product_id: 42 }]), SLOW)
    expect(await screen.findByText('Added to your wishlist.', {}, SLOW)).toBeInTheDocument()
  })
})
