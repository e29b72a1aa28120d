import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { api, apiError } from '../support/mock-api-client'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

// A short poll so the test sees a new message arrive without waiting seconds.
vi.mock('../../../src/domain/chat-rules', async (original) => ({
  ...(await original<object>()),
  CHAT_POLL_OPEN_MS: 150,
}))

const SLOW = { timeout: 8000 }

beforeAll(async () => {
  await import('../../../src/web/features/chats/pages/chats-page')
}, 30_000)

function signedIn() {
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = {
    id: 2,
    email: 'guest@roam.test',
    first_name: 'Grace',
    is_owner: false,
    is_staff: false,
    is_pro: false,
  }
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
const message = (id: number, body: string, overrides: Record<string, unknown> = {}) => ({
  id,
  body,
  sender_id: 3,
  is_mine: false,
  send_on_tz: '2027-03-10T22:30:00Z',
  is_read: false,
  ...overrides,
})

describe('/d/chats', () => {
  it('lists the conversations with their unread counts', async () => {
    signedIn()
    state.responses['GET /3/chats/'] = {
      count: 2,
      next: null,
      previous: null,
      unread_total: 3,
      results: [
        { ...header, last_message: message(12, 'See you soon'), unread_count: 3 },
        { ...header, id: 8, other_party: person(4, 'Ines'), last_message: null, unread_count: 0 },
      ],
    }
    await renderApp('/d/chats')
    const inbox = await screen.findByRole('navigation', { name: 'Conversations' }, SLOW)
    const first = await within(inbox).findByRole('link', { name: /Oscar/ }, SLOW)
    expect(first).toHaveAttribute('href', '/d/chats/7')
    expect(within(first).getByText('3 unread messages')).toBeInTheDocument()
    expect(within(first).getByText(/See you soon/)).toBeInTheDocument()
    expect(within(within(inbox).getByRole('link', { name: /Ines/ })).queryByText(/unread/)).toBeNull()
  }, 20_000)

  it('shows a new message without a reload and marks what it shows read', async () => {
    signedIn()
    state.responses['GET /3/chats/'] = {
      count: 1,
      next: null,
      previous: null,
      unread_total: 0,
      results: [{ ...header, last_message: null, unread_count: 0 }],
    }
    const messages = [message(10, 'Hello! Is the van free?', { sender_id: 2, is_mine: true, is_read: true })]
    state.responses['GET /3/chats/{id}/'] = () => ({
      ...header,
      can_write: true,
      has_older: false,
      messages: [...messages],
    })
    const reads: unknown[] = []
    state.responses['PATCH /3/chats/messages/{id}/'] = (_body: unknown, init: unknown) => {
      reads.push((init as { params: { path: { id: number } } }).params.path.id)
      return message(11, 'Yes it is', { is_read: true })
    }
    await renderApp('/d/chats/7')
    const log = await screen.findByRole('log', { name: 'Messages' }, SLOW)
    expect(await within(log).findByText('Hello! Is the van free?', {}, SLOW)).toBeInTheDocument()
    expect(reads).toEqual([])

    messages.push(message(11, 'Yes it is, welcome!'))
    expect(await within(log).findByText('Yes it is, welcome!', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(reads).toEqual([11]), SLOW)
  }, 20_000)

  it('shows a message at once while it is sent, and says when it was not', async () => {
    signedIn()
    state.responses['GET /3/chats/'] = {
      count: 1,
      next: null,
      previous: null,
      unread_total: 0,
      results: [{ ...header, last_message: null, unread_count: 0 }],
    }
    state.responses['GET /3/chats/{id}/'] = { ...header, can_write: true, has_older: false, messages: [] }
    let refuse!: (error: unknown) => void
    state.responses['POST /3/chats/{id}/messages/'] = () =>
      new Promise((_resolve, reject) => {
        refuse = reject
      })
    await renderApp('/d/chats/7')
    const field = await screen.findByLabelText('Your message', {}, SLOW)
    fireEvent.change(field, { target: { value: 'Can we come at 10?' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    const log = screen.getByRole('log', { name: 'Messages' })
    expect(await within(log).findByText('Can we come at 10?')).toBeInTheDocument()
    expect(within(log).getByText('Sending…')).toBeInTheDocument()
    // The messages stay a list inside the log (a listitem outside a list is an accessibility error).
    expect(within(within(log).getByRole('list')).getAllByRole('listitem').at(-1)).toHaveTextContent(
      'Can we come at 10?',
    )
    expect(api.POST).toHaveBeenCalledWith('/3/chats/{id}/messages/', {
      params: { path: { id: 7 } },
      body: { body: 'Can we come at 10?' },
    })
    refuse(apiError(400, { body: ['Ensure this field has no more than 2000 characters.'] }, 'POST'))
    expect(await within(log).findByRole('alert')).toHaveTextContent(
      'Not sent. Ensure this field has no more than 2000 characters.',
    )
    expect(within(log).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  }, 20_000)
})
