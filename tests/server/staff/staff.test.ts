import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documents, staffActions, users, type NewDocumentRow } from '../../../src/server/db/schema'
import { recordStaffAction } from '../../../src/server/services/staff/staff-audit'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createPaymentsBooking, inDays } from '../support/payments-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('staff area API (%s)', (kind) => {
  let t: TestApp
  let guest: { id: number; email: string; token: string }
  let owner: { id: number; email: string; token: string }
  let staff: { id: number; email: string; token: string }
  let camperId: number

  const account = async (values: Parameters<typeof createUser>[1] = {}) => {
    const user = await createUser(t, values)
    return { id: user.id, email: user.email, token: (await tokensFor(t, user.email)).access_token }
  }
  const addDocument = async (values: Partial<NewDocumentRow> = {}) =>
    (
      await t.db
        .insert(documents)
        .values({ userId: guest.id, documentType: 'driving_licen', status: 'valid_ask', ...values })
        .returning()
    )[0]!
  const auditOf = (targetType: 'user' | 'document' | 'booking', targetId: number) =>
    t.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.targetId, targetId))
      .then((rows) => rows.filter((row) => row.targetType === targetType))

  beforeAll(async () => {
    t = await createTestApp(kind, { PAYMENT_SANDBOX_DELAY_MS: '0' })
    guest = await account({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: `grace-${Math.random().toString(36).slice(2, 8)}@roam.test`,
    })
    owner = await account({ isOwner: true, firstName: 'Orson', lastName: 'Welles' })
    staff = await account({ isStaff: true, firstName: 'Sam', lastName: 'Staff' })
    camperId = (await createCamper(t, owner.id)).id
  }, 120_000)
  afterAll(() => t.close())

  it('refuses every staff route to anonymous callers (401) and to guests and owners (403 not_staff)', async () => {
    const routes = [
      '/v4/staff/users/',
      `/v4/staff/users/${guest.id}/`,
      '/v4/staff/documents/',
      '/v4/staff/audit/',
      '/v4/staff/users/?page=abc',
    ]
    for (const path of routes) {
      expect((await t.request(path)).status, path).toBe(401)
      for (const token of [guest.token, owner.token]) {
        const refused = await t.request(path, { token })
        expect(refused.status, path).toBe(403)
        expect(await refused.json()).toMatchObject({ code: 'not_staff' })
      }
      expect((await t.request(path, { token: 'not-a-token' })).status, path).toBe(401)
    }
  })

  it('finds users by email, name and id, with their roles and counts', async () => {
    await createPaymentsBooking(t, { guestId: guest.id, camperId })
    const byEmail = await (
      await t.request(`/v4/staff/users/?q=${encodeURIComponent(guest.email.toUpperCase())}`, { token: staff.token })
    ).json()
    expect(byEmail).toMatchObject({ count: 1, next: null, previous: null })
    expect(byEmail.results[0]).toMatchObject({
      id: guest.id,
      email: guest.email,
      first_name: 'Grace',
      last_name: 'Hopper',
      is_owner: false,
      is_staff: false,
      is_active: true,
      nb_bookings: 1,
      nb_campers: 0,
    })
    expect(byEmail.results[0].joined_at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    const byName = await (await t.request('/v4/staff/users/?q=orson%20welles', { token: staff.token })).json()
    expect(byName.results.map((user: { id: number }) => user.id)).toEqual([owner.id])
    expect(byName.results[0]).toMatchObject({ is_owner: true, nb_campers: 1 })
    const byId = await (await t.request(`/v4/staff/users/?q=${staff.id}`, { token: staff.token })).json()
    expect(byId.results.map((user: { id: number }) => user.id)).toContain(staff.id)
    // A percent sign is a character to find, not a wildcard.
    expect((await (await t.request('/v4/staff/users/?q=%25', { token: staff.token })).json()).count).toBe(0)
    const all = await (await t.request('/v4/staff/users/?page_size=2', { token: staff.token })).json()
    expect(all.count).toBe(3)
    expect(all.results).toHaveLength(2)
    expect(all.next).toContain('page=2')
    const bad = await t.request('/v4/staff/users/?page=0&page_size=500', { token: staff.token })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({
      page: ['Invalid page.'],
      page_size: ['Ensure this value is less than or equal to 100.'],
    })
  })

  it('shows one user with their campers, bookings on both sides and documents', async () => {
    const licence = await addDocument({ documentType: 'driving_licen', status: 'validated', isMandatory: true })
    const guestView = await (await t.request(`/v4/staff/users/${guest.id}/`, { token: staff.token })).json()
    expect(guestView).toMatchObject({
      id: guest.id,
      campers: [],
      bookings: [{ camper_id: camperId, side: 'guest', state: 'ACCEPTED' }],
    })
    expect(guestView.documents).toContainEqual(
      expect.objectContaining({
        id: licence.id,
        document_type: 'driving_licen',
        dashboard_status: 'VALIDATED',
        is_mandatory: true,
      }),
    )
    expect(guestView.bookings[0].date_from).toBe(inDays(60))
    const ownerView = await (await t.request(`/v4/staff/users/${owner.id}/`, { token: staff.token })).json()
    expect(ownerView).toMatchObject({ campers: [{ id: camperId }], bookings: [{ side: 'owner' }], documents: [] })
    expect((await t.request('/v4/staff/users/999999/', { token: staff.token })).status).toBe(404)
    expect((await t.request('/v4/staff/users/abc/', { token: staff.token })).status).toBe(400)
  })

  it('lists documents waiting for validation oldest first, with their user and page files', async () => {
    const older = await addDocument({ documentType: 'id_proof', updatedAt: new Date('2026-01-01T00:00:00Z') })
    const newer = await addDocument({ documentType: 'addr_proof', updatedAt: new Date('2026-02-01T00:00:00Z') })
    await addDocument({ status: 'added' })
    const queue = await (await t.request('/v4/staff/documents/', { token: staff.token })).json()
    const ids = queue.results.map((document: { id: number }) => document.id)
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id))
    expect(
      queue.results.every((document: { dashboard_status: string }) => document.dashboard_status === 'VALIDATION_ASKED'),
    ).toBe(true)
    expect(queue.results[0]).toMatchObject({
      user: { id: guest.id, email: guest.email, first_name: 'Grace' },
      pages: [],
    })
    const added = await (await t.request('/v4/staff/documents/?status=ADDED', { token: staff.token })).json()
    expect(added.results.map((document: { status: string }) => document.status)).toEqual(['added'])
    expect((await t.request('/v4/staff/documents/?status=LOST', { token: staff.token })).status).toBe(400)
  })

  it('records a document validation and a refusal with its reason, and nothing for refused attempts', async () => {
    const validated = await addDocument()
    const refused = await addDocument()
    expect((await t.request(`/3/docs/${validated.id}/validate/`, { method: 'POST', token: guest.token })).status).toBe(
      403,
    )
    expect(
      (await t.request(`/3/docs/${refused.id}/refuse/`, { method: 'POST', token: staff.token, json: { reason: '' } }))
        .status,
    ).toBe(400)
    expect(await auditOf('document', validated.id)).toEqual([])
    expect(await auditOf('document', refused.id)).toEqual([])

    expect((await t.request(`/3/docs/${validated.id}/validate/`, { method: 'POST', token: staff.token })).status).toBe(
      200,
    )
    expect((await t.request(`/3/docs/${validated.id}/validate/`, { method: 'POST', token: staff.token })).status).toBe(
      405,
    )
    expect(
      (
        await t.request(`/3/docs/${refused.id}/refuse/`, {
          method: 'POST',
          token: staff.token,
          json: { reason: 'Blurred photo' },
        })
      ).status,
    ).toBe(200)
    expect(await auditOf('document', validated.id)).toMatchObject([
      { staffId: staff.id, action: 'document_validate', detail: { user_id: guest.id, document_type: 'driving_licen' } },
    ])
    expect(await auditOf('document', refused.id)).toMatchObject([
      { staffId: staff.id, action: 'document_refuse', detail: { reason: 'Blurred photo' } },
    ])
  })

  it('records a log-as (who as whom), and nothing when it is refused', async () => {
    const target = await account()
    const inactive = await createUser(t, { isActive: false })
    expect(
      (await t.request('/v4/users/auth/log-as/', { method: 'POST', token: owner.token, json: { user_id: target.id } }))
        .status,
    ).toBe(403)
    expect(
      (
        await t.request('/v4/users/auth/log-as/', {
          method: 'POST',
          token: staff.token,
          json: { user_id: inactive.id },
        })
      ).status,
    ).toBe(400)
    expect(await auditOf('user', target.id)).toEqual([])
    expect(await auditOf('user', inactive.id)).toEqual([])
    const loggedIn = await t.request('/v4/users/auth/log-as/', {
      method: 'POST',
      token: staff.token,
      json: { user_id: target.id },
    })
    expect(loggedIn.status).toBe(200)
    expect(await auditOf('user', target.id)).toMatchObject([
      { staffId: staff.id, action: 'log_as', detail: { user_id: target.id } },
    ])
  })

  it('records a staff cancellation with its reason, and nothing when it is refused', async () => {
    const booking = await createPaymentsBooking(t, { guestId: guest.id, camperId, from: inDays(80), to: inDays(85) })
    expect(
      (
        await t.request(`/v4/bookings-staff/${booking.id}/cancel/`, {
          method: 'PATCH',
          token: guest.token,
          json: { reason: 'x' },
        })
      ).status,
    ).toBe(403)
    expect(await auditOf('booking', booking.id)).toEqual([])
    const cancelled = await t.request(`/v4/bookings-staff/${booking.id}/cancel/`, {
      method: 'PATCH',
      token: staff.token,
      json: { reason: 'Fraud suspected.' },
    })
    expect(cancelled.status).toBe(200)
    const again = await t.request(`/v4/bookings-staff/${booking.id}/cancel/`, {
      method: 'PATCH',
      token: staff.token,
      json: { reason: 'Again.' },
    })
    expect(again.status).toBe(405)
    expect(await auditOf('booking', booking.id)).toMatchObject([
      {
        staffId: staff.id,
        action: 'booking_cancel',
        detail: { reason: 'Fraud suspected.', both: false, state: 'CANCELLED_STAFF' },
      },
    ])
  })

  it('lists the audit log newest first, filtered by staff, target and action', async () => {
    const other = await account({ isStaff: true })
    await recordStaffAction(t.db, {
      staffId: other.id,
      action: 'camper_publish',
      targetType: 'camper',
      targetId: camperId,
      detail: {},
    })
    const all = await (await t.request('/v4/staff/audit/', { token: staff.token })).json()
    expect(all.results[0]).toMatchObject({
      staff: { id: other.id, email: other.email },
      action: 'camper_publish',
      target_type: 'camper',
      target_id: camperId,
    })
    const times = all.results.map((row: { created_at: string }) => Date.parse(row.created_at))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    const mine = await (
      await t.request(`/v4/staff/audit/?staff_id=${staff.id}&action=log_as`, { token: staff.token })
    ).json()
    expect(mine.count).toBe(1)
    expect(mine.results[0]).toMatchObject({ staff: { id: staff.id }, action: 'log_as', target_type: 'user' })
    const camper = await (
      await t.request(`/v4/staff/audit/?target_type=camper&target_id=${camperId}`, { token: staff.token })
    ).json()
    expect(camper.results.map((row: { action: string }) => row.action)).toEqual(['camper_publish'])
    const bad = await t.request('/v4/staff/audit/?target_type=planet&staff_id=x', { token: staff.token })
    expect(bad.status).toBe(400)
    expect(Object.keys(await bad.json()).sort()).toEqual(['staff_id', 'target_type'])
    // Deleting a staff member who acted would erase the trail: the log keeps them.
    await expect(t.db.delete(users).where(eq(users.id, other.id))).rejects.toThrow()
  })
})
