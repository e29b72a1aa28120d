import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { renderApp, setXl } from './support/render-app'
import { routingFixture, state } from './support/state'

// /s is a lazy route with a real page now: load its chunk once so renderApp's wait does not race it.
beforeAll(async () => {
  await import('../../src/web/features/search/pages/search-page')
}, 30_000)

function signInAs(user: Record<string, unknown>) {
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = {
    id: 7,
    email: 'ada@roam.test',
    first_name: 'Ada',
    is_owner: false,
    is_staff: false,
    is_pro: false,
    ...user,
  }
}

async function openPanel() {
  await userEvent.click(screen.getByRole('button', { name: 'Open the main menu' }))
  return within(await screen.findByRole('dialog', { name: 'Menu' }))
}

describe('unread messages badge', () => {
  beforeEach(() => setXl(false))
  const chatList = (unread: number) => ({ count: 4, next: null, previous: null, unread_total: unread, results: [] })

  it('shows the unread count on the Messages entry of a signed-in user, read with a one-conversation page', async () => {
    signInAs({ is_owner: true, nb_campers: 1 })
    const queries: unknown[] = []
    state.responses['GET /3/chats/'] = (_body: unknown, init: unknown) => {
      queries.push((init as { params: { query: unknown } }).params.query)
      return chatList(3)
    }
    await renderApp('/')
    const panel = await openPanel()
    expect(await panel.findByRole('link', { name: 'Messages (3 unread)' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/d/chats',
    )
    expect(queries[0]).toEqual({ page: 1, page_size: 1 })
  }, 30_000)

  it('shows no badge without unread messages', async () => {
    signInAs({})
    state.responses['GET /3/chats/'] = chatList(0)
    await renderApp('/')
    const panel = await openPanel()
    expect(await panel.findByRole('link', { name: 'Messages' }, { timeout: 5000 })).toBeInTheDocument()
  }, 30_000)

  it('does not ask anonymous visitors', async () => {
    let reads = 0
    state.responses['GET /3/chats/'] = () => {
      reads += 1
      return chatList(2)
    }
    await renderApp('/')
    const panel = await openPanel()
    expect(await panel.findByRole('link', { name: 'Log in' })).toBeInTheDocument()
    expect(panel.queryByRole('link', { name: /Messages/ })).toBeNull()
    expect(reads).toBe(0)
  })
})

describe('main menu per role (side panel)', () => {
  beforeEach(() => setXl(false))

  it('shows log in and sign up to anonymous visitors', async () => {
    await renderApp('/')
    const panel = await openPanel()
    for (const name of ['Search a camper', 'How it works', 'Help centre', 'Log in', 'Sign up'])
      expect(panel.getByRole('link', { name: new RegExp(name) })).toBeInTheDocument()
    expect(panel.queryByRole('button', { name: 'Log out' })).toBeNull()
    expect(panel.queryByRole('button', { name: 'Rent out your vehicle' })).toBeNull()
    expect(panel.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2F')
  })

  it('shows wishlists, trips and account to guests', async () => {
    signInAs({ is_owner: false })
    await renderApp('/')
    const panel = await openPanel()
    expect(await panel.findByRole('link', { name: 'Wishlists' })).toHaveAttribute('href', '/d/wishlists')
    expect(panel.getByRole('link', { name: 'Trips' })).toBeInTheDocument()
    expect(panel.getByRole('link', { name: 'Account' })).toBeInTheDocument()
    expect(panel.getByRole('button', { name: 'Log out' })).toBeInTheDocument()
    expect(panel.getByRole('button', { name: 'Rent out your vehicle' })).toBeInTheDocument()
    expect(panel.queryByRole('link', { name: 'Bookings' })).toBeNull()
    expect(panel.queryByRole('link', { name: 'Log in' })).toBeNull()
  })

  it('shows bookings and "My vehicle" to an owner of one camper', async () => {
    signInAs({ is_owner: true, nb_campers: 1 })
    await renderApp('/')
    const panel = await openPanel()
    expect(await panel.findByRole('link', { name: 'My vehicle' })).toHaveAttribute('href', '/d/campers')
    expect(panel.getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/d/bookings')
    expect(panel.queryByRole('link', { name: 'Wishlists' })).toBeNull()
  })

  it('shows "My vehicles" to an owner of three campers', async () => {
    signInAs({ is_owner: true, nb_campers: 3 })
    await renderApp('/')
    const panel = await openPanel()
    expect(await panel.findByRole('link', { name: 'My vehicles' })).toBeInTheDocument()
  })

  it('shows get-the-apps only when configured', async () => {
    state.config.showGetTheApps = true
    await renderApp('/')
    const panel = await openPanel()
    expect(panel.getByRole('link', { name: 'Get the apps' })).toBeInTheDocument()
  })

  it('gives staff the log-as link and, on /s, the back-office search carrying the query', async () => {
    signInAs({ is_staff: true })
    state.config.adminUrl = 'https://admin.roam.test'
    state.config.fleetManagerUrl = 'https://fleet.roam.test'
    window.sessionStorage.setItem('roam.staff.last-camper', '42')
    await renderApp('/s?beds=2&types=5')
    const panel = await openPanel()
    expect(await panel.findByRole('link', { name: 'Log in as a user' })).toHaveAttribute('href', '/login/log-as')
    expect(panel.getByRole('link', { name: /Open this search in the back office/ })).toHaveAttribute(
      'href',
      'https://admin.roam.test/campers?beds=2&types=5',
    )
    expect(panel.getByRole('link', { name: /Last camper in the back office/ })).toHaveAttribute(
      'href',
      'https://admin.roam.test/campers/42',
    )
    expect(panel.getByRole('link', { name: /Fleet manager/ })).toHaveAttribute('href', 'https://fleet.roam.test')
  })

  it('points staff at the staff area when no admin url is configured', async () => {
    signInAs({ is_staff: true })
    window.sessionStorage.setItem('roam.staff.last-owner', '7')
    await renderApp('/s?beds=2')
    const panel = await openPanel()
    expect(await panel.findByRole('link', { name: 'Staff area' })).toHaveAttribute('href', '/staff')
    expect(panel.getByRole('link', { name: /Last owner in the back office/ })).toHaveAttribute('href', '/staff/users/7')
    expect(panel.queryByText(/Open this search in the back office/)).toBeNull()
  })

  it('hides staff extras from non-staff users', async () => {
    signInAs({ is_staff: false })
    state.config.adminUrl = 'https://admin.roam.test'
    await renderApp('/s?beds=2')
    const panel = await openPanel()
    await panel.findByRole('link', { name: 'Wishlists' })
    expect(panel.queryByRole('link', { name: 'Log in as a user' })).toBeNull()
    expect(panel.queryByText(/back office/)).toBeNull()
  })
})

describe('side panel versus dropdown', () => {
  it('uses a side panel below xl, closed by its close button and by Escape', async () => {
    setXl(false)
    await renderApp('/')
    await openPanel()
    await userEvent.click(screen.getByRole('button', { name: 'Close the menu' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await openPanel()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('uses a dropdown menu from xl up', async () => {
    setXl(true)
    await renderApp('/')
    screen.getByRole('button', { name: 'Open the main menu' }).focus()
    await userEvent.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: 'Log in' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('opens log in in a modal in single sign-on mode', async () => {
    setXl(false)
    state.config.singleSignOn = true
    await renderApp('/')
    const panel = await openPanel()
    await userEvent.click(panel.getByRole('button', { name: 'Log in' }))
    const modal = await screen.findByRole('dialog', { name: 'Log in to Roam' })
    expect(within(modal).getByLabelText('Password')).toBeInTheDocument()
  })
})

describe('help centre', () => {
  it('opens the outside help centre the routing referential names, in the menu and the Help dropdown', async () => {
    setXl(true)
    await renderApp('/')
    await userEvent.click(await screen.findByRole('button', { name: 'Help' }))
    const dropdown = await screen.findByRole('menu', { name: 'Help' })
    expect(within(dropdown).getByRole('menuitem', { name: 'Hit the road' })).toBeInTheDocument()
    const link = within(dropdown).getByRole('menuitem', { name: 'Help centre' })
    expect(link).toHaveAttribute('href', 'https://help.roam.test')
    expect(link).toHaveAttribute('target', '_blank')
  }, 30_000)

  it("keeps Roam's own help pages when no outside help centre is set", async () => {
    setXl(false)
    state.responses['GET /api/internals/referential/routing'] = { ...routingFixture, help_center: '/help' }
    await renderApp('/')
    const panel = await openPanel()
    expect(await panel.findByRole('link', { name: /Help centre/ })).toHaveAttribute('href', '/help')
  }, 30_000)
})
