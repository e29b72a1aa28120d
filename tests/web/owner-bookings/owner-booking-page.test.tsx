import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiError } from '../support/mock-api-client'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'
import { ownerBooking, ownerExtension, ownerPrices, signedInAs } from './fixtures'

const SLOW = { timeout: 5000 }

beforeAll(async () => {
  await import('../../../src/web/features/owner-bookings/pages/owner-booking-page')
}, 30_000)

function withBooking(booking: ReturnType<typeof ownerBooking> | (() => unknown)) {
  signedInAs(true)
  state.responses['GET /v4/bookings-owner/{id}/'] = booking
  state.responses['GET /3/my-bookings/{id}/prices/'] = ownerPrices()
}

describe('/d/bookings/{id}', () => {
  it('shows the guest, the dates, the earnings and the time left to answer, with accept and refuse only', async () => {
    withBooking(ownerBooking({}, { can_accept: true, can_refuse: true }))
    await renderApp('/d/bookings/31')
    expect(await screen.findByRole('heading', { name: 'Booking of Lena', level: 1 }, SLOW)).toBeInTheDocument()
    const banner = screen.getByTestId('owner-booking-state')
    expect(banner).toHaveTextContent('Request to answer')
    expect(within(banner).getByTestId('acceptance-countdown')).toHaveTextContent(/^1 d 2 h 5 min left to answer/)
    expect(screen.getByText('Jul 1, 2027, 2:00 PM')).toBeInTheDocument()
    expect(screen.getByText('We are a family of three.')).toBeInTheDocument()
    expect(screen.getByText('Purpose of the trip').nextSibling).toHaveTextContent('Family holidays')
    const earnings = await screen.findByRole('region', { name: 'Your earnings' }, SLOW)
    expect(await within(earnings).findByText('Rental (7 days)', {}, SLOW)).toBeInTheDocument()
    expect(within(earnings).getByText('Roam commission (15%)')).toBeInTheDocument()
    expect(within(earnings).getByText('−€107.10')).toBeInTheDocument()
    expect(within(earnings).getByText('You earn').nextSibling).toHaveTextContent('€606.90')
    expect(within(earnings).queryByText('Kilometres')).not.toBeInTheDocument()
    expect(within(earnings).getByText('The guest pays €941.69 in all.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Accept the request' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Refuse the request' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel the booking' })).not.toBeInTheDocument()
  }, 15_000)

  it('accepts after confirming, and then shows the booking the server answered', async () => {
    let current = ownerBooking({}, { can_accept: true, can_refuse: true })
    let accepted = 0
    withBooking(() => current)
    state.responses['PATCH /v4/bookings-owner/{id}/accept/'] = () => {
      accepted += 1
      current = ownerBooking(
        { state: 'ACCEPTED', display_state: 'ACCEPTED', meta_state: 'waiting' },
        { can_cancel: true },
      )
      return current
    }
    await renderApp('/d/bookings/31')
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the request' }, SLOW))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('The dates are held for Lena, who then has 48 hours to pay.')
    expect(accepted).toBe(0)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm and accept' }))
    await waitFor(
      () => expect(screen.getByTestId('owner-booking-state')).toHaveTextContent('Accepted, waiting for payment'),
      SLOW,
    )
    expect(accepted).toBe(1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.queryByTestId('acceptance-countdown')).not.toBeInTheDocument()
    // Toasts load their machine with the first one.
    expect(await screen.findByText('Request accepted: Lena can now pay.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancel the booking' })).toBeInTheDocument()
  }, 15_000)

  it('refuses only with an owner reason, and shows the API error in the dialog', async () => {
    const bodies: unknown[] = []
    withBooking(ownerBooking({}, { can_accept: true, can_refuse: true }))
    state.responses['PATCH /v4/bookings-owner/{id}/refuse/'] = (body: unknown) => {
      bodies.push(body)
      return apiError(
        405,
        { detail: 'A booking in state CANCELLED_GUEST cannot be refused.', code: 'BOOKING_NOT_IN_VALID_STATE' },
        'PATCH',
      )
    }
    await renderApp('/d/bookings/31')
    fireEvent.click(await screen.findByRole('button', { name: 'Refuse the request' }, SLOW))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('button', { name: 'Confirm the refusal' })).toBeDisabled()
    const reasons = within(dialog).getByLabelText('Reason')
    expect(within(reasons).getAllByRole('option')).toHaveLength(18)
    fireEvent.change(reasons, { target: { value: 'vehicle_down' } })
    fireEvent.change(within(dialog).getByLabelText('A word for the guest (optional)'), {
      target: { value: ' The engine failed. ' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm the refusal' }))
    expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent(
      'A booking in state CANCELLED_GUEST cannot be refused.',
    )
    expect(bodies).toEqual([{ reason: 'vehicle_down', message: 'The engine failed.' }])
  }, 15_000)

  it('cancels an accepted booking with a reason', async () => {
    const bodies: unknown[] = []
    let current = ownerBooking(
      { state: 'TO_COME', display_state: 'TO_COME', meta_state: 'confirmed' },
      { can_cancel: true },
    )
    withBooking(() => current)
    state.responses['PATCH /v4/bookings-owner/{id}/cancel/'] = (body: unknown) => {
      bodies.push(body)
      current = ownerBooking({ state: 'CANCELLED_OWNER', display_state: 'CANCELLED_OWNER', meta_state: 'archived' })
      return current
    }
    await renderApp('/d/bookings/31')
    expect(await screen.findByRole('heading', { name: 'Booking of Lena' }, SLOW)).toBeInTheDocument()
    expect(screen.queryByTestId('acceptance-countdown')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Accept the request' })).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the booking' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'unavailable_calendar' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm the cancellation' }))
    await waitFor(() => expect(screen.getByTestId('owner-booking-state')).toHaveTextContent('Cancelled by you'), SLOW)
    expect(bodies).toEqual([{ reason: 'unavailable_calendar' }])
    expect(screen.queryByRole('button', { name: 'Cancel the booking' })).not.toBeInTheDocument()
  }, 15_000)

  it('accepts or refuses the extension the guest asked, as its permissions allow', async () => {
    let current: Record<string, unknown> = ownerBooking({
      state: 'TO_COME',
      display_state: 'TO_COME',
      extensions: {
        state: 'GUEST_ASK',
        permissions: { can_create_extensions: false },
        requests: [ownerExtension('GUEST_ASK', { can_accept: true, can_refuse: true })],
      },
    })
    let calls = 0
    withBooking(() => current)
    state.responses['PATCH /v4/bookings-owner/{id}/extensions/accept/'] = () => {
      calls += 1
      current = {
        ...current,
        extensions: {
          state: 'ACCEPTED',
          permissions: { can_create_extensions: false },
          requests: [ownerExtension('ACCEPTED', {}, true)],
        },
      }
      return ownerExtension('ACCEPTED')
    }
    await renderApp('/d/bookings/31')
    const section = await screen.findByRole('region', { name: 'Extensions' }, SLOW)
    expect(within(section).getByText('Waiting for your answer')).toBeInTheDocument()
    expect(within(section).getByText('From Jul 1, 2027 to Jul 10, 2027: you earn €145.35 more.')).toBeInTheDocument()
    expect(within(section).queryByText('200 km a day')).not.toBeInTheDocument()
    expect(within(section).getByRole('button', { name: 'Refuse the extension' })).toBeInTheDocument()
    fireEvent.click(within(section).getByRole('button', { name: 'Accept the extension' }))
    await waitFor(() => expect(within(section).getByText('Accepted, waiting for payment')).toBeInTheDocument(), SLOW)
    expect(within(section).getByText('Unlimited kilometres')).toBeInTheDocument()
    expect(calls).toBe(1)
    expect(within(section).queryByRole('button', { name: 'Accept the extension' })).not.toBeInTheDocument()
  }, 15_000)

  it('says a booking of another owner (or an unknown one) cannot be found', async () => {
    signedInAs(true)
    state.responses['GET /v4/bookings-owner/{id}/'] = () =>
      apiError(403, { detail: 'You do not have permission to perform this action.', code: 'forbidden' })
    await renderApp('/d/bookings/77')
    expect(await screen.findByRole('heading', { name: 'This booking could not be found' }, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the bookings' })).toHaveAttribute('href', '/d/bookings')
  }, 15_000)
})
