import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { api, apiError, ApiClientError } from '../support/mock-api-client'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

const CONFIRM = '/v4/users/auth/email-verification/confirm/'
const RESEND = '/v4/users/auth/email-verification/'

/** A 400 as the real client normalises it: the body's `code` among the codes. */
function coded(status: number, code: string, endpoint: string) {
  const error = apiError(status, { detail: code, code }, 'POST', endpoint)
  return new ApiClientError({ ...error.apiError, codes: [code] })
}

function signedIn() {
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = {
    id: 5,
    email: 'new@roam.test',
    email_verified: false,
    first_name: 'Noor',
    is_owner: false,
    is_staff: false,
    is_pro: false,
  }
}

describe('email verification page', () => {
  it('confirms the address with the link’s token as it opens', async () => {
    state.responses[`POST ${CONFIRM}`] = { detail: 'Your email address is confirmed.' }
    await renderApp('/verify-email?token=tok')
    expect(await screen.findByRole('heading', { name: 'Your email address is confirmed' })).toBeInTheDocument()
    expect(api.POST).toHaveBeenCalledWith(CONFIRM, { body: { token: 'tok' } })
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument()
  })

  it('says a used link is used, and asks a signed-out visitor to log in for a new email', async () => {
    state.responses[`POST ${CONFIRM}`] = coded(400, 'EMAIL_VERIFICATION_LINK_USED', CONFIRM)
    await renderApp('/verify-email?token=tok')
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(/^This link has already been used/)
    expect(screen.getByRole('link', { name: 'Log in to get a new email' })).toHaveAttribute(
      'href',
      '/login?next=%2Fverify-email%3Ftoken%3Dtok',
    )
  })

  it('calls an address without a token an unknown link, without asking the server', async () => {
    await renderApp('/verify-email')
    expect(await screen.findByRole('alert')).toHaveTextContent(/^This link is not valid/)
    expect(api.POST).not.toHaveBeenCalled()
  })

  it('sends a signed-in user a new email for an expired link, and says when asked too often', async () => {
    signedIn()
    state.responses[`POST ${CONFIRM}`] = coded(400, 'EMAIL_VERIFICATION_LINK_EXPIRED', CONFIRM)
    const answers: unknown[] = [apiError(429, { detail: 'Too many.' }, 'POST', RESEND), { detail: 'sent' }]
    state.responses[`POST ${RESEND}`] = () => answers.shift()
    await renderApp('/verify-email?token=tok')
    expect(await screen.findByText(/^This link has expired: links work for 48 hours/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Resend the email' }))
    expect(await screen.findByText(/You have asked for several emails already/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Resend the email' }))
    expect(await screen.findByRole('heading', { name: 'Check your mailbox' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('A new email is on its way to new@roam.test.')
  })

  it('lets a failure that is not the link’s be tried again', async () => {
    const answers: unknown[] = [apiError(502, { detail: 'Bad gateway' }, 'POST', CONFIRM), { detail: 'ok' }]
    state.responses[`POST ${CONFIRM}`] = () => answers.shift()
    await renderApp('/verify-email?token=tok')
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Your email address is confirmed' })).toBeInTheDocument()
  })
})
