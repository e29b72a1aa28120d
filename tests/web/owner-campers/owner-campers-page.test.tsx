import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

const SLOW = { timeout: 5000 }

beforeAll(async () => {
  await import('../../../src/web/features/owner-campers/pages/owner-campers-page')
}, 30_000)

function signedInOwner() {
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = {
    id: 3,
    email: 'owner@roam.test',
    first_name: 'Oscar',
    is_owner: true,
    is_staff: false,
    is_pro: false,
    phone_verified: false,
    profile_picture: { url: null },
    moneyboxes: [],
    nb_campers: 2,
  }
}

const camper = (overrides: Record<string, unknown>) => ({
  id: 1,
  vehicle_pk: 1,
  title: 'Blue van',
  state: 'bookable',
  published: true,
  publishable: true,
  progress: 100,
  vehicle_type: 4,
  city: 'Annecy',
  photo: '/api/media/campers/1-1.jpg',
  price_per_day: '85.50',
  total_earnings: '0.00',
  currency: 'EUR',
  next_booking: null,
  ...overrides,
})

describe('/d/campers', () => {
  it('shows each camper as a card: photo, status, price per day and next booking, with "Add a camper"', async () => {
    signedInOwner()
    state.responses['GET /3/products/me/paginated/'] = {
      count: 2,
      next: null,
      previous: null,
      results: [
        camper({
          id: 12,
          next_booking: {
            id: 90,
            status: 'TO_COME',
            date_from: '2027-07-01',
            date_to: '2027-07-08',
            guest_first_name: 'Inès',
          },
        }),
        camper({ id: 13, title: '', state: 'created', progress: 40, photo: null, price_per_day: '60.00' }),
      ],
    }
    await renderApp('/d/campers')
    const cards = await screen.findAllByTestId('owner-camper', {}, SLOW)
    expect(cards).toHaveLength(2)
    const [live, draft] = cards as [HTMLElement, HTMLElement]
    expect(within(live).getByRole('link', { name: 'Blue van' })).toHaveAttribute('href', '/d/campers/12')
    expect(live.querySelector('img')).toHaveAttribute('src', '/api/media/campers/1-1.jpg')
    expect(live).toHaveTextContent('Published and bookable')
    expect(live).toHaveTextContent('€85.50 per day')
    expect(live).toHaveTextContent('Next booking: Jul 1, 2027 – Jul 8, 2027, Inès')
    expect(within(draft).getByRole('link', { name: 'Untitled camper' })).toHaveAttribute('href', '/d/campers/13')
    expect(draft).toHaveTextContent('Draft')
    expect(draft).toHaveTextContent('40% complete')
    expect(draft).toHaveTextContent('€60.00 per day')
    expect(draft).toHaveTextContent('No upcoming booking')
    expect(screen.getByRole('link', { name: 'Add a camper' })).toHaveAttribute('href', '/onboarding/step/vehicle-type')
  })
})
