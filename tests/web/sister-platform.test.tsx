import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { SISTER_PLATFORM_PAGES } from '../../src/domain/sister-platform'
import { renderApp, setXl } from './support/render-app'
import { state } from './support/state'

async function clickRentOut() {
  await userEvent.click(screen.getByRole('button', { name: 'Open the main menu' }))
  const panel = within(await screen.findByRole('dialog', { name: 'Menu' }))
  await userEvent.click(await panel.findByRole('button', { name: 'Rent out your vehicle' }))
}

// The whole app renders for each test: on a loaded machine that takes longer than Vitest's default 5 seconds.
describe('rent out your vehicle', () => {
  beforeEach(() => {
    setXl(false)
    state.loggedIn = true
    state.responses['GET /3/users/me/'] = {
      id: 1,
      email: 'o@roam.test',
      first_name: 'Olga',
      is_owner: true,
      is_staff: false,
      is_pro: false,
    }
  })

  it('opens the sister-platform modal when the referential cannot publish campers', async () => {
    state.responses['GET /api/internals/referential'] = {
      phone_number: null,
      can_publish_camper: false,
      payment_type_available: [],
    }
    await renderApp('/fr/')
    await clickRentOut()
    const modal = within(await screen.findByRole('dialog', { name: 'List your vehicle on our partner platform' }))
    const link = modal.getByRole('link', { name: 'Create my ad on the partner platform' })
    const url = new URL(link.getAttribute('href')!)
    expect(`${url.origin}${url.pathname}`).toBe(SISTER_PLATFORM_PAGES.fr)
    expect(url.searchParams.get('utm_source')).toBe('roam')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'nofollow noopener')
    await userEvent.click(modal.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  }, 15_000)

  it('goes to the onboarding step otherwise', async () => {
    const { router } = await renderApp('/')
    await clickRentOut()
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/step'))
  }, 15_000)
})
