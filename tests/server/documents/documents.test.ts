import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documents, type NewDocumentRow } from '../../../src/server/db/schema'
import { priceBooking } from '../../../src/server/services/booking-prices/booking-prices'
import { signedInUser } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createPricesBooking } from '../support/prices-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('documents API (%s)', (kind) => {
  let t: TestApp
  let guest: { id: number; token: string }
  let other: { id: number; token: string }
  let staff: { id: number; token: string }

  const account = (extra: Parameters<typeof signedInUser>[1] = {}) => signedInUser(t, extra)
  const addDocument = async (values: Partial<NewDocumentRow> = {}) => {
    const [row] = await t.db
      .insert(documents)
      .values({
        userId: guest.id,
        documentType: 'driving_licen',
        isMandatory: true,
        expirationDateMandatory: true,
        ...values,
      })
      .returning()
    return row!
  }
  const upload = (id: number, token: string, fields: Record<string, string | Blob> = {}) => {
    const form = new FormData()
    for (const [name, value] of Object.entries({
      page: new File(['front of the licence'], 'front.jpg', { type: 'image/jpeg' }),
      ...fields,
    })) {
      form.append(name, value)
    }
    return t.request(`/3/docs/${id}/pages/`, { method: 'POST', token, body: form })
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { DATA_DIR: 'memory://' })
    guest = await account()
    other = await account()
    staff = await account({ isStaff: true })
  })
  afterAll(() => t.close())

  it('uploads pages with the mandatory expiration date, asks validation, and staff validate', async () => {
    const document = await addDocument()
    const withoutDate = await upload(document.id, guest.token)
    expect(withoutDate.status).toBe(400)
    expect(await withoutDate.json()).toHaveProperty('expiration_date')

    const added = await upload(document.id, guest.token, { expiration_date: '2031-04-30' })
    expect(added.status).toBe(201)
    const body = await added.json()
    expect(body).toMatchObject({
      status: 'added',
      dashboard_status: 'ADDED',
      expiration_date: '2031-04-30',
      pages: [{ doc_status: 'added', file_name: 'front.jpg' }],
    })

    const file = await t.request(body.pages[0].url, { token: guest.token })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toContain('attachment')
    expect(await file.text()).toBe('front of the licence')

    const asked = await t.request(`/3/docs/${document.id}/ask-validation/`, { method: 'POST', token: guest.token })
    expect(await asked.json()).toMatchObject({ status: 'valid_ask', dashboard_status: 'VALIDATION_ASKED' })
    // A new page keeps a document that staff are looking at VALIDATION_ASKED.
    expect(await (await upload(document.id, guest.token)).json()).toMatchObject({
      dashboard_status: 'VALIDATION_ASKED',
    })

    expect((await t.request(`/3/docs/${document.id}/validate/`, { method: 'POST', token: guest.token })).status).toBe(
      403,
    )
    const validated = await t.request(`/3/docs/${document.id}/validate/`, { method: 'POST', token: staff.token })
    expect(await validated.json()).toMatchObject({ status: 'validated', dashboard_status: 'VALIDATED' })
    expect((await t.request(`/3/docs/${document.id}/validate/`, { method: 'POST', token: staff.token })).status).toBe(
      405,
    )
    // A valid document takes no pages: document.machine refuses.
    const refused = await upload(document.id, guest.token)
    expect(refused.status).toBe(405)
    expect(await refused.json()).toMatchObject({ code: 'DOCUMENT_NOT_IN_VALID_STATE' })
  })

  it('serves a document and its files to nobody but its user and staff', async () => {
    const document = await addDocument()
    const page = (await (await upload(document.id, guest.token, { expiration_date: '2031-04-30' })).json()).pages[0]
    for (const path of [`/3/docs/${document.id}/`, page.url]) {
      expect((await t.request(path, { token: other.token })).status).toBe(404)
      expect((await t.request(path)).status).toBe(401)
      expect((await t.request(path, { token: staff.token })).status).toBe(200)
    }
    expect(
      (await t.request(`/3/docs/${document.id}/`, { method: 'PATCH', token: other.token, json: { idn: 'X' } })).status,
    ).toBe(404)
    expect(
      (await t.request(`/3/docs/${document.id}/pages/${page.id}/`, { method: 'DELETE', token: other.token })).status,
    ).toBe(404)
    expect((await upload(document.id, other.token)).status).toBe(404)
    expect(
      (await t.request(`/3/docs/${document.id}/ask-validation/`, { method: 'POST', token: other.token })).status,
    ).toBe(404)
    expect(
      (
        await t.request('/v4/doctective/check/', {
          method: 'POST',
          token: other.token,
          json: { document_id: document.id },
        })
      ).status,
    ).toBe(404)
    expect((await t.request(`/3/docs/guest/?user_id=${guest.id}`, { token: other.token })).status).toBe(404)
    const staffList = await (await t.request(`/3/docs/guest/?user_id=${guest.id}`, { token: staff.token })).json()
    expect(staffList.results.map((d: { id: number }) => d.id)).toContain(document.id)
    expect((await (await t.request('/3/docs/guest/', { token: other.token })).json()).count).toBe(0)
  })

  it('deletes a page and its file; the document is needed again without pages', async () => {
    const document = await addDocument({ expirationDateMandatory: false })
    const page = (await (await upload(document.id, guest.token)).json()).pages[0]
    expect(
      (await t.request(`/3/docs/${document.id}/pages/${page.id}/`, { method: 'DELETE', token: guest.token })).status,
    ).toBe(204)
    expect(await (await t.request(`/3/docs/${document.id}/`, { token: guest.token })).json()).toMatchObject({
      status: 'needdoc',
      pages: [],
    })
    expect((await t.request(page.url, { token: guest.token })).status).toBe(404)
  })

  it('changes dates and number, marks the emergency warning seen, and answers bad input with field errors', async () => {
    const document = await addDocument({
      documentType: 'covid_proof',
      isMandatory: false,
      expirationDateMandatory: false,
    })
    const changed = await t.request(`/3/docs/${document.id}/`, {
      method: 'PATCH',
      token: guest.token,
      json: { real_edition_date: '2026-01-02', idn: 'AB123', emergency_warning_seen: true },
    })
    expect(await changed.json()).toMatchObject({
      real_edition_date: '2026-01-02',
      idn: 'AB123',
      emergency_warning_seen: true,
    })
    const bad = await t.request(`/3/docs/${document.id}/`, {
      method: 'PATCH',
      token: guest.token,
      json: { expiration_date: '2026-02-31' },
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toHaveProperty('expiration_date')
    expect((await t.request('/3/docs/abc/', { token: guest.token })).status).toBe(400)
    const json = await t.request(`/3/docs/${document.id}/pages/`, {
      method: 'POST',
      token: guest.token,
      json: { page: 'x' },
    })
    expect(json.status).toBe(400)
    const wrongType = await upload(document.id, guest.token, {
      page: new File(['x'], 'a.exe', { type: 'application/x-msdownload' }),
    })
    expect(await wrongType.json()).toHaveProperty('page')
    // Without pages the document is still needed: the machine refuses the request before any field is read.
    expect(
      (await t.request(`/3/docs/${document.id}/ask-validation/`, { method: 'POST', token: guest.token })).status,
    ).toBe(405)
  })

  it('lets staff refuse with a reason, and the checker give its verdict', async () => {
    const document = await addDocument({ expirationDateMandatory: false })
    await upload(document.id, guest.token, { page: new File(['SPECIMEN'], 'fake.png', { type: 'image/png' }) })
    const check = await t.request('/v4/doctective/check/', {
      method: 'POST',
      token: guest.token,
      json: { document_id: document.id },
    })
    expect(await check.json()).toEqual({ document_id: document.id, verdict: 'suspicious', score: 20 })
    expect(
      (await t.request(`/3/docs/${document.id}/refuse/`, { method: 'POST', token: staff.token, json: { reason: '' } }))
        .status,
    ).toBe(400)
    const refused = await t.request(`/3/docs/${document.id}/refuse/`, {
      method: 'POST',
      token: staff.token,
      json: { reason: 'Blurred photo' },
    })
    expect(await refused.json()).toMatchObject({
      dashboard_status: 'REFUSED',
      refusal_reason: 'Blurred photo',
      check_result: 'suspicious',
    })
  })

  it('lists by guest, owner, vehicle and booking, each for its own people', async () => {
    const owner = await account()
    const camper = await createCamper(t, owner.id)
    const registration = (
      await t.db
        .insert(documents)
        .values({ userId: owner.id, camperId: camper.id, documentType: 'car_registr' })
        .returning()
    )[0]!
    const iban = (await t.db.insert(documents).values({ userId: owner.id, documentType: 'iban' }).returning())[0]!
    expect(
      (await (await t.request(`/3/docs/vehicle/${camper.id}/`, { token: owner.token })).json()).results,
    ).toMatchObject([{ id: registration.id }])
    expect((await t.request(`/3/docs/vehicle/${camper.id}/`, { token: guest.token })).status).toBe(404)
    expect((await (await t.request('/3/docs/owner/', { token: owner.token })).json()).results).toMatchObject([
      { id: iban.id },
    ])
    const trip = await createPricesBooking(t, { camperId: camper.id, guestId: guest.id })
    const list = await (await t.request(`/3/docs/booking/${trip.id}/`, { token: guest.token })).json()
    expect(list.count).toBeGreaterThan(0)
    expect(
      list.results.every((d: { document_type: string }) =>
        ['driving_licen', 'covid_proof', 'id_proof', 'addr_proof'].includes(d.document_type),
      ),
    ).toBe(true)
    expect((await t.request(`/3/docs/booking/${trip.id}/`, { token: owner.token })).status).toBe(404)
  })

  it('blocks pricing (104) less than 72 h before the start until staff validate the guest’s documents', async () => {
    const driver = await account()
    const owner = await account()
    const camper = await createCamper(t, owner.id)
    const trip = await createPricesBooking(t, { camperId: camper.id, guestId: driver.id, startIn: 2, days: 3 })
    const [licence] = await t.db
      .insert(documents)
      .values({ userId: driver.id, documentType: 'driving_licen', isMandatory: true, status: 'valid_ask' })
      .returning()
    // The id proof is left out of the guest check: refused, it blocks nothing.
    await t.db
      .insert(documents)
      .values({ userId: driver.id, documentType: 'id_proof', isMandatory: true, status: 'refused' })
    await expect(priceBooking(t.db, trip.id)).rejects.toMatchObject({
      status: 400,
      body: { __all__: [expect.objectContaining({ code: 104 })] },
    })
    await t.request(`/3/docs/${licence!.id}/validate/`, { method: 'POST', token: staff.token })
    await expect(priceBooking(t.db, trip.id)).resolves.toMatchObject({ nbDays: 3 })
  })
})
