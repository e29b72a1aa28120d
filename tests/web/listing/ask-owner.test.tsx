import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { api, apiError } from '../support/mock-api-client'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'
import { activateRealCatalogs, activateSourceStrings } from '../support/catalogs'
import { availabilitiesFixture, camperFixture, priceFixture, reviewsPage } from './fixtures'

const SLOW = { timeout: 5000 }

afterEach(activateSourceStrings)

beforeAll(async () => {
  await import('../../../src/web/features/listing/pages/listing-page')
  await import('../../../src/web/features/chats/pages/chats-page')
}, 30_000)

function mockListing() {
  state.responses['GET /3/products/{id}/'] = camperFixture()
  state.responses['GET /v4/reviews/'] = reviewsPage(1)
  state.responses['GET /3/products/{id}/availabilities/'] = availabilitiesFixture
  state.responses['GET /3/products/{id}/price/'] = priceFixture
}

function signedIn(id = 2) {
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = { id, email: 'g@roam.test', first_name: 'Grace', is_owner: false }
}

const noChats = { count: 0, next: null, previous: null, unread_total: 0, results: [] }

describe('asking the owner a question from the listing', { timeout: 20_000 }, () => {
  it('sends an anonymous visitor to sign in, coming back with the question form open', async () => {
    mockListing()
    const { router } = await renderApp('/campers/42?date_from=2027-07-01')
    const section = await screen.findByRole('region', { name: 'A question before booking?' }, SLOW)
    const link = within(section).getByRole('link', { name: 'Ask the owner a question' })
    const next = new URL(link.getAttribute('href')!, 'http://x').searchParams.get('next')
    expect(next).toBe('/campers/42?date_from=2027-07-01&ask=1')
    expect(router.state.location.pathname).toBe('/campers/42')
  })

  it('opens the question form on the way back from sign-in, sends the question and opens its conversation', async () => {
    mockListing()
    signedIn()
    const sent: unknown[] = []
    // Once asked, the guest has an inquiry about this camper.
    state.responses['GET /3/chats/'] = () => (sent.length ? { ...noChats, count: 1, results: [{ id: 15 }] } : noChats)
    state.responses['POST /3/chats/inquiries/'] = (body: unknown) => {
      sent.push(body)
      return {
        chat: 15,
        message: { id: 1, body: 'Bikes?', sender_id: 2, is_mine: true, send_on_tz: '', is_read: false },
      }
    }
    const { router } = await renderApp('/campers/42?ask=1')
    const field = await screen.findByLabelText('Your question to Marie', {}, SLOW)
    await waitFor(() => expect(field).toHaveFocus())
    const send = screen.getByRole('button', { name: 'Send the question' })
    expect(send).toBeDisabled()
    fireEvent.change(field, { target: { value: '  Bikes?  ' } })
    fireEvent.click(send)
    await waitFor(() => expect(router.state.location.pathname).toBe('/d/chats/15'), SLOW)
    expect(sent).toEqual([{ camper: 42, body: 'Bikes?' }])
    expect(api.GET).toHaveBeenCalledWith('/3/chats/', {
      params: { query: { camper: 42, kind: 'inquiry', page_size: 1 } },
    })
  })

  it('shows why a question was refused, and keeps it in the form', async () => {
    mockListing()
    signedIn()
    state.responses['GET /3/chats/'] = noChats
    state.responses['POST /3/chats/inquiries/'] = apiError(
      400,
      { body: ['Ensure this field has no more than 2000 characters.'] },
      'POST',
    )
    await renderApp('/campers/42')
    const section = await screen.findByRole('region', { name: 'A question before booking?' }, SLOW)
    fireEvent.click(within(section).getByRole('button', { name: 'Ask the owner a question' }))
    const field = screen.getByLabelText('Your question to Marie')
    fireEvent.change(field, { target: { value: 'Hello' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send the question' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your question was not sent. Ensure this field has no more than 2000 characters.',
    )
    expect(field).toHaveValue('Hello')
  })

  it("reuses the guest's inquiry about this camper instead of opening another", async () => {
    mockListing()
    signedIn()
    state.responses['GET /3/chats/'] = { ...noChats, count: 1, results: [{ id: 15 }] }
    await renderApp('/campers/42')
    const link = await screen.findByRole('link', { name: 'Continue your conversation with Marie' }, SLOW)
    expect(link).toHaveAttribute('href', '/d/chats/15')
    expect(screen.queryByRole('button', { name: 'Ask the owner a question' })).not.toBeInTheDocument()
  })

  it("offers no question to the camper's owner", async () => {
    mockListing()
    signedIn(7)
    state.responses['GET /3/chats/'] = noChats
    await renderApp('/campers/42')
    await screen.findByRole('heading', { level: 1, name: 'Blue Horizon Van' }, SLOW)
    await waitFor(() => expect(api.GET).toHaveBeenCalledWith('/3/users/me/'))
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'A question before booking?' })).not.toBeInTheDocument(),
    )
  })

  it('speaks French on /fr', async () => {
    await activateRealCatalogs('fr')
    mockListing()
    await renderApp('/fr/campers/42')
    const section = await screen.findByRole('region', { name: 'Une question avant de réserver ?' }, SLOW)
    expect(within(section).getByRole('link', { name: 'Poser une question au propriétaire' })).toBeInTheDocument()
  })
})
