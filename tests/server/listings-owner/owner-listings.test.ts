import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, camperPhotos, listingStatusHistory, staffActions } from '../../../src/server/db/schema'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createBooking, dayFromToday } from '../support/core-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const DESCRIPTION = 'A roomy van with a fixed bed, a kitchen and a shower, ready for long trips.'

describe.each(TEST_DATABASES)('owner listings and moderation on %s', (kind) => {
  let t: TestApp
  let ownerToken: string
  let otherOwnerToken: string
  let guestToken: string
  let staffToken: string
  let ownerId: number
  let staffId: number

  beforeAll(async () => {
    t = await createTestApp(kind)
    const owner = await createUser(t, { isOwner: true })
    const otherOwner = await createUser(t, { isOwner: true })
    const guest = await createUser(t)
    const staff = await createUser(t, { isStaff: true })
    ownerId = owner.id
    staffId = staff.id
    ownerToken = (await tokensFor(t, owner.email)).access_token
    otherOwnerToken = (await tokensFor(t, otherOwner.email)).access_token
    guestToken = (await tokensFor(t, guest.email)).access_token
    staffToken = (await tokensFor(t, staff.email)).access_token
  })
  afterAll(() => t.close())

  /** A camper of the owner in `status`, complete unless overridden (three photos, a real description). */
  const camperIn = async (status: 'created' | 'to_moderate' | 'bookable' | 'unpublished_owner', overrides = {}) => {
    const camper = await createCamper(t, ownerId, { status, description: DESCRIPTION, publishedAt: null, ...overrides })
    await t.db.insert(camperPhotos).values({ camperId: camper.id, url: '/api/media/campers/4-3.svg', position: 2 })
    return camper
  }
  const progressOf = async (id: number, token = ownerToken) =>
    (await t.request(`/3/products/${id}/progress/`, { token })).json()

  it('lists only the caller’s campers, filtered by city and status, with their progress', async () => {
    const mine = await camperIn('bookable', { addressCity: 'Annecy' })
    const draft = await camperIn('created', { addressCity: 'Annecy', description: '' })
    await createCamper(t, ownerId, { status: 'deleted_owner' })
    const response = await t.request('/3/products/me/paginated/?city=annecy&page_size=10', { token: ownerToken })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.count).toBe(2)
    expect(body.results.map((row: { id: number }) => row.id).sort()).toEqual([mine.id, draft.id].sort())
    const draftRow = body.results.find((row: { id: number }) => row.id === draft.id)
    expect(draftRow).toMatchObject({ state: 'created', published: false, publishable: false, vehicle_pk: draft.id })
    const filtered = await (
      await t.request('/3/products/me/paginated/?city=Annecy&filters=created', { token: ownerToken })
    ).json()
    expect(filtered.results.map((row: { id: number }) => row.id)).toEqual([draft.id])
    const filters = await (await t.request('/3/products/me/paginated/filters/', { token: ownerToken })).json()
    expect(filters.cities).toContainEqual({ city: 'Annecy', count: 2 })
    expect(filters.states.find((row: { state: string }) => row.state === 'deleted_owner')).toBeUndefined()
    expect((await t.request('/3/products/me/paginated/?filters=nonsense', { token: ownerToken })).status).toBe(400)
  })

  it('gives each camper its price per day and its next accepted trip, with the guest’s first name', async () => {
    const busy = await camperIn('bookable', { addressCity: 'Colmar', pricePerDay: 8550 })
    const idle = await camperIn('bookable', { addressCity: 'Colmar' })
    const guest = await createUser(t, { firstName: 'Inès' })
    const period = (from: number, to: number) => `[${dayFromToday(from)},${dayFromToday(to)})`
    await createBooking(t, { camperId: busy.id, guestId: guest.id, status: 'DONE', period: period(-20, -15) })
    await createBooking(t, { camperId: busy.id, guestId: guest.id, status: 'TO_COME', period: period(40, 45) })
    const next = await createBooking(t, {
      camperId: busy.id,
      guestId: guest.id,
      status: 'TO_COME',
      period: period(10, 14),
    })
    await createBooking(t, { camperId: busy.id, guestId: guest.id, status: 'VALIDATED', period: period(5, 7) })
    await createBooking(t, { camperId: idle.id, guestId: guest.id, status: 'CANCELLED_GUEST', period: period(3, 6) })
    const body = await (await t.request('/3/products/me/paginated/?city=Colmar', { token: ownerToken })).json()
    const row = (id: number) => body.results.find((camper: { id: number }) => camper.id === id)
    expect(row(busy.id)).toMatchObject({
      price_per_day: '85.50',
      next_booking: {
        id: next.id,
        status: 'TO_COME',
        date_from: dayFromToday(10),
        date_to: dayFromToday(14),
        guest_first_name: 'Inès',
      },
    })
    expect(row(idle.id).next_booking).toBeNull()
  })

  it('keeps another owner out (404) and guests out (403)', async () => {
    const camper = await camperIn('created')
    for (const path of [
      `/3/products/${camper.id}/progress/`,
      `/3/products/${camper.id}/stats/`,
      `/3/products/${camper.id}/preferences/`,
    ]) {
      expect((await t.request(path, { token: otherOwnerToken })).status, path).toBe(404)
      expect((await t.request(path, { token: guestToken })).status, path).toBe(403)
      expect((await t.request(path)).status, path).toBe(401)
    }
    expect(
      (await t.request(`/3/products/${camper.id}/update/?soft=true`, { method: 'DELETE', token: otherOwnerToken }))
        .status,
    ).toBe(404)
    expect((await t.request('/3/products/me/paginated/', { token: guestToken })).status).toBe(403)
    expect((await t.request('/3/products/abc/progress/', { token: ownerToken })).status).toBe(404)
  })

  it('refuses to submit an incomplete camper and names what is missing', async () => {
    const camper = await camperIn('created', { description: 'Short.', pricePerDay: 0 })
    const progress = await progressOf(camper.id)
    expect(progress).toMatchObject({
      state: 'created',
      publishable: false,
      published: false,
      missing: ['description', 'price'],
      insurance_locked: false,
    })
    const response = await t.request(`/3/products/${camper.id}/submit/`, { method: 'POST', token: ownerToken })
    expect(response.status).toBe(400)
    expect((await response.json()).non_field_errors[0]).toContain('description, price')
  })

  it('submits, then staff approve through the machine, with history and the staff audit', async () => {
    const camper = await camperIn('created')
    const submitted = await t.request(`/3/products/${camper.id}/submit/`, { method: 'POST', token: ownerToken })
    expect(submitted.status).toBe(200)
    expect(await submitted.json()).toMatchObject({ state: 'to_moderate', publishable: true, insurance_locked: true })
    // Submitting twice is not a transition of the machine.
    expect((await t.request(`/3/products/${camper.id}/submit/`, { method: 'POST', token: ownerToken })).status).toBe(
      405,
    )

    const queue = await (await t.request('/v4/staff/listings/?status=to_moderate', { token: staffToken })).json()
    const item = queue.results.find((row: { id: number }) => row.id === camper.id)
    expect(item).toMatchObject({ state: 'to_moderate', missing: [], owner: { id: ownerId } })
    expect(item.submitted_at).not.toBeNull()

    const approved = await t.request(`/v4/staff/listings/${camper.id}/approve/`, { method: 'POST', token: staffToken })
    expect(approved.status).toBe(200)
    // Its availability window is open: published, then bookable at once.
    expect(await approved.json()).toEqual({ id: camper.id, state: 'bookable' })
    expect((await progressOf(camper.id)).published).toBe(true)
    const history = await t.db.select().from(listingStatusHistory).where(eq(listingStatusHistory.camperId, camper.id))
    expect(history.map((row) => [row.fromStatus, row.toStatus, row.event])).toEqual([
      ['created', 'to_moderate', 'owner.submit'],
      ['to_moderate', 'published', 'staff.approve'],
      ['published', 'bookable', 'system.calendar_ready'],
    ])
    const audit = await t.db.select().from(staffActions).where(eq(staffActions.targetId, camper.id))
    expect(audit).toMatchObject([
      { staffId, action: 'listing_approved', targetType: 'camper', detail: { from: 'to_moderate', to: 'bookable' } },
    ])
    // The public listing now answers.
    expect((await t.request(`/3/products/${camper.id}/`)).status).toBe(200)
  })

  it('refuses with a required reason the owner reads back, and only staff moderate', async () => {
    const camper = await camperIn('to_moderate')
    expect(
      (await t.request(`/v4/staff/listings/${camper.id}/approve/`, { method: 'POST', token: ownerToken })).status,
    ).toBe(403)
    expect((await t.request('/v4/staff/listings/', { token: ownerToken })).status).toBe(403)
    const blank = await t.request(`/v4/staff/listings/${camper.id}/refuse/`, {
      method: 'POST',
      token: staffToken,
      json: { reason: '  ' },
    })
    expect(blank.status).toBe(400)
    expect(await blank.json()).toHaveProperty('reason')
    const refused = await t.request(`/v4/staff/listings/${camper.id}/refuse/`, {
      method: 'POST',
      token: staffToken,
      json: { reason: 'The pictures show another van.' },
    })
    expect(await refused.json()).toEqual({ id: camper.id, state: 'unpublished' })
    expect(await progressOf(camper.id)).toMatchObject({
      state: 'unpublished',
      refusal_reason: 'The pictures show another van.',
    })
    // Approving what is no longer waiting is refused by the machine.
    expect(
      (await t.request(`/v4/staff/listings/${camper.id}/approve/`, { method: 'POST', token: staffToken })).status,
    ).toBe(405)
    const audit = await t.db.select().from(staffActions).where(eq(staffActions.targetId, camper.id))
    expect(audit[0]).toMatchObject({ action: 'listing_refused', detail: { reason: 'The pictures show another van.' } })
  })

  it('suspends with soft, reactivates with POST and deletes without soft', async () => {
    const camper = await camperIn('bookable')
    const suspended = await t.request(`/3/products/${camper.id}/update/?soft=true`, {
      method: 'DELETE',
      token: ownerToken,
    })
    expect(await suspended.json()).toMatchObject({ state: 'unpublished_owner', published: false })
    const reactivated = await t.request(`/3/products/${camper.id}/update/`, { method: 'POST', token: ownerToken })
    expect(await reactivated.json()).toMatchObject({ state: 'bookable', published: true })
    const deleted = await t.request(`/3/products/${camper.id}/update/`, {
      method: 'DELETE',
      token: ownerToken,
      json: { reason: 'sold' },
    })
    expect(await deleted.json()).toMatchObject({ state: 'deleted_owner' })
    expect((await t.request(`/3/products/${camper.id}/progress/`, { token: ownerToken })).status).toBe(410)
  })

  it('deletes only with one of the spec reasons, a comment for "other", and records them', async () => {
    const camper = await camperIn('bookable')
    const remove = (json?: unknown) =>
      t.request(`/3/products/${camper.id}/update/`, { method: 'DELETE', token: ownerToken, json })
    const missing = await remove()
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ reason: [expect.any(String)] })
    const unknown = await remove({ reason: 'bored' })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toHaveProperty('reason')
    const bare = await remove({ reason: 'other', comment: '  ' })
    expect(bare.status).toBe(400)
    expect(await bare.json()).toEqual({ comment: [expect.any(String)] })
    expect(await (await progressOf(camper.id)).state).toBe('bookable')

    const deleted = await remove({ reason: 'other', comment: ' I moved abroad. ' })
    expect(deleted.status).toBe(200)
    const [history] = await t.db.select().from(listingStatusHistory).where(eq(listingStatusHistory.camperId, camper.id))
    expect(history).toMatchObject({ toStatus: 'deleted_owner', reason: 'other', comment: 'I moved abroad.' })
    const mine = await (await t.request('/3/products/me/paginated/?page_size=100', { token: ownerToken })).json()
    expect(mine.results.map((row: { id: number }) => row.id)).not.toContain(camper.id)
    expect((await t.request(`/3/products/${camper.id}/`)).status).toBe(410)
  })

  it('refuses to delete a camper whose bookings are not over, and allows it once they are', async () => {
    const camper = await camperIn('bookable')
    const guest = await createUser(t)
    const booking = await createBooking(t, { camperId: camper.id, guestId: guest.id, status: 'TO_COME' })
    await createBooking(t, { camperId: camper.id, guestId: guest.id, status: 'ABANDONED' })
    const remove = () =>
      t.request(`/3/products/${camper.id}/update/`, { method: 'DELETE', token: ownerToken, json: { reason: 'sold' } })
    const refused = await remove()
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ code: 'CAMPER_HAS_UPCOMING_BOOKINGS', detail: expect.any(String) })
    expect((await progressOf(camper.id)).state).toBe('bookable')
    await t.db.update(bookings).set({ status: 'DONE' }).where(eq(bookings.id, booking.id))
    expect((await remove()).status).toBe(200)
  })

  it('gives the sister-platform page that duplicates a camper allowed to migrate, in the caller’s language', async () => {
    const eligible = await camperIn('bookable', { migrationStatus: 'eligible_dual_not_done' })
    const response = await t.request(`/3/products/${eligible.id}/sister-platform-duplicate/`, {
      token: ownerToken,
      headers: { 'Accept-Language': 'fr-BE' },
    })
    expect(response.status).toBe(200)
    const url = new URL((await response.json()).url)
    expect(url.pathname).toBe('/fr/louer-son-camping-car')
    expect(url.searchParams.get('duplicate_from')).toBe(`roam:${eligible.id}`)
    const english = await (
      await t.request(`/3/products/${eligible.id}/sister-platform-duplicate/`, {
        token: ownerToken,
        headers: { 'Accept-Language': 'es' },
      })
    ).json()
    expect(new URL(english.url).pathname).toBe('/en/rent-out-your-motorhome')
    const moved = await camperIn('bookable', { migrationStatus: 'migrated_published' })
    const refused = await t.request(`/3/products/${moved.id}/sister-platform-duplicate/`, { token: ownerToken })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ code: 'NOT_ELIGIBLE_FOR_MIGRATION' })
    expect(
      (await t.request(`/3/products/${eligible.id}/sister-platform-duplicate/`, { token: otherOwnerToken })).status,
    ).toBe(404)
  })

  it('does not reactivate a suspended camper that became incomplete', async () => {
    const camper = await camperIn('unpublished_owner', { title: '' })
    const response = await t.request(`/3/products/${camper.id}/update/`, { method: 'POST', token: ownerToken })
    expect(response.status).toBe(400)
  })

  it('reads and changes the settings, filtering deposit means and checking hours', async () => {
    const camper = await camperIn('created')
    const before = await (await t.request(`/3/products/${camper.id}/preferences/`, { token: ownerToken })).json()
    expect(before).toMatchObject({ deposit_mean: ['card', 'cash'], hour_from: 14 })
    const patched = await t.request(`/3/products/${camper.id}/preferences/`, {
      method: 'PATCH',
      token: ownerToken,
      json: {
        instant_booking_activated: true,
        deposit: 800,
        deposit_mean: ['transfer', 'bitcoin'],
        vehicle_owner_language_spoke: ['FR', 'en'],
        pets_allowed: 'NOT_ALLOWED',
        min_days: 3,
        hour_from: 9,
        hour_to: 20,
        description: DESCRIPTION,
      },
    })
    expect(patched.status).toBe(200)
    expect(await patched.json()).toMatchObject({
      instant_booking_activated: true,
      deposit: '800.00',
      deposit_mean: ['transfer'],
      vehicle_owner_language_spoke: ['fr', 'en'],
      pets_allowed: 'NOT_ALLOWED',
      min_days: 3,
      hour_from: 9,
      hour_to: 20,
    })
    const bad = await t.request(`/3/products/${camper.id}/preferences/`, {
      method: 'PATCH',
      token: ownerToken,
      json: { hour_from: 10, min_days: 0, deposit_mean: ['bitcoin'] },
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(await bad.json()).sort()).toEqual(['hour_from', 'min_days'])
    const noMeans = await t.request(`/3/products/${camper.id}/preferences/`, {
      method: 'PATCH',
      token: ownerToken,
      json: { deposit_mean: ['bitcoin'] },
    })
    expect(await noMeans.json()).toHaveProperty('deposit_mean')
  })

  it('counts visits by others and prints in search results', async () => {
    const camper = await camperIn('bookable', { latitude: 12.5, longitude: -70 })
    await t.request(`/3/products/${camper.id}/`, { token: ownerToken })
    await t.request(`/3/products/${camper.id}/`)
    await t.request(`/3/products/${camper.id}/`, { token: guestToken })
    await t.request('/3/products/?latitude=12.5&longitude=-70&radius=5')
    const stats = await (await t.request(`/3/products/${camper.id}/stats/`, { token: ownerToken })).json()
    expect(stats).toEqual({ visit_stats: 2, print_stats: 1 })
  })
})
