import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { ApiClientError } from '../support/mock-api-client'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

const SLOW = { timeout: 5000 }

beforeAll(async () => {
  await Promise.all([
    import('../../../src/web/features/owner-campers/pages/owner-camper-import-page'),
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
  state.responses['GET /3/products/{id}/progress/'] = {
    id: 12,
    title: 'Blue van',
    state: 'created',
    publishable: false,
    percent: 75,
    refusal_reason: null,
    migration_status: 'not_eligible',
    steps: [],
  }
}

/** The client's failure with the codes the server's body carries. */
const failure = (status: number, code: string) =>
  new ApiClientError({
    status,
    method: 'GET',
    endpoint: '/3/products/12/import/',
    body: { detail: code, code },
    fingerprint: 'unknown',
    message: code,
    messages: [code],
    codes: [code],
  })

const preview = (overrides: Record<string, unknown> = {}) => ({
  camper_id: 12,
  state: 'created',
  importable: true,
  imported_fields: ['title'],
  locked_fields: [],
  listing: {
    external_id: 'rv-1001',
    url: 'https://www.roam-partner.com/en/campers/rv-1001',
    title: 'Volkswagen California Ocean',
    description: 'Pop-top campervan.',
    vehicle_type: 4,
    brand: 'Volkswagen',
    model: 'California Ocean',
    year: 2021,
    seats: 4,
    beds: 4,
    registration: 'GX-482-LB',
    registration_country: 'NL',
    registration_date: '2021-04-12',
    gvw: 3000,
    height: 199,
    vehicle_value: '62000.00',
    price_per_day: '115.00',
    deposit: '1000.00',
    currency: 'EUR',
    min_days: 3,
    city: 'Utrecht',
    country: 'NL',
    cooking_energies: [],
    heating_energies: [],
    fridge_energies: [],
    electric_plug_types: [],
    pictures: [{ url: '/api/media/campers/4-1.svg', width: 1200, height: 800 }],
  },
  ...overrides,
})

const typeAndPreview = async (value: string) => {
  fireEvent.change(await screen.findByLabelText('Listing id or address on the partner platform', {}, SLOW), {
    target: { value },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Preview' }))
}

describe('/d/campers/{id}/import', () => {
  it('previews the partner listing, imports it and marks the camper stale', async () => {
    signedInOwner()
    const asked: unknown[] = []
    const bodies: unknown[] = []
    state.responses['GET /3/products/{id}/import/'] = (_body: unknown, init: unknown) => {
      asked.push(init)
      return preview()
    }
    state.responses['POST /3/products/{id}/import/'] = (body: unknown) => {
      bodies.push(body)
      return {
        camper_id: 12,
        external_id: 'rv-1001',
        state: 'created',
        migration_status: 'dual_not_published',
        imported_fields: ['title'],
        locked_fields: [],
        pictures_added: 2,
        publishable: true,
      }
    }
    let progressReads = 0
    const progressOf = state.responses['GET /3/products/{id}/progress/']
    state.responses['GET /3/products/{id}/progress/'] = () => {
      progressReads += 1
      return progressOf
    }
    await renderApp('/d/campers/12/import')
    // A pasted address is read as the listing's id.
    await typeAndPreview('https://www.roam-partner.com/en/campers/rv-1001')
    expect(await screen.findByRole('heading', { name: 'Volkswagen California Ocean' }, SLOW)).toBeInTheDocument()
    expect(asked[0]).toMatchObject({ params: { path: { id: '12' }, query: { external_id: 'rv-1001' } } })
    expect(screen.getByText('Volkswagen California Ocean 2021')).toBeInTheDocument()
    const readsBefore = progressReads
    fireEvent.click(screen.getByRole('button', { name: 'Import into this camper' }))
    expect(await screen.findByRole('status', {}, SLOW)).toHaveTextContent(
      'Imported: your camper now has the details of the partner listing.',
    )
    expect(screen.getByText('2 new pictures added.')).toBeInTheDocument()
    expect(bodies).toEqual([{ external_id: 'rv-1001' }])
    // The camper's name and checklist above the page are read again.
    await waitFor(() => expect(progressReads).toBeGreaterThan(readsBefore), SLOW)
  }, 30_000)

  it('says what is locked and refuses to import under moderation', async () => {
    signedInOwner()
    state.responses['GET /3/products/{id}/import/'] = preview({
      state: 'to_moderate',
      importable: false,
      locked_fields: ['type', 'registration'],
    })
    await renderApp('/d/campers/12/import')
    await typeAndPreview('rv-1001')
    expect(await screen.findByText(/its insurance details .* stay as they are/, {}, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('you can import once the review is over')
    expect(screen.queryByRole('button', { name: 'Import into this camper' })).not.toBeInTheDocument()
  }, 30_000)

  it('explains an unknown listing, an outage, a missing partner platform and a bad id', async () => {
    signedInOwner()
    const answers: Record<string, Error> = {
      'rv-9999': failure(404, 'SISTER_LISTING_NOT_FOUND'),
      'fail-1': failure(502, 'PROVIDER_UNAVAILABLE'),
      'rv-1001': failure(409, 'SISTER_PLATFORM_NOT_CONFIGURED'),
    }
    state.responses['GET /3/products/{id}/import/'] = (_body: unknown, init: unknown) =>
      answers[(init as { params: { query: { external_id: string } } }).params.query.external_id]
    await renderApp('/d/campers/12/import')
    await typeAndPreview('rv-9999')
    expect(await screen.findByText('The partner platform has no listing with this id.', {}, SLOW)).toBeInTheDocument()
    await typeAndPreview('fail-1')
    expect(
      await screen.findByText('The partner platform did not answer. Try again in a moment.', {}, SLOW),
    ).toBeInTheDocument()
    await typeAndPreview('rv-1001')
    expect(
      await screen.findByText('Importing from the partner platform is not available yet.', {}, SLOW),
    ).toBeInTheDocument()
    await typeAndPreview('https://elsewhere.example.com/rv-1')
    expect(
      await screen.findByText('Enter the id or the address of your listing on the partner platform.', {}, SLOW),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Listing id or address on the partner platform')).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  }, 30_000)
})
