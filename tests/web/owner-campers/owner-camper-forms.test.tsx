import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { apiError, ApiClientError } from '../support/mock-api-client'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'
import { activateRealCatalogs, activateSourceStrings } from '../support/catalogs'

// A test that switches to French's real catalogues leaves English behind it.
afterEach(activateSourceStrings)

const SLOW = { timeout: 5000 }

beforeAll(async () => {
  await Promise.all([
    import('../../../src/web/features/owner-campers/pages/owner-camper-settings-page'),
    import('../../../src/web/features/owner-campers/pages/owner-camper-vehicle-page'),
    import('../../../src/web/features/owner-campers/pages/owner-camper-page'),
    import('../../../src/web/features/owner-calendar/pages/owner-calendar-page'),
    import('../../../src/web/features/owner-campers/pages/owner-camper-documents-page'),
    import('../../../src/web/features/owner-campers/components/camper-layout'),
  ])
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
  }
}

const preferences = (overrides: Record<string, unknown> = {}) => ({
  id: 12,
  title: 'Blue van',
  description: 'A cosy van for two with a kitchen and a bed.',
  instant_booking_activated: false,
  deposit: '1000.00',
  deposit_mean: ['card'],
  vehicle_owner_language_spoke: ['en'],
  pets_allowed: 'ON_DEMAND',
  smoking_allowed: 'NOT_ALLOWED',
  abroad_allowed: 'ALLOWED',
  min_days: 2,
  hour_from: 14,
  hour_to: 12,
  currency: 'EUR',
  ...overrides,
})

const vehicle = (overrides: Record<string, unknown> = {}) => ({
  id: 12,
  product_id: 12,
  type: 4,
  seatbelts: 4,
  beds: 2,
  registration: 'AB-123-CD',
  registration_country: 'FR',
  date: '2019-04-01',
  gvw: 3500,
  height: 280,
  value: '45000.00',
  location: {
    city: 'Lyon',
    country: 'FR',
    street: '1 rue de la Paix',
    zipcode: '69001',
    latitude: 45.76,
    longitude: 4.83,
  },
  equipments: { cooking_energies: ['gas'], heating_energies: [], fridge_energies: [], electric_plug_types: [] },
  amenities: ['fridge', 'awning'],
  sleepings: [],
  photos: [],
  locked_fields: [],
  ...overrides,
})

const progress = (overrides: Record<string, unknown> = {}) => ({
  id: 12,
  title: 'Blue van',
  state: 'created',
  publishable: false,
  percent: 75,
  refusal_reason: null,
  migration_status: 'not_eligible',
  steps: [
    { requirement: 'title', done: true },
    { requirement: 'photos', done: false },
  ],
  ...overrides,
})

describe('/d/campers/{id}/settings', () => {
  it('saves the settings as the API expects them and says so; the camper and its checklist go stale', async () => {
    signedInOwner()
    const bodies: unknown[] = []
    state.responses['GET /3/products/{id}/preferences/'] = preferences()
    state.responses['PATCH /3/products/{id}/preferences/'] = (body: unknown) => {
      bodies.push(body)
      return preferences({ title: 'Red van' })
    }
    const { queryClient } = await renderApp('/d/campers/12/settings')
    // The checklist read earlier on the camper page: saving must mark it stale.
    queryClient.setQueryData(['owner-campers', 'progress', 12], progress())
    const title = await screen.findByLabelText('Title', {}, SLOW)
    expect(title).toHaveValue('Blue van')
    fireEvent.change(title, { target: { value: '  Red van ' } })
    fireEvent.click(screen.getByLabelText('Instant booking'))
    fireEvent.click(screen.getByLabelText('Cash'))
    fireEvent.change(screen.getByLabelText('Departure time'), { target: { value: '9' } })
    fireEvent.change(screen.getByLabelText('Pets'), { target: { value: 'ALLOWED' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save the settings' }))
    expect(await screen.findByRole('status', {}, SLOW)).toHaveTextContent('Your settings are saved.')
    expect(bodies).toEqual([
      {
        title: 'Red van',
        description: 'A cosy van for two with a kitchen and a bed.',
        instant_booking_activated: true,
        deposit: 1000,
        deposit_mean: ['card', 'cash'],
        vehicle_owner_language_spoke: ['en'],
        pets_allowed: 'ALLOWED',
        smoking_allowed: 'NOT_ALLOWED',
        abroad_allowed: 'ALLOWED',
        min_days: 2,
        hour_from: 9,
        hour_to: 12,
      },
    ])
    expect(queryClient.getQueryState(['owner-campers', 'progress', 12])?.isInvalidated).toBe(true)
  }, 30_000)

  it('shows the server messages next to their field', async () => {
    signedInOwner()
    state.responses['GET /3/products/{id}/preferences/'] = preferences()
    state.responses['PATCH /3/products/{id}/preferences/'] = () =>
      apiError(400, { min_days: ['Ensure this value is greater than or equal to 1.'] }, 'PATCH')
    await renderApp('/d/campers/12/settings')
    const minDays = await screen.findByLabelText('Minimum stay (days)', {}, SLOW)
    fireEvent.change(minDays, { target: { value: '0' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save the settings' }))
    await waitFor(() => expect(minDays).toHaveAttribute('aria-invalid', 'true'), SLOW)
    expect(minDays).toHaveAccessibleDescription('Ensure this value is greater than or equal to 1.')
    expect(screen.queryByText('Your settings are saved.')).not.toBeInTheDocument()
  }, 30_000)
})

describe('/d/campers/{id}/vehicle', () => {
  it('shows locked insurance fields read-only with the reason and leaves them out of the save; the checklist goes stale', async () => {
    signedInOwner()
    const bodies: Array<Record<string, unknown>> = []
    state.responses['GET /v4/vehicles/{id}/'] = vehicle({
      locked_fields: ['type', 'registration', 'registration_country', 'date', 'gvw', 'value'],
    })
    state.responses['PATCH /v4/vehicles/{id}/'] = (body: unknown) => {
      bodies.push(body as Record<string, unknown>)
      return vehicle({ beds: 3 })
    }
    const { queryClient } = await renderApp('/d/campers/12/vehicle')
    queryClient.setQueryData(['owner-campers', 'progress', 12], progress())
    const registration = await screen.findByLabelText('Registration number', {}, SLOW)
    expect(registration).toHaveAttribute('readonly')
    expect(screen.getByLabelText('Vehicle type')).toHaveValue('Campervan')
    expect(screen.getByTestId('locked-registration')).toHaveTextContent(
      'Locked: the insurance relies on it since the camper was submitted.',
    )
    expect(screen.getByLabelText('Height (cm)')).not.toHaveAttribute('readonly')
    fireEvent.change(screen.getByLabelText('Beds'), { target: { value: '3' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save the vehicle' }))
    expect(await screen.findByRole('status', {}, SLOW)).toHaveTextContent('Your vehicle is saved.')
    expect(queryClient.getQueryState(['owner-campers', 'progress', 12])?.isInvalidated).toBe(true)
    expect(bodies).toHaveLength(1)
    for (const field of ['type', 'registration', 'registration_country', 'date', 'gvw', 'value'])
      expect(bodies[0]).not.toHaveProperty(field)
    expect(bodies[0]).toMatchObject({
      seatbelts: 4,
      beds: 3,
      height: 280,
      equipments: { cooking_energies: ['gas'], heating_energies: [] },
    })
  }, 30_000)

  it('ticks the stored equipment for guests by category and sends the ticked keys', async () => {
    signedInOwner()
    const bodies: Array<Record<string, unknown>> = []
    state.responses['GET /v4/vehicles/{id}/'] = vehicle()
    state.responses['PATCH /v4/vehicles/{id}/'] = (body: unknown) => {
      bodies.push(body as Record<string, unknown>)
      return vehicle({ amenities: ['gas_hob', 'awning'] })
    }
    await activateRealCatalogs('fr')
    await renderApp('/fr/d/campers/12/vehicle')
    const kitchen = await screen.findByRole('group', { name: 'Cuisine' }, SLOW)
    expect(within(kitchen).getByRole('checkbox', { name: 'Réfrigérateur' })).toBeChecked()
    const outdoor = screen.getByRole('group', { name: 'Extérieur' })
    expect(within(outdoor).getByRole('checkbox', { name: 'Auvent' })).toBeChecked()
    fireEvent.click(within(kitchen).getByRole('checkbox', { name: 'Réfrigérateur' }))
    fireEvent.click(within(kitchen).getByRole('checkbox', { name: 'Plaque de cuisson au gaz' }))
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le véhicule' }))
    await waitFor(() => expect(bodies).toHaveLength(1), SLOW)
    expect(bodies[0]!.amenities).toEqual(['gas_hob', 'awning'])
  }, 30_000)

  it('sends the insurance fields of a draft and shows each location error next to its input', async () => {
    signedInOwner()
    const bodies: Array<Record<string, unknown>> = []
    state.responses['GET /v4/vehicles/{id}/'] = vehicle({ location: null })
    state.responses['PATCH /v4/vehicles/{id}/'] = (body: unknown) => {
      bodies.push(body as Record<string, unknown>)
      return apiError(
        400,
        {
          location: [
            { code: 'vehicle_missing_location', field: 'city', message: 'This field is required.' },
            { code: 'invalid_place', field: 'country', message: 'Use a two-letter country code.' },
          ],
        },
        'PATCH',
      )
    }
    await renderApp('/d/campers/12/vehicle')
    const country = await screen.findByRole('combobox', { name: 'Country' }, SLOW)
    expect(screen.getByLabelText('Registration number')).not.toHaveAttribute('readonly')
    fireEvent.change(country, { target: { value: 'France' } })
    fireEvent.blur(country)
    fireEvent.click(screen.getByRole('button', { name: 'Save the vehicle' }))
    await waitFor(() => expect(country).toHaveAccessibleDescription('Use a two-letter country code.'), SLOW)
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('This field is required.')
    expect(screen.getByLabelText('Street')).not.toHaveAttribute('aria-invalid')
    expect(bodies[0]).toMatchObject({
      type: 4,
      registration: 'AB-123-CD',
      date: '2019-04-01',
      gvw: 3500,
      value: 45000,
      location: { country: 'FR', city: '' },
    })
  }, 30_000)
})

describe('/d/campers/{id}/vehicle sleeping places', () => {
  it('lists the sleeping places, adds one as the API expects it and removes one; the vehicle goes stale', async () => {
    signedInOwner()
    let sleepings = [{ id: 5, kind: 'fixed_bed', places: 2 }]
    const added: unknown[] = []
    const removed: unknown[] = []
    let vehicleReads = 0
    state.responses['GET /v4/vehicles/{id}/'] = () => {
      vehicleReads += 1
      return vehicle({ sleepings })
    }
    state.responses['GET /v4/vehicles/{id}/sleepings/'] = () => sleepings
    state.responses['POST /v4/vehicles/{id}/sleepings/'] = (body: unknown) => {
      added.push(body)
      sleepings = [...sleepings, { id: 6, kind: 'roof_bed', places: 3 }]
      return sleepings[1]
    }
    state.responses['DELETE /v4/vehicles/{id}/sleepings/{sleepingId}/'] = (_body: unknown, init: unknown) => {
      const sleepingId = (init as { params: { path: { sleepingId: number } } }).params.path.sleepingId
      removed.push(sleepingId)
      sleepings = sleepings.filter((sleeping) => sleeping.id !== sleepingId)
      return null
    }
    await renderApp('/d/campers/12/vehicle')
    await waitFor(() => expect(screen.getAllByTestId('sleeping')).toHaveLength(1), SLOW)
    expect(screen.getByTestId('sleeping')).toHaveTextContent('Fixed bed · 2 places')
    const adding = within(screen.getByRole('form', { name: 'Add a sleeping place' }))
    fireEvent.change(adding.getByLabelText('Kind of bed'), { target: { value: 'roof_bed' } })
    fireEvent.change(adding.getByLabelText('Places'), { target: { value: '3' } })
    fireEvent.click(adding.getByRole('button', { name: 'Add the sleeping place' }))
    await waitFor(() => expect(screen.getAllByTestId('sleeping')).toHaveLength(2), SLOW)
    expect(added).toEqual([{ kind: 'roof_bed', places: 3 }])
    expect(screen.getAllByTestId('sleeping')[1]).toHaveTextContent('Roof bed · 3 places')
    // The vehicle embeds its sleepings: it is read again.
    await waitFor(() => expect(vehicleReads).toBe(2), SLOW)
    fireEvent.click(screen.getByRole('button', { name: 'Remove the Fixed bed (2 places)' }))
    await waitFor(() => expect(screen.getAllByTestId('sleeping')).toHaveLength(1), SLOW)
    expect(removed).toEqual([5])
    expect(screen.getByTestId('sleeping')).toHaveTextContent('Roof bed')
  }, 30_000)

  it('shows the server message next to the places', async () => {
    signedInOwner()
    state.responses['GET /v4/vehicles/{id}/'] = vehicle()
    state.responses['GET /v4/vehicles/{id}/sleepings/'] = []
    state.responses['POST /v4/vehicles/{id}/sleepings/'] = () =>
      apiError(400, { places: ['Ensure this value is less than or equal to 9.'] }, 'POST')
    await renderApp('/d/campers/12/vehicle')
    expect(await screen.findByText('No sleeping place yet.', {}, SLOW)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Add the sleeping place' }))
    const places = screen.getByLabelText('Places')
    await waitFor(() => expect(places).toHaveAttribute('aria-invalid', 'true'), SLOW)
    expect(places).toHaveAccessibleDescription('Ensure this value is less than or equal to 9.')
  }, 30_000)
})

describe('/d/campers/{id} sister platform', () => {
  const referential = (canPublish: boolean) => ({
    phone_number: null,
    can_publish_camper: canPublish,
    payment_type_available: [],
  })

  it('opens the sister-platform modal on a camper Roam cannot publish and has not moved yet; it can be closed and reopened', async () => {
    signedInOwner()
    state.responses['GET /api/internals/referential'] = referential(false)
    state.responses['GET /3/products/{id}/progress/'] = progress({ migration_status: 'eligible_migration_not_done' })
    state.responses['GET /3/products/{id}/stats/'] = { visit_stats: 0, print_stats: 0 }
    await renderApp('/d/campers/12')
    const modal = within(await screen.findByRole('dialog', { name: 'List your vehicle on our partner platform' }, SLOW))
    expect(modal.getByRole('link', { name: 'Create my ad on the partner platform' })).toHaveAttribute(
      'target',
      '_blank',
    )
    fireEvent.click(modal.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW)
    fireEvent.click(screen.getByRole('button', { name: 'List it on the partner platform' }))
    expect(
      await screen.findByRole('dialog', { name: 'List your vehicle on our partner platform' }, SLOW),
    ).toBeInTheDocument()
  }, 30_000)

  it('opens nothing by itself when Roam can publish the camper, and offers no migration to a camper not eligible', async () => {
    signedInOwner()
    state.responses['GET /api/internals/referential'] = referential(true)
    state.responses['GET /3/products/{id}/progress/'] = progress({ migration_status: 'eligible_dual_not_done' })
    state.responses['GET /3/products/{id}/stats/'] = { visit_stats: 0, print_stats: 0 }
    const { queryClient } = await renderApp('/d/campers/12')
    expect(await screen.findByRole('button', { name: 'List it on the partner platform' }, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    queryClient.setQueryData(['owner-campers', 'progress', 12], progress({ migration_status: 'migrated_published' }))
    await waitFor(
      () => expect(screen.queryByRole('button', { name: 'List it on the partner platform' })).not.toBeInTheDocument(),
      SLOW,
    )
  }, 30_000)

  it('offers to duplicate a camper allowed to migrate at the address the API gives, in a new tab without ranking', async () => {
    signedInOwner()
    state.responses['GET /api/internals/referential'] = referential(true)
    state.responses['GET /3/products/{id}/progress/'] = progress({ migration_status: 'eligible_dual_not_done' })
    state.responses['GET /3/products/{id}/stats/'] = { visit_stats: 0, print_stats: 0 }
    state.responses['GET /3/products/{id}/sister-platform-duplicate/'] = {
      url: 'https://www.roam-partner.com/en/rent-out-your-motorhome?duplicate_from=roam%3A12',
    }
    await renderApp('/d/campers/12')
    const link = await screen.findByRole('link', { name: 'Duplicate this listing on the partner platform' }, SLOW)
    expect(link).toHaveAttribute(
      'href',
      'https://www.roam-partner.com/en/rent-out-your-motorhome?duplicate_from=roam%3A12',
    )
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('rel')).toContain('nofollow')
  }, 30_000)
})

describe('camper tabs', () => {
  it('shows the camper name and a tab bar on the overview; the calendar tab waits until the camper is publishable', async () => {
    signedInOwner()
    state.responses['GET /3/products/{id}/progress/'] = progress()
    state.responses['GET /3/products/{id}/stats/'] = { visit_stats: 0, print_stats: 0 }
    await renderApp('/d/campers/12')
    expect(await screen.findByRole('heading', { name: 'Blue van', level: 1 }, SLOW)).toBeInTheDocument()
    const tabs = within(screen.getByRole('navigation', { name: 'Camper sections' }))
    expect(tabs.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '/d/campers/12'],
      ['Prices', '/d/campers/12/prices'],
      ['Pictures', '/d/campers/12/pictures'],
      ['Settings', '/d/campers/12/settings'],
      ['Vehicle', '/d/campers/12/vehicle'],
      ['Documents', '/d/campers/12/documents'],
    ])
    expect(tabs.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page')
    expect(tabs.getByRole('link', { name: 'Vehicle' })).not.toHaveAttribute('aria-current')
    expect(screen.getByTestId('camper-state')).toHaveTextContent('Draft')
  }, 30_000)

  it('leads each missing requirement of the checklist to the tab where the owner adds it', async () => {
    signedInOwner()
    state.responses['GET /3/products/{id}/progress/'] = progress({
      steps: [
        { requirement: 'title', done: true },
        { requirement: 'description', done: false },
        { requirement: 'photos', done: false },
      ],
    })
    state.responses['GET /3/products/{id}/stats/'] = { visit_stats: 0, print_stats: 0 }
    await renderApp('/d/campers/12')
    expect(await screen.findByRole('link', { name: 'A description of at least 30 characters' }, SLOW)).toHaveAttribute(
      'href',
      '/d/campers/12/settings',
    )
    expect(screen.getByRole('link', { name: 'At least 3 pictures' })).toHaveAttribute('href', '/d/campers/12/pictures')
    // What is done is no longer a link.
    expect(screen.queryByRole('link', { name: 'A title' })).toBeNull()
    expect(screen.getByText('✓ A title')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Submit for moderation' })).toBeDisabled()
  }, 30_000)

  it('shows why an unverified owner’s listing is not sent for review when the server refuses it', async () => {
    signedInOwner()
    state.responses['GET /3/products/{id}/progress/'] = progress({ publishable: true })
    state.responses['GET /3/products/{id}/stats/'] = { visit_stats: 0, print_stats: 0 }
    const refusal = apiError(403, { detail: 'Confirm first.', code: 'email_not_verified' }, 'POST')
    state.responses['POST /3/products/{id}/submit/'] = new ApiClientError({
      ...refusal.apiError,
      codes: ['email_not_verified'],
    })
    await renderApp('/d/campers/12')
    fireEvent.click(await screen.findByRole('button', { name: 'Submit for moderation' }, SLOW))
    expect(await screen.findByText('Confirm your email address first', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByText(/Before your listing goes to our team for review/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Resend the email' })).toBeInTheDocument()
    expect(screen.queryByText('The action failed. Check what is missing and try again.')).toBeNull()
  }, 30_000)

  it('keeps the tab bar above each tab, marking the open one, and offers the calendar of a publishable camper', async () => {
    signedInOwner()
    state.responses['GET /3/products/{id}/progress/'] = progress({ publishable: true })
    state.responses['GET /v4/vehicles/{id}/'] = vehicle()
    await renderApp('/d/campers/12/vehicle')
    expect(await screen.findByRole('heading', { name: 'Vehicle', level: 2 }, SLOW)).toBeInTheDocument()
    const tabs = within(await screen.findByRole('navigation', { name: 'Camper sections' }))
    expect(await tabs.findByRole('link', { name: 'Calendar' }, SLOW)).toHaveAttribute('href', '/d/campers/12/calendar')
    expect(tabs.getByRole('link', { name: 'Vehicle' })).toHaveAttribute('aria-current', 'page')
    expect(tabs.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current')
    fireEvent.click(tabs.getByRole('link', { name: 'Documents' }))
    expect(await screen.findByRole('heading', { name: 'Documents', level: 2 }, SLOW)).toBeInTheDocument()
    expect(tabs.getByRole('link', { name: 'Documents' })).toHaveAttribute('aria-current', 'page')
  }, 30_000)

  it('lists the camper documents with their status, each opening its upload page', async () => {
    signedInOwner()
    state.responses['GET /3/products/{id}/progress/'] = progress()
    state.responses['GET /3/docs/vehicle/{id}/'] = {
      count: 2,
      results: [
        { id: 41, document_type: 'car_registr', dashboard_status: 'NEEDDOC' },
        { id: 42, document_type: 'car_proof_insu', dashboard_status: 'VALIDATED' },
      ],
    }
    await renderApp('/d/campers/12/documents')
    const registration = await screen.findByRole('link', { name: 'Vehicle registration' }, SLOW)
    expect(registration).toHaveAttribute('href', '/d/campers/12/documents/41')
    expect(registration.closest('li')).toHaveTextContent('To upload')
    expect(screen.getByRole('link', { name: 'Vehicle insurance certificate' }).closest('li')).toHaveTextContent(
      'Validated',
    )
  }, 30_000)

  it('sends a camper that is not publishable from its calendar to its main page', async () => {
    signedInOwner()
    state.responses['GET /3/products/{id}/progress/'] = progress({ publishable: false })
    state.responses['GET /3/products/{id}/stats/'] = { visit_stats: 0, print_stats: 0 }
    await renderApp('/d/campers/12/calendar')
    expect(await screen.findByTestId('camper-state', {}, SLOW)).toHaveTextContent('Draft')
    expect(screen.queryByRole('heading', { name: 'Calendar', level: 2 })).not.toBeInTheDocument()
  }, 30_000)
})
