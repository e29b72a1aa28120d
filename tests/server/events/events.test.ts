import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyticsEvents } from '../../../src/server/db/schema'
import { createUser, tokensFor } from '../support/accounts'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const TOKEN = 'visitor-0f6e2c1a'

const userProperties = (overrides: Record<string, unknown> = {}) => ({
  utm_source: 'newsletter',
  utm_medium: null,
  utm_campaign: 'spring',
  utm_term: null,
  utm_content: null,
  referrer: 'https://www.example.org/',
  gb_visitor_token: TOKEN,
  ...overrides,
})

const pageViewed = (overrides: Record<string, unknown> = {}) => ({
  path: '/fr/s',
  event_type: 'page_viewed',
  created_at: '2026-05-04T10:15:30.000Z',
  event_properties: { locale: 'fr' },
  user_properties: userProperties(),
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

  it("stores a batch in the spec's shape and answers 202 with the accepted count", async () => {
    const response = await send([
      pageViewed(),
      {
        path: '/fr/campers/42',
        event_type: 'camper_page_viewed',
        created_at: '2026-05-04T10:16:00+02:00',
        event_properties: { locale: 'fr', camper_id: 42 },
        user_properties: { gb_visitor_token: TOKEN },
      },
      {
        path: '/fr/s',
        event_type: 'camper_viewed',
        created_at: '2026-05-04T10:17:00Z',
        event_properties: { locale: 'fr', camper_id: 7, position: 3, search_id: 'q1' },
        user_properties: userProperties(),
      },
    ])
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ accepted: 3 })
    const rows = await stored()
    expect(
      rows.map((row) => [row.eventType, row.path, row.locale, row.camperId, row.visitorToken, row.userId]),
    ).toEqual([
      ['page_viewed', '/fr/s', 'fr', null, TOKEN, null],
      ['camper_page_viewed', '/fr/campers/42', 'fr', 42, TOKEN, null],
      ['camper_viewed', '/fr/s', 'fr', 7, TOKEN, null],
    ])
    expect(rows[0]!.eventProperties).toEqual({ locale: 'fr' })
    expect(rows[0]!.userProperties).toEqual(userProperties())
    expect(rows[1]!.createdAt.toISOString()).toBe('2026-05-04T08:16:00.000Z')
    expect(rows[2]!.eventProperties).toEqual({ locale: 'fr', camper_id: 7, position: 3, search_id: 'q1' })
  })

  it('takes an event with only what the spec names (no locale, no utm)', async () => {
    const response = await send([
      {
        path: '/',
        event_type: 'page_viewed',
        created_at: '2026-05-04T10:15:30Z',
        event_properties: {},
        user_properties: { gb_visitor_token: 'bare-token-1' },
      },
    ])
    expect(response.status).toBe(202)
    const row = (await stored()).find((candidate) => candidate.visitorToken === 'bare-token-1')!
    expect(row.locale).toBeNull()
    expect(row.userProperties).toEqual({ gb_visitor_token: 'bare-token-1' })
  })

  it('ties the events to the user of a valid bearer token and ignores an invalid one', async () => {
    const user = await createUser(t)
    const { access_token } = await tokensFor(t, user.email)
    const signedIn = pageViewed({ user_properties: userProperties({ gb_visitor_token: 'signed-in-visitor' }) })
    const badToken = pageViewed({ user_properties: userProperties({ gb_visitor_token: 'bad-token-visitor' }) })
    expect((await send([signedIn], access_token)).status).toBe(202)
    expect((await send([badToken], 'not-a-token')).status).toBe(202)
    const rows = await stored()
    expect(rows.find((row) => row.visitorToken === 'signed-in-visitor')!.userId).toBe(user.id)
    expect(rows.find((row) => row.visitorToken === 'bad-token-visitor')!.userId).toBeNull()
  })

  it('refuses bad events with field errors and stores nothing of the batch', async () => {
    const before = (await stored()).length
    const response = await send([
      pageViewed(),
      {
        path: 'campers',
        event_type: 'camper_viewed',
        created_at: 'yesterday',
        event_properties: { locale: 'fr' },
        user_properties: userProperties({ gb_visitor_token: 'short' }),
      },
      { path: '/', event_type: 'clicked', created_at: '2026-05-04T10:15:30Z', event_properties: {} },
      pageViewed({ user_properties: userProperties({ utm_source: 42 }) }),
      {
        name: 'page_viewed',
        occurred_at: '2026-05-04T10:15:30Z',
        session_id: 'old-shape-1',
        properties: { path: '/' },
      },
    ])
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body).toMatchObject({
      '1.path': ['A path starting with / is required.'],
      '1.created_at': ['A valid ISO 8601 date-time is required.'],
      '1.event_properties.camper_id': ['This field is required.'],
      '1.user_properties.gb_visitor_token': ['A visitor token of at least 8 characters is required.'],
      '2.user_properties': ['This field is required.'],
      '3.user_properties.utm_source': ['Not a valid string.'],
      '4.path': ['This field is required.'],
      '4.event_type': ['This field is required.'],
      '4.created_at': ['This field is required.'],
    })
    expect(body['2.event_type']).toHaveLength(1)
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
      body: 'event_type=page_viewed',
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
