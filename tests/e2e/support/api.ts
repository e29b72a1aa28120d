import { expect, type APIRequestContext } from '@playwright/test'
import { DEMO_PASSWORD } from './session'

export const API_KEY = { 'X-API-KEY': 'roam-public-web-key' }

/** A demo account's access token, for setting up through the API. */
export async function token(request: APIRequestContext, email: string) {
  const answer = await request.post('/oauth/token/', {
    headers: API_KEY,
    form: { grant_type: 'password', username: email, password: DEMO_PASSWORD, client_id: 'roam-web' },
  })
  expect(answer.ok()).toBeTruthy()
  return ((await answer.json()) as { access_token: string }).access_token
}

export const as = (bearer: string) => ({ ...API_KEY, Authorization: `Bearer ${bearer}` })

/** The id of the guest's first booking in `state` (other specs add trips, so list order is not to be relied on). */
export async function guestBookingIn(request: APIRequestContext, email: string, state: string) {
  const answer = await request.get(`/v4/bookings-guest/?state=${state}&page_size=1`, {
    headers: as(await token(request, email)),
  })
  expect(answer.ok()).toBeTruthy()
  const [first] = ((await answer.json()) as { results: Array<{ id: number }> }).results
  expect(first).toBeDefined()
  return first!.id
}

/** yyyy-MM-dd `offset` days from today (UTC). */
export const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

/** The first stay of `days` days the camper can take, starting `from` days ahead or later. */
export async function freeStay(request: APIRequestContext, camperId: number, from: number, days = 5) {
  for (let offset = from; offset < from + 90; offset += 3) {
    const answer = await request.get(
      `/3/products/${camperId}/price/?date_from=${isoDay(offset)}&date_to=${isoDay(offset + days)}`,
      { headers: API_KEY },
    )
    if (answer.ok() && ((await answer.json()) as { available: boolean }).available)
      return { date_from: isoDay(offset), date_to: isoDay(offset + days) }
  }
  throw new Error(`camper ${camperId} has no free stay`)
}

/**
 * A request of the demo guest, not yet sent, for a camper of the demo owner that is not booked instantly, on its first
 * free five-day stay `from` days ahead or later: the tokens of both, the camper and the booking's id.
 */
export async function demoRequest(request: APIRequestContext, from: number, message = '') {
  const owner = await token(request, 'owner@roam.test')
  const guest = await token(request, 'guest@roam.test')
  const owned = await request.get('/v4/bookings-owner/?page_size=50', { headers: as(owner) })
  const camper = (
    (await owned.json()) as {
      results: Array<{ camper: { id: number; title: string; instant_booking_activated: boolean } }>
    }
  ).results.find((booking) => !booking.camper.instant_booking_activated)!.camper
  const stay = await freeStay(request, camper.id, from, 5)
  const created = await request.post('/v4/bookings/', {
    headers: as(guest),
    data: { camper: camper.id, ...stay, hour_from: 14, hour_to: 12, travelers: 2, message },
  })
  expect(created.ok(), await created.text()).toBeTruthy()
  const { id } = (await created.json()) as { id: number }
  return { owner, guest, camper, id }
}
