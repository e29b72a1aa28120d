import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documents, staffActions } from '../../../src/server/db/schema'
import { signedInUser } from '../support/accounts'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('every staff write is audited, on %s', (kind) => {
  let t: TestApp
  let guest: { id: number; token: string }
  let staff: { id: number; token: string }

  const account = (extra: Parameters<typeof signedInUser>[1] = {}) => signedInUser(t, extra)
  const guestDocument = async () =>
    (
      await t.db
        .insert(documents)
        .values({ userId: guest.id, documentType: 'driving_licen', isMandatory: true, expirationDateMandatory: true })
        .returning()
    )[0]!
  const rowsBy = (staffId: number) =>
    t.db.select().from(staffActions).where(eq(staffActions.staffId, staffId)).orderBy(desc(staffActions.id))

  beforeAll(async () => {
    t = await createTestApp(kind, { DATA_DIR: 'memory://' })
    guest = await account()
    staff = await account({ isStaff: true })
  })
  afterAll(() => t.close())

  it("records staff editing a guest's identity document: the route, the document, the status and the request id", async () => {
    const document = await guestDocument()
    const changed = await t.request(`/3/docs/${document.id}/`, {
      method: 'PATCH',
      token: staff.token,
      json: { idn: 'AB123456' },
    })
    expect(changed.status).toBe(200)
    expect(await rowsBy(staff.id)).toMatchObject([
      {
        action: 'api_write',
        targetType: 'request',
        targetId: document.id,
        detail: {
          method: 'PATCH',
          route: '/3/docs/:id/',
          path: `/3/docs/${document.id}/`,
          status: 200,
          request_id: changed.headers.get('X-Request-Id'),
        },
      },
    ])
    // Nor the guest's own edits, nor staff's refused or read-only calls, are staff actions.
    const before = (await rowsBy(staff.id)).length
    expect(
      (await t.request(`/3/docs/${document.id}/`, { method: 'PATCH', token: guest.token, json: { idn: 'CD1' } }))
        .status,
    ).toBe(200)
    expect(
      (
        await t.request(`/3/docs/${document.id}/`, {
          method: 'PATCH',
          token: staff.token,
          json: { expiration_date: 'x' },
        })
      ).status,
    ).toBe(400)
    expect((await t.request(`/3/docs/${document.id}/`, { token: staff.token })).status).toBe(200)
    // Page-view events are not actions.
    const viewed = await t.request('/v4/events/send/', {
      method: 'POST',
      token: staff.token,
      json: [
        {
          path: '/staff',
          event_type: 'page_viewed',
          created_at: new Date().toISOString(),
          event_properties: { locale: 'en' },
          user_properties: {
            utm_source: null,
            utm_medium: null,
            utm_campaign: null,
            utm_term: null,
            utm_content: null,
            referrer: null,
            gb_visitor_token: '9b2f2c1e-5d8a-4c47-9a51-0f4a3a6c2e10',
          },
        },
      ],
    })
    expect(viewed.status).toBe(202)
    expect(await rowsBy(staff.id)).toHaveLength(before)
  })

  it("records a write on staff's own account (no id in its path) against the staff member", async () => {
    const changed = await t.request('/3/users/me/', { method: 'PATCH', token: staff.token, json: { first_name: 'Jo' } })
    expect(changed.status).toBe(200)
    expect((await rowsBy(staff.id))[0]).toMatchObject({
      action: 'api_write',
      targetType: 'user',
      targetId: staff.id,
      detail: { method: 'PATCH', route: '/3/users/me/', path: '/3/users/me/', status: 200 },
    })
  })

  it('records a write staff make while signed in as a user against that user, and no second row for an audited action', async () => {
    const signedInAs = await t.request('/v4/users/auth/log-as/', {
      method: 'POST',
      token: staff.token,
      json: { user_id: guest.id },
    })
    expect(signedInAs.status).toBe(200)
    // The log-as itself is one row, the service's own.
    expect((await rowsBy(staff.id)).filter((row) => row.action === 'log_as')).toHaveLength(1)
    expect(
      (await rowsBy(staff.id)).filter(
        (row) => row.targetType === 'request' && row.detail.route === '/v4/users/auth/log-as/',
      ),
    ).toEqual([])

    const asGuest = (await signedInAs.json()).access_token as string
    const document = await guestDocument()
    const changed = await t.request(`/3/docs/${document.id}/`, {
      method: 'PATCH',
      token: asGuest,
      json: { idn: 'EF987' },
    })
    expect(changed.status).toBe(200)
    expect((await rowsBy(staff.id))[0]).toMatchObject({
      action: 'write_as_user',
      targetType: 'user',
      targetId: guest.id,
      detail: { method: 'PATCH', route: '/3/docs/:id/', status: 200 },
    })
  })

  it('lists these rows on the audit log staff read, filtered by the new target type', async () => {
    const listed = await (await t.request('/v4/staff/audit/?target_type=request', { token: staff.token })).json()
    expect(listed.results.length).toBeGreaterThan(0)
    expect(listed.results.every((row: { target_type: string }) => row.target_type === 'request')).toBe(true)
  })
})
