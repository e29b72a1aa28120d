import { fireEvent, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { api, apiError } from '../support/mock-api-client'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

const SLOW = { timeout: 5000 }
vi.setConfig({ testTimeout: 20_000 })

beforeAll(async () => {
  for (const page of ['account-page', 'email-page']) await import(`../../../src/web/features/account/pages/${page}.tsx`)
}, 60_000)

const CHANGE = '/v4/users/me/email-change/'

function signedIn() {
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = () => ({
    id: 7,
    email: 'ada@roam.test',
    email_verified: true,
    first_name: 'Ada',
    last_name: 'Lovelace',
    is_owner: false,
    is_staff: false,
    is_pro: false,
    phone_verified: false,
    profile_picture: { url: null },
    moneyboxes: [],
  })
}

describe('/d/account/email', () => {
  it('shows the field errors, then the pending address, which can be resent and cancelled', async () => {
    signedIn()
    let pending: { new_email: string; expires_at: string } | null = null
    state.responses[`GET ${CHANGE}`] = () => ({ pending })
    const sent: unknown[] = []
    state.responses[`POST ${CHANGE}`] = (body: unknown) => {
      sent.push(body)
      if (sent.length === 1)
        return apiError(400, { password: ['Your current password is not correct.'] }, 'POST', CHANGE)
      pending = { new_email: 'ada@new.test', expires_at: '2026-11-30T10:00:00Z' }
      return pending
    }
    state.responses[`POST ${CHANGE}resend/`] = () => pending
    state.responses[`DELETE ${CHANGE}`] = () => {
      pending = null
      return undefined
    }

    await renderApp('/d/account/email')
    expect(await screen.findByText('ada@roam.test', undefined, SLOW)).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('New email address'), { target: { value: 'ada@new.test' } })
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'wrong one' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send the confirmation link' }))
    const error = await screen.findByText('Your current password is not correct.')
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Current password').getAttribute('aria-describedby')).toContain(error.id)
    expect(sent[0]).toEqual({ new_email: 'ada@new.test', password: 'wrong one' })

    fireEvent.change(screen.getByLabelText('New email address'), { target: { value: 'ada@new.test' } })
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'correct horse battery' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send the confirmation link' }))
    expect(
      await screen.findByText(
        'Check your mailbox at ada@new.test and open the link to finish. We let ada@roam.test know too.',
      ),
    ).toBeInTheDocument()
    const notice = await screen.findByRole('status', { name: 'Change waiting for confirmation' })
    expect(within(notice).getByText('ada@new.test')).toBeInTheDocument()

    fireEvent.click(within(notice).getByRole('button', { name: 'Resend the link' }))
    expect(await screen.findByText('A new link is on its way. The earlier one no longer works.')).toBeInTheDocument()
    expect(api.POST).toHaveBeenCalledWith(`${CHANGE}resend/`)

    fireEvent.click(within(notice).getByRole('button', { name: 'Cancel the change' }))
    expect(await screen.findByText('The change is cancelled: you keep ada@roam.test.')).toBeInTheDocument()
    expect(screen.queryByRole('status', { name: 'Change waiting for confirmation' })).not.toBeInTheDocument()
  })

  it('is reached from the account page, which shows a pending address', async () => {
    signedIn()
    state.responses[`GET ${CHANGE}`] = () => ({
      pending: { new_email: 'ada@new.test', expires_at: '2026-11-30T10:00:00Z' },
    })
    await renderApp('/d/account')
    expect(await screen.findByText('Waiting for confirmation: ada@new.test', undefined, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Change email' })).toHaveAttribute('href', '/d/account/email')
  })
})
