import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiError } from '../support/mock-api-client'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

const SLOW = { timeout: 5000 }

beforeAll(async () => {
  await import('../../../src/web/features/reviews/pages/reviews-page')
  await import('../../../src/web/features/reviews/pages/review-form-page')
  await import('../../../src/web/features/trips/pages/trip-page')
}, 30_000)

function signedIn() {
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = {
    id: 2,
    email: 'guest@roam.test',
    first_name: 'Lena',
    is_owner: false,
    is_staff: false,
    is_pro: false,
  }
}

const needed = (side: 'guest' | 'owner') => ({
  count: 1,
  next: null,
  previous: null,
  results: [
    {
      booking_id: 31,
      camper_id: 42,
      camper_title: 'Blue Horizon Van',
      author_type: side,
      date_from: '2026-11-10',
      hour_from: 14,
      date_to: '2026-11-14',
      hour_to: 12,
      guest_id: 2,
      guest_first_name: 'Lena',
      guest_picture: null,
      owner_id: 3,
      owner_first_name: 'Oscar',
      owner_picture: null,
      review_deadline: '2026-11-28T00:00:00.000Z',
    },
  ],
})

const review = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  booking_id: 31,
  camper_id: 42,
  camper_title: 'Blue Horizon Van',
  author_type: 'guest',
  author: { id: 2, first_name: 'Lena', profile_picture: { url: null } },
  target_id: 3,
  rating: 5,
  comment: 'Lovely van.',
  end_rating: 4,
  target_rating: 5,
  private_comment: null,
  language: null,
  photo: null,
  published_date: '2026-11-16T10:00:00.000Z',
  publication_deadline: '2026-11-28T00:00:00.000Z',
  editable: false,
  created_at: '2026-11-16T10:00:00.000Z',
  updated_at: '2026-11-16T10:00:00.000Z',
  ...overrides,
})

describe('/d/reviews', () => {
  it('lists the trips to review, the received reviews, and the sent ones with their publication state', async () => {
    signedIn()
    state.responses['GET /3/reviews-needed/'] = needed('guest')
    state.responses['GET /3/reviews/me/'] = (_body: unknown, init: unknown) => {
      const box = (init as { params: { query: { box: string } } }).params.query.box
      return box === 'sent'
        ? {
            count: 1,
            next: null,
            previous: null,
            results: [review({ id: 8, comment: 'Waiting for Oscar.', published_date: null })],
          }
        : {
            count: 1,
            next: null,
            previous: null,
            results: [
              review({
                author: { id: 3, first_name: 'Oscar', profile_picture: { url: null } },
                comment: 'Great guest.',
              }),
            ],
          }
    }
    await renderApp('/d/reviews')
    expect(await screen.findByRole('heading', { name: 'My reviews', level: 1 }, SLOW)).toBeInTheDocument()
    expect(
      await screen.findByRole('link', { name: 'Review your trip in Blue Horizon Van with Oscar' }, SLOW),
    ).toHaveAttribute('href', '/f/trip/31')
    expect(await screen.findByText('Great guest.', {}, SLOW)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('link', { name: 'Sent' }))
    expect(await screen.findByText('Waiting for Oscar.', {}, SLOW)).toBeInTheDocument()
    expect(
      screen.getByText(/Published when the other side has reviewed, or on Nov 28, 2026 at the latest/),
    ).toBeInTheDocument()
  }, 15_000)
})

describe('the review forms', () => {
  it('walks the guest through booking, end, owner and owner-private, then sends one review', async () => {
    signedIn()
    const sent: unknown[] = []
    state.responses['GET /3/reviews-needed/'] = needed('guest')
    state.responses['GET /3/reviews/me/'] = { count: 0, next: null, previous: null, results: [] }
    state.responses['POST /3/review/create/{idBooking}/'] = (body: unknown) => {
      sent.push(body)
      return review({ published_date: null })
    }
    const { router } = await renderApp('/f/trip/31')
    await waitFor(() => expect(router.state.location.pathname).toBe('/f/trip/31/booking'), SLOW)
    expect(await screen.findByRole('heading', { name: 'Review your trip with Oscar' }, SLOW)).toBeInTheDocument()
    const next = () => screen.getByRole('button', { name: 'Next' })
    expect(next()).toBeDisabled()
    fireEvent.click(screen.getAllByRole('radio', { name: '5 out of 5' })[0]!)
    fireEvent.change(screen.getByLabelText('Your review of the camper (public)'), {
      target: { value: 'Spotless and cosy.' },
    })
    fireEvent.click(next())
    await waitFor(() => expect(router.state.location.pathname).toBe('/f/trip/31/end'), SLOW)
    await screen.findByText('How did the return of the camper go?', {}, SLOW)
    fireEvent.click(screen.getByRole('radio', { name: '4 out of 5' }))
    fireEvent.click(next())
    await waitFor(() => expect(router.state.location.pathname).toBe('/f/trip/31/owner'), SLOW)
    expect(await screen.findByText('How was Oscar as a host?', {}, SLOW)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('radio', { name: '5 out of 5' }))
    fireEvent.click(next())
    await waitFor(() => expect(router.state.location.pathname).toBe('/f/trip/31/owner-private'), SLOW)
    fireEvent.change(await screen.findByLabelText('A private note to Oscar (optional, only they read it)'), {
      target: { value: 'The fridge rattles.' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Publish my review' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/d/reviews'), SLOW)
    expect(router.state.location.search).toBe('?box=sent')
    expect(sent).toEqual([
      {
        rating: 5,
        comment: 'Spotless and cosy.',
        end_rating: 4,
        target_rating: 5,
        private_comment: 'The fridge rattles.',
      },
    ])
  }, 20_000)

  it('shows the server’s refusal on the owner’s last step', async () => {
    signedIn()
    state.responses['GET /3/reviews-needed/'] = needed('owner')
    state.responses['POST /3/review/create/{idBooking}/'] = () =>
      apiError(409, { detail: 'You have already reviewed this booking.', code: 'already_reviewed' })
    const { router } = await renderApp('/f/booking/31/booking')
    expect(await screen.findByRole('heading', { name: 'Review Lena' }, SLOW)).toBeInTheDocument()
    fireEvent.click(screen.getAllByRole('radio', { name: '4 out of 5' })[0]!)
    fireEvent.change(screen.getByLabelText('Your review of Lena (public)'), { target: { value: 'Careful guest.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/f/booking/31/end'), SLOW)
    await screen.findByText('In what state did the camper come back?', {}, SLOW)
    fireEvent.click(screen.getByRole('radio', { name: '5 out of 5' }))
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/f/booking/31/guest'), SLOW)
    await screen.findByText('Would you rent to Lena again?', {}, SLOW)
    fireEvent.click(screen.getByRole('radio', { name: '5 out of 5' }))
    fireEvent.click(screen.getByRole('button', { name: 'Publish my review' }))
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('You have already reviewed this booking.')
  }, 20_000)

  it('sends a non-numeric id to the reviews page, a later step back to the first, and /f/campers/{id}/... to the listing', async () => {
    signedIn()
    state.responses['GET /3/reviews-needed/'] = needed('guest')
    state.responses['GET /3/reviews/me/'] = { count: 0, next: null, previous: null, results: [] }
    const bad = await renderApp('/f/trip/abc')
    await waitFor(() => expect(bad.router.state.location.pathname).toBe('/d/reviews'), SLOW)
    bad.unmount()
    const skipped = await renderApp('/f/trip/31/owner')
    expect(await screen.findByText('Start with the first step.', {}, SLOW)).toBeInTheDocument()
    skipped.unmount()
    const camper = await renderApp('/fr/f/campers/42/reviews')
    await waitFor(() => expect(camper.router.state.location.pathname).toBe('/fr/campers/42'), SLOW)
  }, 20_000)
})

describe('a finished trip', () => {
  it('links to its review form, and only once the trip is done', async () => {
    const { trip, prices, insurance, refundPlan } = await import('../trips/fixtures')
    signedIn()
    state.responses['GET /3/my-requests/{id}/prices/'] = prices()
    state.responses['GET /3/insurance/{slug}/'] = insurance
    state.responses['GET /3/my-requests/{id}/refund/'] = refundPlan
    state.responses['GET /v4/bookings-guest/{id}/'] = trip({
      state: 'DONE',
      display_state: 'DONE',
      meta_state: 'archived',
      summary_state: 'DONE',
    })
    const done = await renderApp('/d/trips/31')
    expect(await screen.findByRole('link', { name: 'Review this trip' }, SLOW)).toHaveAttribute('href', '/f/trip/31')
    done.unmount()
    state.responses['GET /v4/bookings-guest/{id}/'] = trip()
    await renderApp('/d/trips/31')
    expect(await screen.findByRole('heading', { name: 'Blue Horizon Van', level: 1 }, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Review this trip' })).not.toBeInTheDocument()
  }, 20_000)
})
