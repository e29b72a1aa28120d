import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiError } from '../support/mock-api-client'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

const SLOW = { timeout: 5000 }

beforeAll(async () => {
  await Promise.all([
    import('../../../src/web/features/staff/components/staff-layout'),
    import('../../../src/web/features/staff/pages/staff-bookings-page'),
    import('../../../src/web/features/staff/pages/staff-booking-page'),
  ])
}, 30_000)

function signedInAsStaff() {
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = {
    id: 9,
    email: 'staff@roam.test',
    first_name: 'Sam',
    is_owner: false,
    is_staff: true,
    is_pro: false,
  }
}

const summary = (id: number, bookingState: string, canCancel = true) => ({
  next_timer: null,
  id,
  camper_id: 5,
  camper_title: 'Blue van',
  state: bookingState,
  is_instant: false,
  date_from: '2026-12-01',
  date_to: '2026-12-06',
  total_price: 85050,
  currency: 'EUR',
  created_at: '2026-11-20T09:30:00Z',
  cancel_reason: null,
  cancel_message: null,
  can_cancel: canCancel,
  guest: { id: 3, email: 'grace@roam.test', first_name: 'Grace', last_name: 'Hopper' },
  owner: { id: 4, email: 'oscar@roam.test', first_name: 'Oscar', last_name: 'Owner' },
})
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results })

describe('/staff/bookings', () => {
  it('searches bookings by email and state, and links each to its page', async () => {
    signedInAsStaff()
    const queries: unknown[] = []
    state.responses['GET /v4/bookings-staff/'] = (
      _body: unknown,
      init: { params: { query: Record<string, unknown> } },
    ) => {
      queries.push(init.params.query)
      return page(
        init.params.query.q === 'grace'
          ? [summary(12, 'TO_COME')]
          : [summary(12, 'TO_COME'), summary(11, 'DONE', false)],
      )
    }
    await renderApp('/staff/bookings')

    const link = await screen.findByRole('link', { name: 'Booking 12' }, SLOW)
    expect(link).toHaveAttribute('href', '/staff/bookings/12')
    expect(queries[0]).toEqual({ page: 1, page_size: 20 })
    const row = link.closest('tr')!
    expect(row).toHaveTextContent('grace@roam.test')
    expect(row).toHaveTextContent('oscar@roam.test')
    expect(row).toHaveTextContent('€850.50')
    expect(row).toHaveTextContent('TO_COME')
    expect(screen.getByRole('link', { name: 'Bookings', current: 'page' })).toBeInTheDocument()

    fireEvent.change(screen.getByRole('searchbox', { name: 'Booking id, guest or owner email' }), {
      target: { value: ' grace ' },
    })
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'TO_COME' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(queries).toContainEqual({ q: 'grace', state: 'TO_COME', page: 1, page_size: 20 }), SLOW)
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Booking 11' })).not.toBeInTheDocument(), SLOW)
  }, 20_000)

  it('cancels a booking from its page with a reason, and no cancel button once it has ended', async () => {
    signedInAsStaff()
    let current: Record<string, unknown> = {
      ...summary(12, 'TO_COME'),
      history: [
        { from_state: null, to_state: 'CREATED', event: 'guest.request', actor_id: 3, at: '2026-11-20T09:30:00Z' },
        {
          from_state: 'ACCEPTED',
          to_state: 'TO_COME',
          event: 'payment.succeeded',
          actor_id: 3,
          at: '2026-11-21T09:30:00Z',
        },
      ],
    }
    const cancels: { id: number; body: unknown }[] = []
    state.responses['GET /v4/bookings-staff/{id}/'] = () => current
    state.responses['PATCH /v4/bookings-staff/{id}/cancel/'] = (
      body: unknown,
      init: { params: { path: { id: number } } },
    ) => {
      cancels.push({ id: init.params.path.id, body })
      current = {
        ...current,
        state: 'CANCELLED_BOTH',
        can_cancel: false,
        cancel_reason: 'both',
        cancel_message: 'Both called us.',
      }
      return current
    }
    await renderApp('/staff/bookings/12')

    expect(await screen.findByRole('heading', { name: 'Booking 12' }, SLOW)).toBeInTheDocument()
    expect(screen.getByTestId('staff-booking-state')).toHaveTextContent('TO_COME')
    expect(screen.getByRole('link', { name: 'grace@roam.test' })).toHaveAttribute('href', '/staff/users/3')
    expect(screen.getByRole('cell', { name: 'payment.succeeded' })).toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('Cancel booking 12?')
    const send = within(dialog).getByRole('button', { name: 'Confirm the cancellation' })
    expect(send).toBeDisabled()
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Why is it cancelled?' }), {
      target: { value: '   ' },
    })
    fireEvent.submit(send.closest('form')!)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(cancels).toEqual([])
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Why is it cancelled?' }), {
      target: { value: ' Both called us. ' },
    })
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'The guest and the owner both asked for it' }))
    fireEvent.click(send)

    await waitFor(() => expect(screen.getByTestId('staff-booking-state')).toHaveTextContent('CANCELLED_BOTH'), SLOW)
    expect(cancels).toEqual([{ id: 12, body: { reason: 'Both called us.', both: true } }])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument()
    expect(screen.getByText('Both called us.')).toBeInTheDocument()
  }, 20_000)

  it('keeps the dialog open with the server’s message when the cancellation is refused', async () => {
    signedInAsStaff()
    state.responses['GET /v4/bookings-staff/{id}/'] = { ...summary(13, 'ONGOING'), history: [] }
    state.responses['PATCH /v4/bookings-staff/{id}/cancel/'] = apiError(405, {
      detail: 'This action is not possible in the current state of the booking.',
      code: 'BOOKING_NOT_IN_VALID_STATE',
    })
    await renderApp('/staff/bookings/13')
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }, SLOW))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Why is it cancelled?' }), {
      target: { value: 'Fraud' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm the cancellation' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This action is not possible in the current state of the booking.',
    )
    expect(screen.getByText('No status change recorded.')).toBeInTheDocument()
  }, 20_000)

  it('runs the next timer on a replay server only, and shows what it did', async () => {
    signedInAsStaff()
    let current: Record<string, unknown> = {
      ...summary(14, 'TO_COME'),
      next_timer: { event: 'timer.trip_started', at: '2026-12-01T00:00:00Z' },
      history: [],
    }
    const ticks: number[] = []
    state.responses['GET /v4/bookings-staff/{id}/'] = () => current
    state.responses['POST /v4/bookings-staff/{id}/replay-clock/'] = (
      _body: unknown,
      init: { params: { path: { id: number } } },
    ) => {
      ticks.push(init.params.path.id)
      current = {
        ...current,
        state: 'ONGOING',
        next_timer: { event: 'timer.trip_ended', at: '2026-12-06T00:00:00Z' },
        history: [
          {
            from_state: 'TO_COME',
            to_state: 'ONGOING',
            event: 'timer.trip_started',
            actor_id: null,
            at: '2026-12-01T00:00:00Z',
          },
        ],
      }
      return current
    }
    const first = await renderApp('/staff/bookings/14')
    expect(await screen.findByText(/timer\.trip_started · Dec 1, 2026/, {}, SLOW)).toBeInTheDocument()
    // A server without REPLAY_CLOCK has no such operation: no button.
    expect(screen.queryByRole('button', { name: 'Run the next timer now' })).not.toBeInTheDocument()
    first.unmount()

    state.config = { ...state.config, replayClock: true }
    await renderApp('/staff/bookings/14')
    fireEvent.click(await screen.findByRole('button', { name: 'Run the next timer now' }, SLOW))
    expect(await screen.findByRole('cell', { name: 'timer.trip_started' }, SLOW)).toBeInTheDocument()
    expect(ticks).toEqual([14])
    expect(screen.getByTestId('staff-booking-state')).toHaveTextContent('ONGOING')
    expect(screen.getByText(/timer\.trip_ended/)).toBeInTheDocument()
  }, 30_000)
})
