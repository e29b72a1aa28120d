import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { writeLocaleCookie } from '../../src/web/lib/locale-cookie'
import { renderApp } from './support/render-app'
import { state } from './support/state'

describe('locale prefix routing', () => {
  it('reads the locale from the prefix, sets <html lang> and emits alternate links with x-default', async () => {
    await renderApp('/fr-be/s?beds=2')
    expect(await screen.findByRole('heading', { level: 1, name: 'Search campers' })).toBeInTheDocument()
    await waitFor(() => expect(document.documentElement.lang).toBe('fr-BE'))
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')]
    const hreflangs = alternates.map((link) => link.getAttribute('hreflang'))
    expect(hreflangs).toContain('x-default')
    expect(hreflangs).toContain('de')
    expect(alternates.find((link) => link.getAttribute('hreflang') === 'x-default')?.getAttribute('href')).toBe(
      `${window.location.origin}/s`,
    )
  })

  it('localises the chrome links with the current prefix', async () => {
    await renderApp('/it/')
    expect(screen.getByRole('link', { name: 'Find a camper' })).toHaveAttribute('href', '/it/s')
  })

  it('redirects the default locale prefix away with prefix_except_default', async () => {
    const { router } = await renderApp('/en-us/s')
    await waitFor(() => expect(router.state.location.pathname).toBe('/s'))
  })

  it('switches language to the same page in another locale and writes the cookie', async () => {
    const { router } = await renderApp('/s?beds=2')
    await userEvent.selectOptions(await screen.findByLabelText('Language'), 'de')
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/de/s?beds=2'))
    expect(writeLocaleCookie).toHaveBeenCalledWith('de')
  })

  it('does not write the cookie when disabled', async () => {
    state.config.localeCookieDisabled = true
    const { router } = await renderApp('/')
    await userEvent.selectOptions(await screen.findByLabelText('Language'), 'nl')
    await waitFor(() => expect(router.state.location.pathname).toBe('/nl'))
    expect(writeLocaleCookie).not.toHaveBeenCalled()
  })
})
