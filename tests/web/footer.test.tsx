import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { api, apiError } from './support/mock-api-client'
import { renderApp } from './support/render-app'
import { routingFixture, state } from './support/state'
import { stubIntersectionObserver } from './support/intersection-observer'

function icons(group: string): string[] {
  return within(screen.getByRole('list', { name: group }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-icon')!)
}

describe('footer', () => {
  it('loads with its review stats only when the reader nears it', async () => {
    const viewport = stubIntersectionObserver()
    try {
      await renderApp('/')
      expect(document.querySelector('.site-footer-anchor')).not.toBeNull()
      expect(screen.queryByRole('contentinfo')).toBeNull()
      expect(vi.mocked(api.GET).mock.calls.some(([path]) => path === '/api/internals/referential/stats')).toBe(false)
      viewport.reveal()
      expect(await screen.findByRole('contentinfo')).toBeInTheDocument()
      await waitFor(() => expect(screen.getByTestId('footer-rating')).toHaveTextContent('reviews'))
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('maps payment types to icons in two groups, skipping duplicates', async () => {
    state.responses['GET /api/internals/referential'] = {
      phone_number: null,
      can_publish_camper: true,
      payment_type_available: ['card', 'card_2', 'cred_4', 'ho_vou', 'sofort', 'klarna', 'paypal'],
    }
    await renderApp('/')
    expect(await screen.findByRole('list', { name: 'Payment means' })).toBeInTheDocument()
    expect(icons('Payment means')).toEqual(['mastercard', 'visa', 'ancv', 'klarna', 'paypal'])
    expect(icons('Easy payment')).toEqual(['cb2x', 'floa4x'])
  })

  it('shows the routing links, store links, the current year and the stats rating', async () => {
    await renderApp('/')
    const footer = await screen.findByRole('contentinfo')
    await waitFor(() =>
      expect(within(footer).getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', routingFixture.jobs),
    )
    for (const name of [
      'Our team',
      'Press',
      'Partners',
      'Blog',
      'Contact us',
      'Frequently asked questions',
      'Gift card',
      'Customer reviews',
      'Ambassador programme',
      'Rental contract',
      'Create an account',
      'Cancelling a trip',
      'Pricing my camper',
      'Insurance',
      'Roadside assistance',
      'Facebook',
      'Instagram',
      'YouTube',
      'Pinterest',
    ]) {
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument()
    }
    expect(within(footer).getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      routingFixture.app_store_ios,
    )
    expect(within(footer).getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      routingFixture.app_store_android,
    )
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Roam`)
    const legal = within(footer).getByRole('navigation', { name: 'Legal' })
    expect(within(legal).getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms')
    expect(within(legal).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/privacy/cookies')
    await waitFor(() => expect(screen.getByTestId('footer-rating')).toHaveTextContent('4.8/5 from 1,234 reviews'))
  })

  it('asks the trusted shop only when the stats gave no review count', async () => {
    state.responses['GET /api/internals/referential/stats'] = { count: 0, average: 0 }
    state.responses['GET /api/internals/trustedshop'] = { totalReviewCount: 321, overallMark: 4.6 }
    await renderApp('/')
    await waitFor(() => expect(screen.getByTestId('footer-rating')).toHaveTextContent('4.6/5 from 321 reviews'))
  })

  it('keeps zeros when the trusted shop fails', async () => {
    state.responses['GET /api/internals/referential/stats'] = { count: null, average: null }
    state.responses['GET /api/internals/trustedshop'] = apiError(429, { detail: 'Too many' })
    await renderApp('/')
    await waitFor(() => expect(screen.getByTestId('footer-rating')).toHaveTextContent('0.0/5 from 0 reviews'))
  })
})
