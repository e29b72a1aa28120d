import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { api, apiError, ApiClientError } from '../support/mock-api-client'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

const CONFIRM = '/v4/users/auth/email-change/confirm/'

function coded(code: string) {
  const error = apiError(400, { detail: code, code }, 'POST', CONFIRM)
  return new ApiClientError({ ...error.apiError, codes: [code] })
}

describe('confirm email change page', () => {
  it('changes the address with the link’s token as it opens, once', async () => {
    state.responses[`POST ${CONFIRM}`] = { detail: 'Your email address is changed.' }
    await renderApp('/confirm-email-change?token=tok')
    expect(await screen.findByRole('heading', { name: 'Your email address is changed' })).toBeInTheDocument()
    expect(api.POST).toHaveBeenCalledTimes(1)
    expect(api.POST).toHaveBeenCalledWith(CONFIRM, { body: { token: 'tok' } })
  })

  it.each([
    ['EMAIL_CHANGE_LINK_EXPIRED', 'This link no longer works', /^This link has expired/],
    ['EMAIL_CHANGE_LINK_CANCELLED', 'This link no longer works', /^This change was cancelled/],
    ['EMAIL_TAKEN', 'This address is taken', /^Another account uses this address now/],
  ])('says what %s means', async (code, heading, text) => {
    state.responses[`POST ${CONFIRM}`] = coded(code)
    await renderApp('/confirm-email-change?token=tok')
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(text)
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Fd%2Faccount%2Femail')
  })
})
