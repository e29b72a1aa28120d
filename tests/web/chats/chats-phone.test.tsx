import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

const SLOW = { timeout: 8000 }

beforeAll(async () => {
  await import('../../../src/web/features/chats/pages/chats-page')
}, 30_000)

/** A screen where only the width queries that hold at this width match. */
function screenWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query)
    const max = /max-width:\s*(\d+)px/.exec(query)
    return {
      matches: (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }
  }) as unknown as typeof window.matchMedia
}

const person = (id: number, first_name: string) => ({ id, first_name, photo: null })
const header = {
  id: 7,
  role: 'guest',
  booking: { id: 31, state: 'ACCEPTED' },
  date_from: '2027-07-01',
  date_to: '2027-07-08',
  camper: { id: 42, title: 'Blue Horizon Van', photo: null },
  guest: person(2, 'Grace'),
  owner: person(3, 'Oscar'),
  other_party: person(3, 'Oscar'),
}

beforeEach(() => {
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = {
    id: 2,
    email: 'guest@roam.test',
    first_name: 'Grace',
    is_owner: false,
    is_staff: false,
    is_pro: false,
  }
  state.responses['GET /3/chats/'] = {
    count: 1,
    next: null,
    previous: null,
    unread_total: 0,
    results: [{ ...header, last_message: null, unread_count: 0 }],
  }
  state.responses['GET /3/chats/{id}/'] = { ...header, can_write: true, has_older: false, messages: [] }
})

afterEach(() => {
  window.matchMedia = undefined as unknown as typeof window.matchMedia
})

describe('/d/chats on phones', () => {
  it('shows the open conversation alone, with its composer and a way back to the list', async () => {
    screenWidth(390)
    const { router } = await renderApp('/d/chats/7')
    expect(await screen.findByLabelText('Your message', {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('link', { name: /All conversations/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/d/chats'))
    expect(await screen.findByRole('navigation', { name: 'Conversations' }, SLOW)).toBeInTheDocument()
    expect(screen.queryByText('Choose a conversation.')).not.toBeInTheDocument()
  }, 20_000)

  it('shows the list and the conversation side by side on a wide screen', async () => {
    screenWidth(1440)
    await renderApp('/d/chats/7')
    expect(await screen.findByLabelText('Your message', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Conversations' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /All conversations/ })).not.toBeInTheDocument()
  }, 20_000)
})
