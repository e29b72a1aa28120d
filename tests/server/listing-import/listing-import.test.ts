import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { camperPhotos, campers } from '../../../src/server/db/schema'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const rowOf = async (t: TestApp, id: number) => (await t.db.select().from(campers).where(eq(campers.id, id)))[0]!

describe.each(TEST_DATABASES)('listing import from the sister platform on %s', (kind) => {
  let t: TestApp
  let ownerId: number
  let ownerToken: string
  let otherOwnerToken: string
  let guestToken: string

  beforeAll(async () => {
    t = await createTestApp(kind, { SISTER_PLATFORM_PROVIDER: 'sandbox', SISTER_PLATFORM_SANDBOX_DELAY_MS: '0' })
    const owner = await createUser(t, { isOwner: true })
    const otherOwner = await createUser(t, { isOwner: true })
    const guest = await createUser(t)
    ownerId = owner.id
    ownerToken = (await tokensFor(t, owner.email)).access_token
    otherOwnerToken = (await tokensFor(t, otherOwner.email)).access_token
    guestToken = (await tokensFor(t, guest.email)).access_token
  })
  afterAll(() => t.close())

  const importInto = (id: number, externalId: unknown, token = ownerToken) =>
    t.request(`/3/products/${id}/import/`, { method: 'POST', token, json: { external_id: externalId } })

  it('previews a sister listing and what the import would write', async () => {
    const camper = await createCamper(t, ownerId, { status: 'created', publishedAt: null })
    const response = await t.request(`/3/products/${camper.id}/import/?external_id=rv-1002`, { token: ownerToken })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ camper_id: camper.id, state: 'created', importable: true, locked_fields: [] })
    expect(body.listing).toMatchObject({
      external_id: 'rv-1002',
      brand: 'Fiat',
      vehicle_type: 2,
      price_per_day: '140.00',
      deposit: '1500.00',
      seats: 6,
    })
    expect(body.listing.pictures).toHaveLength(3)
    expect(body.imported_fields).toContain('registration')
    // Nothing is written by a preview.
    expect((await rowOf(t, camper.id)).title).toBe(camper.title)
  })

  it('copies everything into a created camper and turns its migration status dual', async () => {
    const camper = await createCamper(t, ownerId, { status: 'created', publishedAt: null, registration: 'OLD-1' })
    const response = await importInto(camper.id, 'rv-1001')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({
      camper_id: camper.id,
      external_id: 'rv-1001',
      state: 'created',
      migration_status: 'dual_not_published',
      locked_fields: [],
    })
    // createCamper shows 4-1 and 4-2 already: only the third picture is new.
    expect(body.pictures_added).toBe(1)
    const row = await rowOf(t, camper.id)
    expect(row).toMatchObject({
      title: 'Volkswagen California Ocean, ready for the coast',
      model: 'California Ocean',
      year: 2021,
      pricePerDay: 11_500,
      depositAmount: 100_000,
      minDays: 3,
      registration: 'GX-482-LB',
      registrationCountry: 'NL',
      registrationDate: '2021-04-12',
      gvw: 3000,
      vehicleValue: 6_200_000,
      addressCity: 'Utrecht',
      addressCountry: 'NL',
      cookingEnergies: ['gas'],
      migrationStatus: 'dual_not_published',
    })
    const photos = await t.db
      .select()
      .from(camperPhotos)
      .where(eq(camperPhotos.camperId, camper.id))
      .orderBy(asc(camperPhotos.position))
    expect(photos.map((photo) => photo.url)).toEqual([
      '/api/media/campers/4-1.svg',
      '/api/media/campers/4-2.svg',
      '/api/media/campers/4-3.svg',
    ])
    expect(photos[2]).toMatchObject({ width: 1200, height: 800, position: 2 })
    // Importing again adds no picture twice.
    expect((await (await importInto(camper.id, 'rv-1001')).json()).pictures_added).toBe(0)
  })

  it('keeps the insurance fields of a published camper and accepts the listing address', async () => {
    const camper = await createCamper(t, ownerId, {
      status: 'bookable',
      registration: 'KEEP-1',
      vehicleType: 4,
      description: 'A roomy van with a fixed bed, a kitchen and a shower, ready for long trips.',
    })
    await t.db.insert(camperPhotos).values({ camperId: camper.id, url: '/api/media/campers/4-3.svg', position: 2 })
    const response = await importInto(camper.id, 'https://www.roam-partner.com/en/campers/rv-1002')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.locked_fields).toEqual(['type', 'registration', 'registration_country', 'date', 'gvw', 'value'])
    expect(body.imported_fields).not.toContain('registration')
    expect(body).toMatchObject({ state: 'bookable', migration_status: 'dual_published', publishable: true })
    const row = await rowOf(t, camper.id)
    expect(row).toMatchObject({
      registration: 'KEEP-1',
      vehicleType: 4,
      gvw: camper.gvw,
      brand: 'Fiat',
      seats: 6,
      pricePerDay: 14_000,
      status: 'bookable',
    })
  })

  it('writes nothing into a listing under moderation (405)', async () => {
    const camper = await createCamper(t, ownerId, { status: 'to_moderate' })
    const response = await importInto(camper.id, 'rv-1001')
    expect(response.status).toBe(405)
    expect(await response.json()).toMatchObject({ code: 'LISTING_NOT_IN_VALID_STATE' })
    expect((await rowOf(t, camper.id)).title).toBe(camper.title)
    const preview = await (
      await t.request(`/3/products/${camper.id}/import/?external_id=rv-1001`, { token: ownerToken })
    ).json()
    expect(preview.importable).toBe(false)
  })

  it('answers an unknown sister listing with 404 and an outage with 502', async () => {
    const camper = await createCamper(t, ownerId, { status: 'created', publishedAt: null })
    const unknown = await importInto(camper.id, 'rv-9999')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ code: 'SISTER_LISTING_NOT_FOUND' })
    const down = await t.request(`/3/products/${camper.id}/import/?external_id=fail-rv-1001`, { token: ownerToken })
    expect(down.status).toBe(502)
    expect(await down.json()).toMatchObject({ code: 'PROVIDER_UNAVAILABLE' })
    expect((await importInto(camper.id, 'fail-rv-1001')).status).toBe(502)
    expect((await rowOf(t, camper.id)).migrationStatus).toBe('not_eligible')
  })

  it('refuses bad bodies with field errors', async () => {
    const camper = await createCamper(t, ownerId, { status: 'created', publishedAt: null })
    for (const junk of ['', 'not an id!', 'https://elsewhere.example.com/campers/rv-1001', 42, null]) {
      const response = await importInto(camper.id, junk)
      expect(response.status, String(junk)).toBe(400)
      expect((await response.json()).external_id, String(junk)).toBeInstanceOf(Array)
    }
    expect((await t.request(`/3/products/${camper.id}/import/`, { token: ownerToken })).status).toBe(400)
  })

  it("hides another owner's camper (404), refuses guests (403) and strangers (401)", async () => {
    const camper = await createCamper(t, ownerId, { status: 'created', publishedAt: null })
    expect((await importInto(camper.id, 'rv-1001', otherOwnerToken)).status).toBe(404)
    expect(
      (await t.request(`/3/products/${camper.id}/import/?external_id=rv-1001`, { token: otherOwnerToken })).status,
    ).toBe(404)
    expect((await importInto(camper.id, 'rv-1001', guestToken)).status).toBe(403)
    expect(
      (await t.request(`/3/products/${camper.id}/import/`, { method: 'POST', json: { external_id: 'rv-1001' } }))
        .status,
    ).toBe(401)
    expect((await rowOf(t, camper.id)).title).toBe(camper.title)
  })
})

describe('listing import without a sister platform', () => {
  let t: TestApp
  // Opening a database is the slow part: in beforeAll it has the hooks' time, not the test's.
  beforeAll(async () => {
    t = await createTestApp('pglite')
  })
  afterAll(() => t.close())

  it('answers 409 SISTER_PLATFORM_NOT_CONFIGURED, and the sister search stays empty', async () => {
    const owner = await createUser(t, { isOwner: true })
    const token = (await tokensFor(t, owner.email)).access_token
    const camper = await createCamper(t, owner.id, { status: 'created', publishedAt: null })
    const response = await t.request(`/3/products/${camper.id}/import/`, {
      method: 'POST',
      token,
      json: { external_id: 'rv-1001' },
    })
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ code: 'SISTER_PLATFORM_NOT_CONFIGURED' })
    expect((await t.request(`/3/products/${camper.id}/import/?external_id=rv-1001`, { token })).status).toBe(409)
    expect(await (await t.request('/3/sister-listings/')).json()).toEqual({ count: 0, results: [] })
  })
})
