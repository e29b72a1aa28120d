import { screen } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { normalizeHttpError } from '../../src/domain/api-errors'
import { ApiClientError } from '../../src/web/lib/api-client-error'
import { signOut } from './support/mock-api-client'
import { renderApp } from './support/render-app'
import { state } from './support/state'

vi.setConfig({ testTimeout: 20_000 })

beforeAll(async () => {
  await import('../../src/web/features/documents/pages/ubo-declaration-page')
  await import('../../src/web/features/trips/pages/trips-page')
}, 60_000)

/** A failure as the real client throws it, codes read from the body. */
const refused = (status: number, body: unknown, endpoint: string) =>
  new ApiClientError(normalizeHttpError({ status, method: 'GET', endpoint, body }))

function signedInPrivateOwner() {
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = {
    id: 2,
    email: 'olivier@roam.test',
    first_name: 'Olivier',
    is_owner: true,
    is_staff: false,
    is_pro: false,
    professional_type: null,
    profile_picture: { url: null },
    moneyboxes: [],
  }
}

describe('refusals: the page or the session', () => {
  it('tells a private owner the UBO declaration is for business accounts, and keeps them signed in', async () => {
    signedInPrivateOwner()
    state.responses['GET /3/mangopay/ubo-declaration/'] = refused(
      403,
      { detail: 'Only business accounts declare their ultimate beneficial owners.', code: 'not_business' },
      '/3/mangopay/ubo-declaration/',
    )
    await renderApp('/d/account/documents-owner/ubo-declaration')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is for business accounts' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/d/account')
    expect(screen.queryByText('The UBO declaration could not be loaded.')).not.toBeInTheDocument()
    expect(signOut).not.toHaveBeenCalled()
  })

  it('tells a signed-in user a trip of another account is not theirs', async () => {
    signedInPrivateOwner()
    state.responses['GET /v4/bookings-guest/'] = refused(
      403,
      { detail: 'You do not have permission to perform this action.', code: 'forbidden' },
      '/v4/bookings-guest/',
    )
    state.responses['GET /v4/bookings-guest/options/'] = { meta_states: [], years: [] }
    await renderApp('/fr/d/trips')
    expect(await screen.findByTestId('permission-refused')).toBeInTheDocument()
  })

  it('a read refused because the session ended shows no "Error 401", but a way to sign in again', async () => {
    signedInPrivateOwner()
    state.responses['GET /3/users/me/'] = refused(
      401,
      { detail: 'Invalid or expired token.', code: 'token_not_valid' },
      '/3/users/me/',
    )
    await renderApp('/login/log-as')
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Your session has ended')
    expect(screen.queryByText(/Error 401/)).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/login/log-as')}`,
    )
  })
})
