import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyticsEvents } from '../../../src/server/db/schema'
import { createUser, tokensFor } from '../support/accounts'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const pageViewed = (overrides: Record<string, unknown> = {}) => ({
  name: 'page_viewed',
  occurred_at: '2026-05-04T10:15:30.000Z',
  session_id: 'session-abcdef12',
  properties: {
    path: '/fr/s',
    locale: 'fr',
    referrer: 'https://www.example.org/',
    utm_source: 'newsletter',
    utm_campaign: 'spring',
  },
  ...overrides,
})

describe.each(TEST_DATABASES)('POST /v4/events/send/ on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  const send = (json: unknown, token?: string) => t.request('/v4/events/send/', { method: 'POST', json, token })
  const stored = () => t.db.select().from(analyticsEvents).orderBy(asc(analyticsEvents.id))

  it('stores a batch with its properties and answers 202 with the accepted count', async () => {
    const response = await send([
      pageViewed(),
      {
        name: 'camper_page_viewed',
        occurred_at: '2026-05-04T10:16:00+02:00',
        session_id: 'session-abcdef12',
        properties: { path: '/fr/campers/42', locale: 'fr', camper_id: 42 },
      },
      {
        name: 'camper_viewed',
        occurred_at: '2026-05-04T10:17:00Z',
        session_id: 'session-abcdef12',
        properties: { path: '/fr/s', locale: 'fr', camper_id: 7, position: 3, search_id: 'q1' },
      },
    ])
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ accepted: 3 })
    const rows = await stored()
    expect(rows.map((row) => [row.name, row.path, row.locale, row.camperId, row.userId])).toEqual([
      ['page_viewed', '/fr/s', 'fr', null, null],
      ['camper_page_viewed', '/fr/campers/42', 'fr', 42, null],
      ['camper_viewed', '/fr/s', 'fr', 7, null],
    ])
    expect(rows[0]!.properties).toEqual({
      path: '/fr/s',
      locale: 'fr',
      referrer: 'https://www.example.org/',
      utm_source: 'newsletter',
      utm_campaign: 'spring',
    })
    expect(rows[1]!.occurredAt.toISOString()).toBe('2026-05-04T08:16:00.000Z')
    expect(rows[2]!.properties).toMatchObject({ position: 3, search_id: 'q1' })
  })

  it('ties the events to the user of a valid bearer token and ignores an invalid one', async () => {
    const user = await createUser(t)
    const { access_token } = await tokensFor(t, user.email)
    expect((await send([pageViewed({ session_id: 'signed-in-session' })], access_token)).status).toBe(202)
    expect((await send([pageViewed({ session_id: 'bad-token-session' })], 'not-a-token')).status).toBe(202)
    const rows = await stored()
    expect(rows.find((row) => row.sessionId === 'signed-in-session')!.userId).toBe(user.id)
    expect(rows.find((row) => row.sessionId === 'bad-token-session')!.userId).toBeNull()
  })

  it('refuses bad events with field errors and stores nothing of the batch', async () => {
    const before = (await stored()).length
    const response = await send([
      pageViewed(),
      {
        name: 'camper_viewed',
        occurred_at: 'yesterday',
        session_id: 'session-abcdef12',
        properties: { path: 'campers', locale: 'fr' },
      },
      { name: 'clicked', occurred_at: '2026-05-04T10:15:30Z', properties: { path: '/', locale: 'fr' } },
    ])
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body).toMatchObject({
      '1.occurred_at': ['A valid ISO 8601 date-time is required.'],
      '1.properties.path': ['A path starting with / is required.'],
      '1.properties.camper_id': ['This field is required.'],
      '2.session_id': ['This field is required.'],
    })
    expect(body['2.name']).toHaveLength(1)
    expect((await stored()).length).toBe(before)
  })

  it('takes 1 to 50 events, and only JSON', async () => {
    expect(await (await send([])).json()).toEqual({ non_field_errors: ['Send at least one event.'] })
    const tooMany = await send(Array.from({ length: 51 }, () => pageViewed()))
    expect(tooMany.status).toBe(400)
    expect(await tooMany.json()).toEqual({ non_field_errors: ['Send at most 50 events at a time.'] })
    expect((await send(pageViewed())).status).toBe(400)
    const notJson = await t.request('/v4/events/send/', {
      method: 'POST',
      body: 'name=page_viewed',
      headers: { 'Content-Type': 'text/plain' },
    })
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toEqual({ detail: 'Unsupported media type: send the body as application/json.' })
  })

  it('needs the public API key', async () => {
    const response = await t.app.request('/v4/events/send/', {
      method: 'POST',
      body: JSON.stringify([pageViewed()]),
      headers: { 'Content-Type': 'application/json' },
    })
    expect(response.status).toBe(401)
  })
})
