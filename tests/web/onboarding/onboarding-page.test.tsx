import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ONBOARDING_STORAGE_KEY } from '../../../src/web/features/onboarding/components/onboarding-storage'
import { api, apiError } from '../support/mock-api-client'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

const SLOW = { timeout: 5000 }
const LYON = {
  city: 'Lyon',
  country: 'FR',
  street: '12 rue de la République',
  zipcode: '69002',
  latitude: 45.764,
  longitude: 4.8357,
}

beforeAll(async () => {
  await import('../../../src/web/features/onboarding/pages/onboarding-page')
}, 30_000)

beforeEach(() => {
  localStorage.clear()
  state.loggedIn = true
})

afterEach(() => vi.unstubAllGlobals())

const photo = (id: number) => {
  const url = `/api/media/camper-photos/${id}-1-gallery.webp`
  return {
    id,
    index: id,
    url,
    sizes: { thumbnail: url, card: url, gallery: url },
    width: 1600,
    height: 1000,
    content_type: 'image/jpeg',
  }
}
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]
const jpegFile = (name: string) =>
  new File([new Uint8Array([...JPEG_HEAD, ...new Uint8Array(500)])], name, { type: 'image/jpeg' })
/** Opens the pictures step of a vehicle the machine creates first (id 41). */
async function openPicturesStep(photos: ReturnType<typeof photo>[]) {
  localStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify({ type: 4, seatbelts: 4, beds: 2, location: LYON }))
  state.responses['POST /v4/vehicles/'] = { id: 41 }
  state.responses['GET /v4/vehicles/{id}/photos/'] = () => [...photos]
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 1600, height: 1000, close() {} })),
  )
  return renderApp('/onboarding/step/vehicle-pictures')
}
const choose = (files: File[]) => fireEvent.change(screen.getByLabelText('Choose pictures'), { target: { files } })

const stored = () => JSON.parse(localStorage.getItem(ONBOARDING_STORAGE_KEY) ?? 'null')

describe('/onboarding/step/{step}', () => {
  it('sends a visitor to sign up with the step as the way back', async () => {
    state.loggedIn = false
    const { router } = await renderApp('/onboarding/step/vehicle-properties')
    await waitFor(
      () =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
          '/signup?next=%2Fonboarding%2Fstep%2Fvehicle-properties',
        ),
      SLOW,
    )
  }, 20_000)

  it('lands a deep link on the first step not done, keeps the draft in local storage, and back keeps the answers', async () => {
    const { router } = await renderApp('/onboarding/step/product-price')
    expect(
      await screen.findByRole('heading', { name: 'What kind of vehicle do you rent out?' }, SLOW),
    ).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/step/vehicle-type'), SLOW)
    // The site layout holds the page's one main landmark.
    expect(document.querySelectorAll('main')).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    fireEvent.click(screen.getByLabelText('Campervan'))
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    fireEvent.change(await screen.findByLabelText('Seats with a seatbelt', {}, SLOW), { target: { value: '4' } })
    fireEvent.change(screen.getByLabelText('Beds'), { target: { value: '2' } })
    await waitFor(() => expect(stored()).toMatchObject({ type: 4, seatbelts: 4, beds: 2 }))
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByLabelText('Campervan', {}, SLOW)).toBeChecked()
  }, 20_000)

  it('restores a stored draft, dropping what spec 2 §5 rejects', async () => {
    localStorage.setItem(
      ONBOARDING_STORAGE_KEY,
      JSON.stringify({ type: 4, seatbelts: 12, beds: 2, location: { ...LYON, street: '' } }),
    )
    const { router } = await renderApp('/onboarding/step/vehicle-location')
    // Seatbelts 12 is dropped: the properties step is the first one not done.
    expect(await screen.findByLabelText('Seats with a seatbelt', {}, SLOW)).toHaveValue(null)
    expect(screen.getByLabelText('Beds')).toHaveValue(2)
    expect(router.state.location.pathname).toBe('/onboarding/step/vehicle-properties')
  }, 20_000)

  it('starts afresh from corrupt stored data instead of crashing', async () => {
    localStorage.setItem(ONBOARDING_STORAGE_KEY, '{"type": 4, "beds": [')
    await renderApp('/onboarding/step/vehicle-properties')
    expect(
      await screen.findByRole('heading', { name: 'What kind of vehicle do you rent out?' }, SLOW),
    ).toBeInTheDocument()
  }, 20_000)

  it('shows the location errors of the vehicle call next to their own field', async () => {
    localStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify({ type: 4, seatbelts: 4, beds: 2, location: LYON }))
    const sent: unknown[] = []
    state.responses['POST /v4/vehicles/'] = (body: unknown) => {
      sent.push(body)
      return apiError(
        400,
        { location: [{ code: 'vehicle_missing_location', field: 'street', message: 'This field is required.' }] },
        'POST',
        '/v4/vehicles/',
      )
    }
    await renderApp('/onboarding/step/vehicle-location')
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }, SLOW))
    const street = await screen.findByLabelText('Street and number', {}, SLOW)
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('This field is required.')
    expect(street.parentElement).toHaveTextContent('This field is required.')
    expect(sent).toEqual([{ type: 4, seatbelts: 4, beds: 2, location: LYON }])
  }, 20_000)

  it('creates the vehicle before its pictures and ends on the camper page with the draft cleared', async () => {
    localStorage.setItem(
      ONBOARDING_STORAGE_KEY,
      JSON.stringify({ type: 4, seatbelts: 4, beds: 2, location: LYON, pricePerDay: 95 }),
    )
    state.responses['POST /v4/vehicles/'] = { id: 41 }
    const prices: unknown[] = []
    state.responses['PATCH /3/products/{idCamper}/prices-details/'] = (body: unknown) => {
      prices.push(body)
      return {}
    }
    state.responses['GET /v4/campers/price-suggestion/'] = {
      suggested_daily: 100,
      min_daily: 90,
      max_daily: 110,
      currency: 'EUR',
      comparables: 5,
      criteria: ['vehicle_type'],
    }
    const { router } = await renderApp('/onboarding/step/product-price')
    expect(await screen.findByRole('heading', { name: 'Your price per day' }, SLOW)).toBeInTheDocument()
    expect(stored()).toMatchObject({ vehicleId: 41 })
    fireEvent.click(await screen.findByRole('button', { name: 'Use the suggested price' }, SLOW))
    expect(screen.getByLabelText('Price per day')).toHaveValue(100)
    fireEvent.click(screen.getByRole('button', { name: 'Create my listing' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/d/campers/41'), SLOW)
    expect(prices).toEqual([{ price_per_day: 100 }])
    expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull()
  }, 20_000)

  it('counts the pictures the vehicle already has and how many moderation still needs, recounting after an upload', async () => {
    const photos = [photo(1), photo(2)]
    state.responses['POST /v4/vehicles/{id}/photos/'] = () => {
      photos.push(photo(photos.length + 1))
      return photos.at(-1)
    }
    await openPicturesStep(photos)
    expect(
      await screen.findByText(/needs at least 3 pictures before it is checked: 1 still to add/, {}, SLOW),
    ).toBeInTheDocument()
    choose([jpegFile('van.jpg')])
    expect(
      await screen.findByText(
        'Your camper has 3 pictures: enough to be checked. You can add more, or go on.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled()
  }, 20_000)

  it('holds a returning owner to the picture limit with the pictures already on the vehicle', async () => {
    await openPicturesStep(Array.from({ length: 30 }, (_, index) => photo(index + 1)))
    expect(await screen.findByText(/Your camper has 30 pictures/, {}, SLOW)).toBeInTheDocument()
    choose([jpegFile('one-too-many.jpg')])
    expect(await screen.findByText('A camper has at most 30 pictures: delete one first.', {}, SLOW)).toBeInTheDocument()
    expect(api.POST.mock.calls.filter(([path]) => path === '/v4/vehicles/{id}/photos/')).toEqual([])
  }, 20_000)
})
