import { render, screen, waitFor } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MemoryRouter, RouterProvider } from 'react-router'
import { QueryClient } from '@tanstack/react-query'
import { ToastsProvider } from '../../src/web/chrome/toasts-context'
import { createTestRouter } from '../../src/web/app/router'
import { describe, expect, it } from 'vitest'
import { ErrorPage } from '../../src/web/chrome/error-page'
import { renderApp } from './support/render-app'
import { state } from './support/state'

describe('error page', () => {
  it('shows the status code in the title, two messages and a button to the search', () => {
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <ErrorPage status={500} />
        </MemoryRouter>
      </I18nProvider>,
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Error 500: Something went wrong')
    expect(screen.getByText('An unexpected error stopped this page from loading.')).toBeInTheDocument()
    expect(screen.getByText(/why not start a new search/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Search campers' })).toHaveAttribute('href', '/s')
  })

  it('renders "Page not found" inside the chrome for unknown routes', async () => {
    await renderApp('/no/such/page')
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Error 404: Page not found')
    expect(screen.getByRole('banner')).toBeInTheDocument()
    // The footer loads near the viewport: at once where there is no IntersectionObserver (jsdom).
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument()
  })

  it('answers an unknown dashboard address with the dashboard 404 and a way back to the dashboard', async () => {
    state.loggedIn = true
    state.responses['GET /3/users/me/'] = { id: 2, email: 'guest@roam.test', first_name: 'Lena', is_owner: false }
    await renderApp('/d/trips/31/nowhere')
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent(
      'Error 404: Page not found',
    )
    expect(screen.getByText(/not part of your dashboard/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to my dashboard' })).toHaveAttribute('href', '/d/account')
    expect(screen.queryByText(/Coming soon/)).not.toBeInTheDocument()
  })

  it('renders "Page not found" for a first segment that is not a locale', async () => {
    await renderApp('/caravans')
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Error 404')
  })

  it('gives the error page when the routing referential is invalid', async () => {
    state.responses['GET /api/internals/referential/routing'] = { links: 'nope' }
    await renderApp('/')
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Error 500'))
    expect(screen.getByRole('link', { name: 'Search campers' })).toBeInTheDocument()
  })

  it('makes /login an error when no sign-in address is configured', async () => {
    state.config.signInUrl = null
    await renderApp('/login')
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Error 500')
  })

  it('tells non-staff users /login/log-as is for staff', async () => {
    state.loggedIn = true
    state.responses['GET /3/users/me/'] = {
      id: 2,
      email: 'g@roam.test',
      first_name: 'Gus',
      is_owner: false,
      is_staff: false,
      is_pro: false,
    }
    await renderApp('/login/log-as')
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('This page is for Roam staff')
  })

  it('answers ok on /ping/front', async () => {
    const router = createTestRouter({ queryClient: new QueryClient(), config: state.config }, ['/ping/front'])
    render(
      <I18nProvider i18n={i18n}>
        <ToastsProvider>
          <RouterProvider router={router} />
        </ToastsProvider>
      </I18nProvider>,
    )
    expect(await screen.findByText('ok')).toBeInTheDocument()
  })
})
