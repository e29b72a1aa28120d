import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

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
const message = (id: number, body: string) => ({
  id,
  body,
  sender_id: 2,
  is_mine: true,
  send_on_tz: '2027-03-10T22:30:00Z',
  is_read: true,
})
type Query = { params: { query?: Record<string, unknown> } }

describe('/d/chats paging', () => {
  it('loads older messages on demand above the shown ones and keeps the reader where they were', async () => {
    signedIn()
    state.responses['GET /3/chats/'] = {
      count: 1,
      next: null,
      previous: null,
      unread_total: 0,
      results: [{ ...header, last_message: null, unread_count: 0 }],
    }
    const befores: unknown[] = []
    state.responses['GET /3/chats/{id}/'] = (_body: unknown, init: unknown) => {
      const before = (init as Query).params.query?.before
      befores.push(before)
      return before === undefined
        ? { ...header, can_write: true, has_older: true, messages: [message(60, 'Sixty'), message(61, 'Sixty-one')] }
        : {
            ...header,
            can_write: true,
            has_older: false,
            messages: [message(58, 'Fifty-eight'), message(59, 'Fifty-nine')],
          }
    }
    await renderApp('/d/chats/7')
    const log = await screen.findByRole('log', { name: 'Messages' }, SLOW)
    await within(log).findByText('Sixty', {}, SLOW)
    expect(within(log).queryByText('Fifty-nine')).toBeNull()

    // jsdom lays nothing out: each message is 100 px high and the reader sits 50 px below the top.
    let scrollTop = 50
    Object.defineProperty(log, 'scrollHeight', {
      configurable: true,
      get: () => log.querySelectorAll('li').length * 100,
    })
    Object.defineProperty(log, 'scrollTop', {
      configurable: true,
      get: () => scrollTop,
      set: (value: number) => {
        scrollTop = value
      },
    })

    fireEvent.click(screen.getByRole('button', { name: 'Older messages' }))
    await within(log).findByText('Fifty-nine', {}, SLOW)
    expect(befores).toContain(60)
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.chats__body')?.textContent),
    ).toEqual(['Fifty-eight', 'Fifty-nine', 'Sixty', 'Sixty-one'])
    // 200 px were added above: the reader is still 150 px above the bottom, on the same message.
    expect(scrollTop).toBe(250)
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Older messages' })).toBeNull())
  }, 20_000)

  it('says when older messages could not be loaded', async () => {
    signedIn()
    state.responses['GET /3/chats/'] = {
      count: 1,
      next: null,
      previous: null,
      unread_total: 0,
      results: [{ ...header, last_message: null, unread_count: 0 }],
    }
    state.responses['GET /3/chats/{id}/'] = (_body: unknown, init: unknown) =>
      (init as Query).params.query?.before === undefined
        ? { ...header, can_write: true, has_older: true, messages: [message(60, 'Sixty')] }
        : new Error('offline')
    await renderApp('/d/chats/7')
    fireEvent.click(await screen.findByRole('button', { name: 'Older messages' }, SLOW))
    expect(await screen.findByText('Older messages could not be loaded.', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByText('Sixty')).toBeInTheDocument()
  }, 20_000)

  it('shows more conversations from the next page of the inbox', async () => {
    signedIn()
    const pages: unknown[] = []
    state.responses['GET /3/chats/'] = (_body: unknown, init: unknown) => {
      const { page, page_size } = (init as Query).params.query ?? {}
      if (page_size === 1) return { count: 2, next: null, previous: null, unread_total: 0, results: [] }
      pages.push(page)
      return page === 1
        ? {
            count: 2,
            next: 'http://localhost/3/chats/?page=2',
            previous: null,
            unread_total: 0,
            results: [{ ...header, last_message: null, unread_count: 0 }],
          }
        : {
            count: 2,
            next: null,
            previous: 'http://localhost/3/chats/?page=1',
            unread_total: 0,
            results: [{ ...header, id: 8, other_party: person(4, 'Ines'), last_message: null, unread_count: 0 }],
          }
    }
    await renderApp('/d/chats')
    const inbox = await screen.findByRole('navigation', { name: 'Conversations' }, SLOW)
    await within(inbox).findByRole('link', { name: /Oscar/ }, SLOW)
    expect(within(inbox).queryByRole('link', { name: /Ines/ })).toBeNull()
    fireEvent.click(within(inbox).getByRole('button', { name: 'More conversations' }))
    expect(await within(inbox).findByRole('link', { name: /Ines/ }, SLOW)).toHaveAttribute('href', '/d/chats/8')
    expect(pages).toEqual([1, 2])
    expect(within(inbox).queryByRole('button', { name: 'More conversations' })).toBeNull()
  }, 20_000)
})
