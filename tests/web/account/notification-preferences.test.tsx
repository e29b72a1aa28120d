import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { apiError } from '../support/mock-api-client'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

const SLOW = { timeout: 5000 }
vi.setConfig({ testTimeout: 20_000 })

beforeAll(async () => {
  for (const page of ['notification-preferences-page', 'unsubscribe-page']) {
    await import(`../../../src/web/features/account/pages/${page}.tsx`)
  }
}, 60_000)

const switches = (overrides: Record<string, boolean> = {}) => ({
  email: [
    { category: 'booking_updates', enabled: true, locked: true },
    ...['messages', 'reminders', 'reviews', 'news'].map((category) => ({
      category,
      enabled: overrides[category] ?? category !== 'news',
      locked: false,
    })),
  ],
})

function signedIn() {
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = () => ({
    id: 7,
    email: 'ada@roam.test',
    first_name: 'Ada',
    is_owner: false,
    is_staff: false,
    is_pro: false,
    phone_verified: false,
    profile_picture: { url: null },
    moneyboxes: [],
  })
}

describe('/d/account/notifications', () => {
  it('shows booking updates always on, saves a switch as it flips, and says so', async () => {
    signedIn()
    const sent: unknown[] = []
    let stored = switches()
    state.responses['GET /v4/notification-preferences/'] = () => stored
    state.responses['PATCH /v4/notification-preferences/'] = (body: unknown) => {
      sent.push(body)
      if (sent.length === 2) return apiError(500, { detail: 'An unexpected error occurred.' }, 'PATCH', '/')
      stored = switches({ reviews: false })
      return stored
    }
    await renderApp('/d/account/notifications')
    const bookingUpdates = await screen.findByRole('switch', { name: 'Booking updates' }, SLOW)
    expect(bookingUpdates).toBeChecked()
    expect(bookingUpdates).toBeDisabled()
    expect(bookingUpdates).toHaveAccessibleDescription(/Always on: they may ask you to act before a deadline/)
    expect(screen.getByRole('switch', { name: 'News and offers' })).not.toBeChecked()

    const reviews = screen.getByRole('switch', { name: 'Reviews' })
    expect(reviews).toBeChecked()
    fireEvent.click(reviews)
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: Reviews emails are off.')
    expect(sent).toEqual([{ reviews: false }])
    expect(screen.getByRole('switch', { name: 'Reviews' })).not.toBeChecked()

    // A failed save says so and leaves the switch as the server holds it.
    fireEvent.click(screen.getByRole('switch', { name: 'Messages' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Your choice could not be saved. Please try again.')
    expect(sent[1]).toEqual({ messages: false })
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Messages' })).toBeChecked())
  })

  it('is linked from the account page', async () => {
    signedIn()
    await renderApp('/d/account')
    expect(await screen.findByRole('link', { name: /Email notifications/ }, SLOW)).toHaveAttribute(
      'href',
      '/d/account/notifications',
    )
  })
})

describe('/unsubscribe', () => {
  it('asks before it unsubscribes, without signing in', async () => {
    const calls: string[] = []
    state.responses['GET /v4/email-unsubscribe/'] = (_body: unknown, init: unknown) => {
      calls.push(`GET ${(init as { params: { query: { token: string } } }).params.query.token}`)
      return { category: 'reviews', enabled: true }
    }
    state.responses['POST /v4/email-unsubscribe/'] = (_body: unknown, init: unknown) => {
      calls.push(`POST ${(init as { params: { query: { token: string } } }).params.query.token}`)
      return { category: 'reviews', enabled: false }
    }
    await renderApp('/unsubscribe?token=tok-1')
    expect(await screen.findByText(/Stop receiving emails about Reviews\?/, undefined, SLOW)).toBeInTheDocument()
    expect(calls).toEqual(['GET tok-1'])
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You are unsubscribed: Roam will no longer email you about Reviews.',
    )
    expect(calls).toEqual(['GET tok-1', 'POST tok-1'])
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Manage email preferences' })).toHaveAttribute(
      'href',
      '/d/account/notifications',
    )
  })

  it('says so for a link that is not valid', async () => {
    state.responses['GET /v4/email-unsubscribe/'] = () =>
      apiError(400, { detail: 'This unsubscribe link is not valid.', code: 'invalid_unsubscribe_link' })
    await renderApp('/unsubscribe?token=forged')
    expect(await screen.findByRole('alert', undefined, SLOW)).toHaveTextContent('This unsubscribe link is not valid.')
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument()
  })
})
