import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'
import { insurance, prices, signedIn, trip } from './fixtures'

const SLOW = { timeout: 5000 }

beforeAll(async () => {
  await import('../../../src/web/features/trips/pages/trip-insurance-page')
}, 30_000)

const conditions = (extra: Record<string, unknown> = {}) => ({
  booking_pk: 31,
  insurance: 'serenity',
  driver_birth_date: '1990-02-01',
  licence_date: '2010-06-01',
  licence_category: 'B',
  document: null,
  conditions_met: true,
  problems: [],
  updated_at: '2026-12-02T10:00:00Z',
  ...extra,
})

describe('/d/trips/{id}/insurance', () => {
  it('shows the covers with their deductibles and records the driver’s answers', async () => {
    signedIn()
    state.responses['GET /v4/bookings-guest/{id}/'] = trip()
    state.responses['GET /3/my-requests/{id}/prices/'] = prices()
    state.responses['GET /3/insurance/{slug}/'] = insurance
    const sent: unknown[] = []
    state.responses['POST /3/insurance/condition/{id}/'] = (body: unknown) => {
      sent.push(body)
      return conditions({ conditions_met: false, problems: ['too young'] })
    }
    await renderApp('/d/trips/31/insurance')
    const table = await screen.findByRole('table', {}, SLOW)
    expect(screen.getByRole('heading', { name: 'Serenity' })).toBeInTheDocument()
    expect(within(table).getByRole('row', { name: /Damage to the vehicle/ })).toHaveTextContent('€500.00')
    expect(within(table).getByRole('row', { name: /Broken glass/ })).toHaveTextContent('€0.00')
    expect(screen.getByText(/at least 23 years old/)).toBeInTheDocument()
    expect(screen.getByText('Cancellation insurance included')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '← Back to the trip' })).toHaveAttribute('href', '/d/trips/31')

    // No answer yet: the form is empty and its first save is a POST.
    const form = await screen.findByRole('form', { name: 'The driver’s answers' }, SLOW)
    fireEvent.change(within(form).getByLabelText('Driver’s date of birth'), { target: { value: '2005-02-01' } })
    fireEvent.change(within(form).getByLabelText('Date the licence was obtained'), { target: { value: '2024-06-01' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save the answers' }))
    await waitFor(() => expect(screen.getByTestId('insurance-conditions')).toHaveAttribute('data-met', 'false'), SLOW)
    expect(sent).toEqual([{ driver_birth_date: '2005-02-01', licence_date: '2024-06-01', licence_category: 'B' }])
    expect(screen.getByTestId('insurance-conditions')).toHaveTextContent('does not meet the insurance’s conditions')
    expect(within(form).getByRole('button', { name: 'Save the changes' })).toBeInTheDocument()
  })

  it('changes saved answers with a PATCH and says when the owner’s insurance covers the trip', async () => {
    signedIn()
    state.responses['GET /v4/bookings-guest/{id}/'] = trip()
    state.responses['GET /3/my-requests/{id}/prices/'] = prices({ insurance: 'none', cancel_insurance: false })
    state.responses['GET /3/insurance/condition/{id}/'] = conditions({ conditions_met: false })
    let patched = 0
    state.responses['PATCH /3/insurance/condition/{id}/'] = () => {
      patched += 1
      return conditions()
    }
    await renderApp('/d/trips/31/insurance')
    expect(await screen.findByText(/The owner’s own insurance covers this trip/, {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(await screen.findByLabelText('Driver’s date of birth', {}, SLOW)).toHaveValue('1990-02-01')
    fireEvent.click(screen.getByRole('button', { name: 'Save the changes' }))
    await waitFor(() => expect(screen.getByTestId('insurance-conditions')).toHaveAttribute('data-met', 'true'), SLOW)
    expect(patched).toBe(1)
  })
})
