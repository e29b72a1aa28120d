import { screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { activateRealCatalogs, activateSourceStrings } from '../support/catalogs'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'
import { insurance, prices, refundPlan, signedIn, trip } from './fixtures'

const SLOW = { timeout: 5000 }

afterEach(activateSourceStrings)

beforeAll(async () => {
  await import('../../../src/web/features/trips/pages/trip-page')
}, 30_000)

function withTrip(booking: ReturnType<typeof trip>) {
  signedIn()
  state.responses['GET /v4/bookings-guest/{id}/'] = booking
  state.responses['GET /3/my-requests/{id}/prices/'] = prices()
  state.responses['GET /3/insurance/{slug}/'] = insurance
  state.responses['GET /3/my-requests/{id}/refund/'] = refundPlan
  state.responses['GET /3/my-requests/{id}/payments/'] = { count: 0, results: [] }
}

const base = trip()
const paid = trip({
  state: 'TO_COME',
  display_state: 'TO_COME',
  meta_state: 'confirmed',
  summary_state: 'CONFIRMED',
  camper: {
    ...base.camper,
    pickup_address: { street: '12 rue des Lilas', zipcode: '44000', city: 'Nantes', country: 'FR' },
  },
  owner: { ...base.owner, phone: '+33 6 12 34 56 78' },
})

describe('the pick-up on the trip page', () => {
  it('before payment: the city only, and that the address and phone come with the payment', async () => {
    withTrip(trip())
    await renderApp('/d/trips/31')
    const pickup = await screen.findByTestId('trip-pickup', {}, SLOW)
    expect(pickup).toHaveTextContent(
      "In Nantes: the exact address and the owner's phone number appear here once the trip is paid.",
    )
    expect(screen.queryByRole('link', { name: /\+33/ })).not.toBeInTheDocument()
  }, 20_000)

  it('once paid: the pick-up address and the owner’s phone, which calls', async () => {
    withTrip(paid)
    await renderApp('/d/trips/31')
    const pickup = await screen.findByTestId('trip-pickup', {}, SLOW)
    expect(within(pickup).getByText(/12 rue des Lilas/)).toBeInTheDocument()
    expect(pickup).toHaveTextContent('44000 Nantes')
    expect(screen.getByText('Pick-up address')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '+33 6 12 34 56 78' })).toHaveAttribute('href', 'tel:+33612345678')
  }, 20_000)

  it('reads in French on /fr', async () => {
    await activateRealCatalogs('fr')
    withTrip(paid)
    await renderApp('/fr/d/trips/31')
    await screen.findByTestId('trip-pickup', {}, SLOW)
    expect(screen.getByText('Adresse de prise en charge')).toBeInTheDocument()
    expect(screen.getByText('Téléphone du propriétaire')).toBeInTheDocument()
  }, 20_000)
})
