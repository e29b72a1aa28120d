import { screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'
import { activateRealCatalogs, activateSourceStrings } from '../support/catalogs'

const SLOW = { timeout: 8000 }

afterEach(activateSourceStrings)

beforeAll(async () => {
  await import('../../../src/web/features/chats/pages/chats-page')
}, 30_000)

function signedInOwner() {
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = { id: 3, email: 'o@roam.test', first_name: 'Oscar', is_owner: true }
}

const person = (id: number, first_name: string) => ({ id, first_name, photo: null })
// An inquiry: a guest's question about a camper before any booking, so no booking and no dates.
const inquiry = {
  id: 9,
  kind: 'inquiry',
  role: 'owner',
  booking: null,
  date_from: null,
  date_to: null,
  camper: { id: 42, title: 'Blue Horizon Van', photo: null },
  guest: person(2, 'Grace'),
  owner: person(3, 'Oscar'),
  other_party: person(2, 'Grace'),
}
const question = {
  id: 20,
  body: 'Can we take two bikes?',
  sender_id: 2,
  is_mine: false,
  send_on_tz: '2027-03-10T22:30:00Z',
  is_read: true,
}

describe('an inquiry in the chats', { timeout: 20_000 }, () => {
  it("marks an inquiry in the owner's inbox with the camper's name, and links its conversation to the listing", async () => {
    signedInOwner()
    state.responses['GET /3/chats/'] = {
      count: 1,
      next: null,
      previous: null,
      unread_total: 0,
      results: [{ ...inquiry, last_message: question, unread_count: 0 }],
    }
    state.responses['GET /3/chats/{id}/'] = { ...inquiry, can_write: true, has_older: false, messages: [question] }
    await renderApp('/d/chats/9')
    const inbox = await screen.findByRole('navigation', { name: 'Conversations' }, SLOW)
    const item = await within(inbox).findByRole('link', { name: /Grace/ }, SLOW)
    expect(item).toHaveTextContent('Blue Horizon Van')
    expect(item).toHaveTextContent('Question before booking')
    const conversation = await screen.findByRole('region', { name: 'With Grace' }, SLOW)
    expect(within(conversation).getByText(/Question before booking/)).toBeInTheDocument()
    expect(within(conversation).getByRole('link', { name: 'See the listing' })).toHaveAttribute('href', '/campers/42')
    expect(within(conversation).queryByRole('link', { name: 'See the booking' })).toBeNull()
    expect(screen.getByLabelText('Your message')).toBeInTheDocument()
  })

  it('says so in French', async () => {
    await activateRealCatalogs('fr')
    signedInOwner()
    state.responses['GET /3/chats/'] = {
      count: 1,
      next: null,
      previous: null,
      unread_total: 0,
      results: [{ ...inquiry, last_message: question, unread_count: 0 }],
    }
    await renderApp('/fr/d/chats')
    const item = await screen.findByRole('link', { name: /Grace/ }, SLOW)
    expect(item).toHaveTextContent('Question avant réservation')
  })
})
