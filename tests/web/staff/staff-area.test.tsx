import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { apiError } from '../support/mock-api-client'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

const SLOW = { timeout: 5000 }

beforeAll(async () => {
  await Promise.all([
    import('../../../src/web/features/staff/components/staff-layout'),
    import('../../../src/web/features/staff/pages/staff-users-page'),
    import('../../../src/web/features/staff/pages/staff-documents-page'),
    import('../../../src/web/features/staff/pages/staff-audit-page'),
  ])
}, 30_000)
afterEach(() => vi.unstubAllGlobals())

function signedIn(isStaff: boolean) {
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = {
    id: 9,
    email: 'staff@roam.test',
    first_name: 'Sam',
    is_owner: false,
    is_staff: isStaff,
    is_pro: false,
  }
}

const grace = {
  id: 2,
  email: 'grace@roam.test',
  first_name: 'Grace',
  last_name: 'Hopper',
  is_active: true,
  is_owner: false,
  is_staff: false,
  is_pro: false,
  joined_at: '2025-04-02T10:00:00Z',
  nb_campers: 0,
  nb_bookings: 3,
}
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results })

describe('/staff', () => {
  it('is a 403 page for users who are not staff', async () => {
    signedIn(false)
    await renderApp('/staff/users')
    expect(await screen.findByRole('heading', { level: 1 }, SLOW)).toHaveTextContent('This page is for Roam staff')
  })

  it('searches users with the typed text and logs in as one after a confirmation', async () => {
    signedIn(true)
    const queries: unknown[] = []
    state.responses['GET /v4/staff/users/'] = (
      _body: unknown,
      init: { params: { query: Record<string, unknown> } },
    ) => {
      queries.push(init.params.query)
      return page(init.params.query.q === 'grace' ? [grace] : [])
    }
    const logAs = vi.fn(() => ({
      access_token: 'a',
      refresh_token: 'r',
      expires_in: 36000,
      token_type: 'Bearer',
      scope: 'read write',
    }))
    state.responses['POST /v4/users/auth/log-as/'] = logAs
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    await renderApp('/staff')
    const nav = await screen.findByRole('navigation', { name: 'Staff area' }, SLOW)
    expect(within(nav).getByRole('link', { name: 'Moderation' })).toHaveAttribute('href', '/staff/moderation')
    expect(await screen.findByText('No user matches this search.', {}, SLOW)).toBeInTheDocument()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Email, name or user id' }), {
      target: { value: ' grace ' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    const row = (await screen.findByRole('link', { name: 'Grace Hopper' }, SLOW)).closest('tr')!
    expect(queries.at(-1)).toEqual({ q: 'grace', page: 1, page_size: 20 })
    expect(row).toHaveTextContent('grace@roam.test')
    expect(within(row).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/staff/users/2')
    fireEvent.click(within(row).getByRole('button', { name: 'Log in as' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('Log in as grace@roam.test?')
    expect(logAs).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in as this user' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/d/account'))
    expect(logAs).toHaveBeenCalledWith({ user_id: 2 })
  }, 20_000)

  it('validates a waiting document and refuses another with a reason, then reloads the queue', async () => {
    signedIn(true)
    const waiting = (id: number) => ({
      id,
      document_type: 'id_proof',
      status: 'valid_ask',
      dashboard_status: 'VALIDATION_ASKED',
      is_mandatory: true,
      expiration_date: '2032-03-14',
      expiration_date_mandatory: true,
      real_edition_date: null,
      idn: null,
      refusal_reason: null,
      check_result: null,
      camper_id: null,
      booking_id: null,
      emergency_warning_seen: false,
      pages: [],
      user: { id: 2, email: 'grace@roam.test', first_name: 'Grace', last_name: 'Hopper' },
    })
    let queue = [waiting(31), waiting(32)]
    state.responses['GET /v4/staff/documents/'] = () => page(queue)
    const validate = vi.fn(() => {
      queue = queue.filter((document) => document.id !== 31)
      return {}
    })
    const refuse = vi.fn(() => {
      queue = queue.filter((document) => document.id !== 32)
      return {}
    })
    state.responses['POST /3/docs/{id}/validate/'] = validate
    state.responses['POST /3/docs/{id}/refuse/'] = refuse
    await renderApp('/staff/documents')
    const first = await screen.findByRole('listitem', { name: 'Document 31' }, SLOW)
    expect(first).toHaveTextContent('Grace Hopper')
    expect(first).toHaveTextContent('No page uploaded.')
    fireEvent.click(within(first).getByRole('button', { name: 'Validate' }))
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Document 31' })).not.toBeInTheDocument(), SLOW)
    expect(validate).toHaveBeenCalledTimes(1)

    const second = screen.getByRole('listitem', { name: 'Document 32' })
    fireEvent.click(within(second).getByRole('button', { name: 'Refuse…' }))
    fireEvent.change(within(second).getByRole('textbox', { name: 'Why is it refused? Its user reads this.' }), {
      target: { value: 'Blurred photo' },
    })
    fireEvent.click(within(second).getByRole('button', { name: 'Refuse the document' }))
    await waitFor(() => expect(screen.getByText('No document here.')).toBeInTheDocument(), SLOW)
    expect(refuse).toHaveBeenCalledWith({ reason: 'Blurred photo' })
  }, 20_000)

  it('shows a refused decision’s own message', async () => {
    signedIn(true)
    state.responses['GET /v4/staff/documents/'] = page([
      {
        id: 33,
        document_type: 'driving_licen',
        status: 'valid_ask',
        dashboard_status: 'VALIDATION_ASKED',
        is_mandatory: true,
        expiration_date: null,
        expiration_date_mandatory: false,
        real_edition_date: null,
        idn: null,
        refusal_reason: null,
        check_result: null,
        camper_id: null,
        booking_id: null,
        emergency_warning_seen: false,
        pages: [],
        user: { id: 2, email: 'grace@roam.test', first_name: 'Grace', last_name: 'Hopper' },
      },
    ])
    state.responses['POST /3/docs/{id}/validate/'] = apiError(405, {
      detail: 'The document is not waiting for a decision.',
      code: 'DOCUMENT_NOT_IN_VALID_STATE',
    })
    await renderApp('/staff/documents')
    fireEvent.click(
      within(await screen.findByRole('listitem', { name: 'Document 33' }, SLOW)).getByRole('button', {
        name: 'Validate',
      }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('The document is not waiting for a decision.')
  }, 20_000)

  it('offers a decision exactly on the documents the document machine lets staff decide', async () => {
    signedIn(true)
    const document = (id: number, status: string, dashboard: string) => ({
      id,
      document_type: 'driving_licen',
      status,
      dashboard_status: dashboard,
      is_mandatory: true,
      expiration_date: '2099-01-01',
      expiration_date_mandatory: true,
      real_edition_date: null,
      idn: null,
      refusal_reason: null,
      check_result: null,
      camper_id: null,
      booking_id: null,
      emergency_warning_seen: false,
      pages: [],
      user: { id: 2, email: 'grace@roam.test', first_name: 'Grace', last_name: 'Hopper' },
    })
    state.responses['GET /v4/staff/documents/'] = page([
      document(34, 'added', 'ADDED'),
      document(35, 'validated', 'VALIDATED'),
      document(36, 'needdoc', 'NEEDDOC'),
    ])
    await renderApp('/staff/documents')
    const added = await screen.findByRole('listitem', { name: 'Document 34' }, SLOW)
    expect(within(added).getByRole('button', { name: 'Validate' })).toBeInTheDocument()
    for (const name of ['Document 35', 'Document 36']) {
      expect(within(screen.getByRole('listitem', { name })).queryByRole('button', { name: 'Validate' })).toBeNull()
    }
  }, 20_000)

  it('lists the audit log and filters it through the address', async () => {
    signedIn(true)
    const queries: unknown[] = []
    state.responses['GET /v4/staff/audit/'] = (
      _body: unknown,
      init: { params: { query: Record<string, unknown> } },
    ) => {
      queries.push(init.params.query)
      return page([
        {
          id: 1,
          staff: { id: 9, email: 'staff@roam.test', first_name: 'Sam', last_name: 'Staff' },
          action: 'log_as',
          target_type: 'user',
          target_id: 2,
          detail: { user_id: 2 },
          created_at: '2026-11-21T10:00:00Z',
        },
      ])
    }
    await renderApp('/staff/audit?target_type=user')
    const row = (await screen.findByText('log_as', {}, SLOW)).closest('tr')!
    expect(within(row).getByRole('link', { name: 'User 2' })).toHaveAttribute('href', '/staff/users/2')
    expect(row).toHaveTextContent('{"user_id":2}')
    expect(queries.at(-1)).toEqual({ target_type: 'user', page: 1, page_size: 20 })
    fireEvent.change(screen.getByRole('textbox', { name: 'Action' }), { target: { value: 'document_refuse' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Staff id' }), { target: { value: '9' } })
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }))
    await waitFor(
      () =>
        expect(queries.at(-1)).toEqual({
          staff_id: 9,
          target_type: 'user',
          action: 'document_refuse',
          page: 1,
          page_size: 20,
        }),
      SLOW,
    )
  }, 20_000)
})
