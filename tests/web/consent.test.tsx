import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { api, ApiClientError } from './support/mock-api-client'
import { renderApp } from './support/render-app'
import { clearAllCookies } from './support/cookies'
import { state } from './support/state'

const consentCookie = () => {
  const raw = document.cookie.split('; ').find((cookie) => cookie.startsWith('roam_consent='))
  return raw ? JSON.parse(decodeURIComponent(raw.slice('roam_consent='.length))) : null
}
const setConsentCookie = (analytics: boolean) => {
  document.cookie = `roam_consent=${encodeURIComponent(JSON.stringify({ version: 1, categories: { necessary: true, analytics, marketing: false } }))}; path=/`
}
const eventCalls = () => api.POST.mock.calls.filter(([path]) => path === '/v4/events/send/')

describe('cookie consent', () => {
  // The statechart loads with the first consent action: transform its chunks once, before the clicks wait for them.
  beforeAll(async () => {
    await Promise.all([import('xstate'), import('../../machines/consent.machine')])
  }, 30_000)
  beforeEach(() => {
    clearAllCookies()
    localStorage.clear()
    sessionStorage.clear()
    window.history.replaceState(null, '', '/')
  })

  it('refusing keeps the choice, sends no event and keeps no visitor token', async () => {
    state.responses['POST /v4/events/send/'] = { accepted: 1 }
    await renderApp('/')
    const banner = screen.getByRole('region', { name: 'Cookie consent' })
    fireEvent.click(within(banner).getByRole('button', { name: 'Refuse all' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull())
    expect(consentCookie()).toEqual({ version: 1, categories: { necessary: true, analytics: false, marketing: false } })
    expect(eventCalls()).toEqual([])
    expect(localStorage.getItem('gb_visitor_token')).toBeNull()
  })

  it("accepting creates the visitor token and sends the page view kept while the visitor decided, in the spec's shape", async () => {
    state.responses['POST /v4/events/send/'] = { accepted: 1 }
    window.history.replaceState(null, '', '/?utm_source=newsletter&utm_campaign=spring')
    await renderApp('/?utm_source=newsletter&utm_campaign=spring')
    expect(eventCalls()).toEqual([])
    expect(localStorage.getItem('gb_visitor_token')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }))
    await waitFor(() => expect(eventCalls().length).toBeGreaterThan(0))
    const token = localStorage.getItem('gb_visitor_token')
    expect(token).toMatch(/^[0-9a-f-]{36}$/)
    const [, init] = eventCalls()[0]!
    expect((init as { body: unknown[] }).body[0]).toEqual({
      path: '/',
      event_type: 'page_viewed',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      event_properties: { locale: 'en-us' },
      user_properties: {
        utm_source: 'newsletter',
        utm_medium: null,
        utm_campaign: 'spring',
        utm_term: null,
        utm_content: null,
        referrer: null,
        gb_visitor_token: token,
      },
    })
    expect(consentCookie().categories.analytics).toBe(true)
  })

  it('withdrawing analytics in the preferences deletes the visitor token', async () => {
    state.responses['POST /v4/events/send/'] = { accepted: 1 }
    setConsentCookie(true)
    await renderApp('/')
    await waitFor(() => expect(localStorage.getItem('gb_visitor_token')).not.toBeNull())
    fireEvent.click(within(await screen.findByRole('contentinfo')).getByRole('button', { name: 'Cookie preferences' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' })
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Audience measurement' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save my choices' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(consentCookie().categories.analytics).toBe(false)
    expect(localStorage.getItem('gb_visitor_token')).toBeNull()
  }, 15_000)

  it('a returning visitor sees no banner and reopens the preferences from the footer', async () => {
    setConsentCookie(false)
    await renderApp('/')
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
    fireEvent.click(within(await screen.findByRole('contentinfo')).getByRole('button', { name: 'Cookie preferences' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' })
    expect(within(dialog).getByRole('switch', { name: 'Necessary' })).toBeDisabled()
    const marketing = within(dialog).getByRole('switch', { name: 'Marketing' })
    expect(marketing).not.toBeChecked()
    fireEvent.click(marketing)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save my choices' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(consentCookie().categories).toEqual({ necessary: true, analytics: false, marketing: true })
  })
})

describe('newsletter form', () => {
  beforeEach(() => {
    clearAllCookies()
    setConsentCookie(false)
  })

  it('shows success, then each failure of the family', async () => {
    const answers: unknown[] = [
      { email: 'ada@example.com' },
      new ApiClientError({
        status: 400,
        method: 'POST',
        endpoint: '/v4/newsletter/',
        body: { detail: 'x', code: 'email_already_exists' },
        fingerprint: 'unknown',
        message: 'x',
        messages: ['x'],
        codes: ['email_already_exists'],
      }),
      new ApiClientError({
        status: 400,
        method: 'POST',
        endpoint: '/v4/newsletter/',
        body: { detail: 'x', code: 'email_is_invalid' },
        fingerprint: 'unknown',
        message: 'x',
        messages: ['x'],
        codes: ['email_is_invalid'],
      }),
      new ApiClientError({
        status: 502,
        method: 'POST',
        endpoint: '/v4/newsletter/',
        body: { detail: 'x', code: 'unknown' },
        fingerprint: 'bad_gateway',
        message: 'x',
        messages: ['x'],
        codes: ['unknown'],
      }),
    ]
    state.responses['POST /v4/newsletter/'] = () => answers.shift()
    await renderApp('/')
    const field = await screen.findByLabelText('Get our travel ideas by email')
    const submit = screen.getByRole('button', { name: 'Subscribe' })
    fireEvent.change(field, { target: { value: 'ada@example.com' } })
    fireEvent.click(submit)
    expect(await screen.findByText('Thank you! You are subscribed to our newsletter.')).toBeInTheDocument()
    expect(api.POST).toHaveBeenCalledWith('/v4/newsletter/', { body: { email: 'ada@example.com' } })
    fireEvent.click(submit)
    expect(await screen.findByText('This address is already subscribed to our newsletter.')).toBeInTheDocument()
    fireEvent.change(field, { target: { value: 'ada@' } })
    expect(screen.queryByText('This address is already subscribed to our newsletter.')).toBeNull()
    fireEvent.click(submit)
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument()
    fireEvent.click(submit)
    expect(await screen.findByText('We could not subscribe you right now. Please try again later.')).toBeInTheDocument()
  })
})
