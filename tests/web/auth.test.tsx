import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { canonicalTimeZone } from '../../src/domain/time-zones'
import { api, apiError, signInWithPassword } from './support/mock-api-client'
import { renderApp } from './support/render-app'
import { state } from './support/state'

describe('sign-in page', () => {
  it("shows the server's invalid-credentials message", async () => {
    vi.mocked(signInWithPassword).mockRejectedValueOnce(
      apiError(
        400,
        { error: 'invalid_grant', error_description: 'Invalid credentials given.' },
        'POST',
        '/oauth/token/',
      ),
    )
    await renderApp('/sign-in?next=/d/account')
    await userEvent.type(await screen.findByLabelText('Email address'), 'ada@roam.test')
    await userEvent.type(screen.getByLabelText('Password'), 'wrong')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials given.')
    expect(signInWithPassword).toHaveBeenCalledWith('ada@roam.test', 'wrong')
  })

  it('goes to next after signing in', async () => {
    const { router } = await renderApp('/sign-in?next=%2Fs%3Fbeds%3D2')
    await userEvent.type(await screen.findByLabelText('Email address'), 'ada@roam.test')
    await userEvent.type(screen.getByLabelText('Password'), 'right')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/s?beds=2'))
  })

  it('refuses a next pointing to another site', async () => {
    const { router } = await renderApp('/sign-in?next=https%3A%2F%2Fevil.test%2F')
    await userEvent.type(await screen.findByLabelText('Email address'), 'ada@roam.test')
    await userEvent.type(screen.getByLabelText('Password'), 'right')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })
})

describe('sign-up page', () => {
  it('shows field errors from the 400 body next to their fields', async () => {
    state.responses['POST /3/users/'] = apiError(
      400,
      { email: ['A user with this email already exists.'], password: ['This password is too short.'] },
      'POST',
      '/3/users/',
    )
    await renderApp('/signup')
    await userEvent.type(await screen.findByLabelText('First name'), 'Ada')
    await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace')
    await userEvent.type(screen.getByLabelText('Email address'), 'ada@roam.test')
    await userEvent.type(screen.getByLabelText('Password'), 'short')
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }))
    const email = screen.getByLabelText('Email address')
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
    expect(email).toHaveAccessibleDescription('A user with this email already exists.')
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This password is too short.')
    expect(signInWithPassword).not.toHaveBeenCalled()
  })

  it('registers, signs in and goes to next', async () => {
    const register = vi.fn(() => ({ id: 9 }))
    state.responses['POST /3/users/'] = register
    const { router } = await renderApp('/fr/signup?next=%2Ffr%2Fs')
    await userEvent.type(await screen.findByLabelText('First name'), 'Ada')
    await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace')
    await userEvent.type(screen.getByLabelText('Email address'), 'ada@roam.test')
    await userEvent.type(screen.getByLabelText('Password'), 'a-long-password')
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/s'))
    expect(register).toHaveBeenCalledWith({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@roam.test',
      password: 'a-long-password',
      locale: 'fr',
      // The browser's zone, so the first emails already read in the user's clock.
      time_zone: canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? undefined,
    })
    expect(signInWithPassword).toHaveBeenCalledWith('ada@roam.test', 'a-long-password')
  })
})

describe('sign-in routing', () => {
  it('sends anonymous visitors of /d/* to log in with next, then to the sign-in address', async () => {
    const { router } = await renderApp('/d/account')
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'))
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/d/account')
  })

  it('lets signed-in users into /d/account', async () => {
    state.loggedIn = true
    state.responses['GET /3/users/me/'] = {
      id: 2,
      email: 'g@roam.test',
      first_name: 'Gus',
      is_owner: false,
      is_staff: false,
      is_pro: false,
      phone_verified: false,
      profile_picture: { url: null },
      moneyboxes: [],
    }
    await renderApp('/d/account')
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello Gus' })).toBeInTheDocument()
  })

  it('lets staff log in as a user', async () => {
    state.loggedIn = true
    state.responses['GET /3/users/me/'] = {
      id: 1,
      email: 's@roam.test',
      first_name: 'Sam',
      is_owner: false,
      is_staff: true,
      is_pro: false,
    }
    const logAs = vi.fn(() => ({ access_token: 'a', refresh_token: 'r', expires_in: 3600 }))
    state.responses['POST /v4/users/auth/log-as/'] = logAs
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    await renderApp('/login/log-as')
    const form = within(await screen.findByRole('main'))
    await userEvent.type(form.getByLabelText('User id'), '42')
    await userEvent.click(form.getByRole('button', { name: 'Log in as this user' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/d/account'))
    expect(logAs).toHaveBeenCalledWith({ user_id: 42 })
    vi.unstubAllGlobals()
    expect(api.POST).toHaveBeenCalled()
  })
})
