import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

const SLOW = { timeout: 5000 }
// Each test renders the app and follows its links on a machine shared with other builds.
vi.setConfig({ testTimeout: 40_000 })

beforeAll(async () => {
  await import('../../../src/web/features/notifications/pages/notifications-page')
  await import('../../../src/web/features/search/pages/search-page')
  await import('../../../src/web/features/trips/pages/trip-page')
}, 60_000)

const accepted = {
  id: 11,
  kind: 'accepted',
  booking_id: 42,
  title: 'Jonas accepted your request: pay before 29 Nov 2026, 18:00 CET',
  body: 'Good news: Jonas accepted your request for Le Petit Nomade.',
  path: '/d/trips/42',
  created_at: '2026-11-27T17:00:00Z',
  read_at: null,
}
const sent = {
  ...accepted,
  id: 10,
  kind: 'request_sent',
  title: 'Your request for Le Petit Nomade is sent',
  body: 'We sent your request.',
  created_at: '2026-11-26T09:00:00Z',
  read_at: '2026-11-26T10:00:00Z',
}

function signedInWith(results: unknown[]) {
  const read = new Set<number>(results.filter((n) => (n as typeof sent).read_at).map((n) => (n as typeof sent).id))
  const page = (_body: unknown, init: { params?: { query?: { page_size?: number } } }) => {
    const withRead = results.map((n) => {
      const item = n as typeof sent
      return { ...item, read_at: read.has(item.id) ? (item.read_at ?? '2026-11-27T18:00:00Z') : null }
    })
    return {
      count: results.length,
      next: null,
      previous: null,
      unread_count: withRead.filter((n) => !n.read_at).length,
      results: withRead.slice(0, init?.params?.query?.page_size ?? 20),
    }
  }
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = { id: 7, first_name: 'Camille', is_owner: false, is_staff: false }
  state.responses['GET /3/chats/'] = { count: 0, next: null, previous: null, unread_total: 0, results: [] }
  state.responses['GET /v4/notifications/'] = page
  const readOne = vi.fn((_body: unknown, init: { params: { path: { id: number } } }) => {
    read.add(init.params.path.id)
    return null
  })
  const readAll = vi.fn(() => {
    for (const n of results) read.add((n as typeof sent).id)
    return null
  })
  state.responses['POST /v4/notifications/{id}/read/'] = readOne
  state.responses['POST /v4/notifications/read-all/'] = readAll
  return { readOne, readAll }
}

describe('notifications', () => {
  it('the bell shows the unread count and leads to the list, newest first, unread ones marked', async () => {
    signedInWith([accepted, sent])
    await renderApp('/d/notifications')
    const bell = await screen.findByRole('link', { name: 'Notifications, 1 unread' }, SLOW)
    expect(bell).toHaveAttribute('href', '/d/notifications')
    const items = await screen.findAllByRole('button', { name: /Le Petit Nomade/ }, SLOW)
    expect(items.map((item) => item.querySelector('.notification-item__title')!.textContent)).toEqual([
      'Unread: Jonas accepted your request: pay before 29 Nov 2026, 18:00 CET',
      'Your request for Le Petit Nomade is sent',
    ])
  })

  it('marks all read, and the bell follows', async () => {
    const { readAll } = signedInWith([accepted, sent])
    await renderApp('/d/notifications')
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }, SLOW))
    await waitFor(() => expect(readAll).toHaveBeenCalledTimes(1))
    expect(await screen.findByRole('link', { name: 'Notifications' }, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument()
  })

  it('opening one marks it read and goes to its page', async () => {
    const { readOne } = signedInWith([accepted, sent])
    const { router } = await renderApp('/d/notifications')
    fireEvent.click(await screen.findByRole('button', { name: /Jonas accepted/ }, SLOW))
    await waitFor(() => expect(readOne).toHaveBeenCalledTimes(1))
    expect(readOne.mock.calls[0]![1]).toMatchObject({ params: { path: { id: 11 } } })
    await waitFor(() => expect(router.state.location.pathname).toBe('/d/trips/42'), { timeout: 15_000 })
  })

  it('says so when there is nothing yet', async () => {
    signedInWith([])
    await renderApp('/d/notifications')
    expect(await screen.findByText(/No notifications yet/, {}, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument()
  })

  it('shows no bell to a signed-out visitor', async () => {
    state.responses['GET /v4/notifications/'] = () => {
      throw new Error('a signed-out visitor has no notifications to ask for')
    }
    await renderApp('/')
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument()
  })
})
