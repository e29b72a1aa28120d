import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { api, apiError, ApiClientError } from '../support/mock-api-client'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

/** A 400 as the real client normalises it: the body's `code` among the codes. */
function linkError(code: string, detail: string) {
  const error = apiError(400, { detail, code }, 'POST', '/v4/users/auth/password-reset/confirm/')
  return new ApiClientError({ ...error.apiError, codes: [code] })
}

describe('forgot password page', () => {
  it('is linked from the sign-in page', async () => {
    state.responses['POST /v4/users/auth/password-reset/'] = { detail: 'sent' }
    await renderApp('/sign-in')
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password')
  })

  it('says the same whatever the address', async () => {
    state.responses['POST /v4/users/auth/password-reset/'] = { detail: 'sent' }
    await renderApp('/forgot-password')
    await userEvent.type(await screen.findByLabelText('Email address'), 'nobody@roam.test')
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses nobody@roam.test, we have sent it an email with a link to choose a new password.',
    )
    expect(api.POST).toHaveBeenCalledWith('/v4/users/auth/password-reset/', { body: { email: 'nobody@roam.test' } })
  })

  it('shows the wait when the address asked too often', async () => {
    state.responses['POST /v4/users/auth/password-reset/'] = apiError(
      429,
      { detail: 'Too many password reset requests. Try again in 3500 seconds.' },
      'POST',
      '/v4/users/auth/password-reset/',
    )
    await renderApp('/forgot-password')
    await userEvent.type(await screen.findByLabelText('Email address'), 'ada@roam.test')
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 3500 seconds.')
  })
})

describe('reset password page', () => {
  async function submit(password: string, confirmation = password) {
    await userEvent.type(await screen.findByLabelText('New password'), password)
    await userEvent.type(screen.getByLabelText('New password again'), confirmation)
    await userEvent.click(screen.getByRole('button', { name: 'Save and log in' }))
  }

  it('refuses two different passwords without asking the server', async () => {
    await renderApp('/reset-password?token=tok')
    await submit('a long passphrase 7', 'a long passphrase 8')
    expect(await screen.findByRole('alert')).toHaveTextContent('The two passwords are not the same.')
    expect(api.POST).not.toHaveBeenCalled()
  })

  it('shows the password rules the server refused, and lets the person try again', async () => {
    const answers = [
      apiError(400, { new_password: ['This password is too common.'] }, 'POST', '/v4/users/auth/password-reset/'),
      linkError('PASSWORD_RESET_LINK_EXPIRED', 'This password reset link has expired.'),
    ]
    state.responses['POST /v4/users/auth/password-reset/confirm/'] = () => answers.shift()
    await renderApp('/reset-password?token=tok')
    await submit('password123')
    expect(await screen.findByRole('alert')).toHaveTextContent('This password is too common.')
    expect(api.POST).toHaveBeenCalledWith('/v4/users/auth/password-reset/confirm/', {
      body: { token: 'tok', new_password: 'password123' },
    })
    await userEvent.clear(screen.getByLabelText('New password'))
    await userEvent.clear(screen.getByLabelText('New password again'))
    await submit('a long passphrase 7')
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired: links work for one hour.')
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password')
  })

  it('says so for a used link', async () => {
    state.responses['POST /v4/users/auth/password-reset/confirm/'] = linkError(
      'PASSWORD_RESET_LINK_USED',
      'This password reset link has already been used.',
    )
    await renderApp('/reset-password?token=tok')
    await submit('a long passphrase 7')
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has already been used')
  })

  it('says a link without a token does not work', async () => {
    await renderApp('/reset-password')
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeVisible()
  })
})
