// What the scripts' setups prepare on a freshly seeded server, through the public API as the demo accounts.
import type { ReplayApi } from '../ui-script'

interface SearchItem {
  id: number
  instant_booking: boolean
  seats: number
  owner: { id: number; is_pro: boolean }
}

const isoDay = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10)

async function publishedCampers(api: ReplayApi): Promise<SearchItem[]> {
  return (await api.as('guest').get<{ results: SearchItem[] }>('/3/products/?page_size=100')).results
}

/** A published camper of the demo owner for two, instantly bookable or taking requests. */
export async function ownerCamper(api: ReplayApi, instant: boolean): Promise<number> {
  const own = await api.as('owner').get<{ results: Array<{ id: number }> }>('/3/products/me/paginated/')
  for (const { id } of own.results) {
    // The public listing answers only for published campers.
    const listing = await api.as('guest').get<{ instant_booking: boolean; seats: number }>(`/3/products/${id}/`).catch(() => null)
    if (listing && listing.instant_booking === instant && listing.seats >= 2) return id
  }
  throw new Error(`the demo owner has no published camper with instant booking ${instant ? 'on' : 'off'}`)
}

/** A published camper of a professional owner (its requests start in CREATED_PRO). */
export async function proCamper(api: ReplayApi): Promise<number> {
  const camper = (await publishedCampers(api)).find((item) => item.owner.is_pro && item.seats >= 2)
  if (!camper) throw new Error('no published camper of a professional owner')
  return camper.id
}

/**
 * The first stay the camper can take (five days, or its minimum), from two months ahead. Stays already booked
 * on the same server (by earlier paths) are skipped.
 */
export async function freeStay(api: ReplayApi, camper: number): Promise<{ date_from: string; date_to: string }> {
  let days = 5
  for (let offset = 60; offset < 420; offset += 6) {
    const stay = { date_from: isoDay(offset), date_to: isoDay(offset + days) }
    const price = await api.as('guest').get<{ available: boolean; min_days?: number }>(`/3/products/${camper}/price/?date_from=${stay.date_from}&date_to=${stay.date_to}`)
    if (price.available) return stay
    if (price.min_days !== undefined && price.min_days > days) {
      days = price.min_days
      offset -= 6
    }
  }
  throw new Error(`camper ${camper} has no free stay in the coming year`)
}

/** POST /v4/bookings/ as the demo guest (a draft), sent to the owner when `validate`. */
export async function requestAsGuest(api: ReplayApi, camper: number, { validate }: { validate: boolean }): Promise<number> {
  const guest = api.as('guest')
  const stay = await freeStay(api, camper)
  const { id } = await guest.post<{ id: number }>('/v4/bookings/', {
    camper, ...stay, hour_from: 14, hour_to: 12, travelers: 2, message: 'Hello! Two of us, a week along the coast.',
  })
  if (validate) await guest.patch(`/v4/bookings-guest/${id}/validate/`)
  return id
}

export async function acceptAsOwner(api: ReplayApi, booking: number): Promise<void> {
  await api.as('owner').patch(`/v4/bookings-owner/${booking}/accept/`)
}

/** A paid trip of the demo guest from the seed (TO_COME). */
export async function paidTrip(api: ReplayApi): Promise<{ booking: number; camper: number }> {
  const trips = await api.as('guest').get<{ results: Array<{ id: number; camper: { id: number } }> }>('/v4/bookings-guest/?state=TO_COME&page_size=1')
  const [trip] = trips.results
  if (!trip) throw new Error('the demo guest has no paid trip to come')
  return { booking: trip.id, camper: trip.camper.id }
}

interface TripExtensions {
  extensions: { requests: Array<{ state: string }>; permissions: { can_create_extensions: boolean } }
}

/**
 * A paid trip (TO_COME) of the demo guest in the demo owner's camper with a fresh extension draft of one more day.
 * An open request left by an earlier path on the same server is withdrawn first (a trip has one open request at a time).
 */
export async function tripWithExtensionDraft(api: ReplayApi): Promise<number> {
  const guest = api.as('guest')
  const trips = await guest.get<{ results: Array<{ id: number }> }>('/v4/bookings-guest/?state=TO_COME&page_size=50')
  for (const { id } of trips.results) {
    // The owner answers on his booking page: only his campers' trips fit.
    if ((await api.as('owner').get(`/v4/bookings-owner/${id}/`).catch(() => null)) === null) continue
    const trip = await guest.get<TripExtensions>(`/v4/bookings-guest/${id}/`)
    const open = ['CREATED', 'GUEST_ASK', 'ACCEPTED'].includes(trip.extensions.requests[0]?.state ?? '')
    if (open) await guest.patch(`/v4/bookings-guest/${id}/extensions/cancel/`)
    else if (!trip.extensions.permissions.can_create_extensions) continue
    await guest.post(`/v4/bookings-guest/${id}/extensions/`, { day_before: 0, day_after: 1, day_slide: 0, km_200: false, km_unlimited: false })
    return id
  }
  throw new Error("the demo guest has no paid trip in the demo owner's camper to extend")
}
