import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mailingListContacts } from '../../../src/server/db/schema'
import { createBrevoMailingList } from '../../../src/server/providers/mailing-list/brevo-mailing-list'
import { sandboxContactsFetch } from '../../../src/server/providers/mailing-list/sandbox-mailing-list'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('POST /v4/newsletter/ on %s (sandbox provider)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { MAILING_LIST_SANDBOX_DELAY_MS: '0', MAILING_LIST_IDS: '2, 7' })
  })
  afterAll(() => t.close())

  const subscribe = (json: unknown) => t.request('/v4/newsletter/', { method: 'POST', json })

  it('subscribes an address once; the second time it already exists', async () => {
    const first = await subscribe({ email: '  Ada@Example.com ' })
    expect(first.status).toBe(201)
    expect(await first.json()).toEqual({ email: 'Ada@Example.com' })
    expect(
      await t.db
        .select({ email: mailingListContacts.email, listIds: mailingListContacts.listIds })
        .from(mailingListContacts),
    ).toEqual([{ email: 'ada@example.com', listIds: [2, 7] }])

    const again = await subscribe({ email: 'ada@example.com' })
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({
      detail: 'This email address is already subscribed to the newsletter.',
      code: 'email_already_exists',
    })
  })

  it('maps an address the provider refuses to email_is_invalid', async () => {
    const response = await subscribe({ email: 'not an address' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'email_is_invalid' })
  })

  it('maps a provider failure to unknown (502)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await subscribe({ email: 'someone@fail.test' })
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ code: 'unknown' })
    vi.mocked(console.error).mockRestore()
  })

  it('answers field errors for a missing or blank email', async () => {
    expect(await (await subscribe({})).json()).toEqual({ email: ['This field is required.'] })
    expect(await (await subscribe({ email: ' ' })).json()).toEqual({ email: ['This field may not be blank.'] })
  })
})

describe('the sandbox refuses a wrong api key like Brevo does', () => {
  it('answers 401 unauthorized', async () => {
    const t = await createTestApp('pglite', { MAILING_LIST_SANDBOX_DELAY_MS: '0' })
    try {
      const provider = createBrevoMailingList({
        apiUrl: 'https://mailing-list.sandbox/v3',
        apiKey: 'wrong',
        listIds: [2],
        fetch: sandboxContactsFetch(t.db, { apiKey: 'right', delayMs: 0 }),
      })
      expect(await provider.addContact('ada@example.com')).toEqual({
        ok: false,
        status: 401,
        code: 'unauthorized',
        message: 'Key not found',
      })
    } finally {
      await t.close()
    }
  })
})

describe('Brevo adapter', () => {
  it('posts email and listIds with the api-key header and reads Brevo refusals', async () => {
    const calls: Request[] = []
    const answers = [
      new Response(JSON.stringify({ id: 12 }), { status: 201 }),
      new Response(JSON.stringify({ code: 'duplicate_parameter', message: 'Contact already exist' }), { status: 400 }),
      new Response(null, { status: 500, statusText: 'Internal Server Error' }),
    ]
    const fetchStub: typeof fetch = async (input, init) => {
      calls.push(new Request(input, init))
      return answers.shift()!
    }
    const provider = createBrevoMailingList({
      apiUrl: 'https://api.brevo.com/v3/',
      apiKey: 'xkeysib-1',
      listIds: [4],
      fetch: fetchStub,
    })
    expect(await provider.addContact('ada@example.com')).toEqual({ ok: true })
    expect(calls[0]!.url).toBe('https://api.brevo.com/v3/contacts')
    expect(calls[0]!.method).toBe('POST')
    expect(calls[0]!.headers.get('api-key')).toBe('xkeysib-1')
    expect(await calls[0]!.json()).toEqual({ email: 'ada@example.com', listIds: [4] })
    expect(await provider.addContact('ada@example.com')).toMatchObject({ ok: false, code: 'duplicate_parameter' })
    expect(await provider.addContact('ada@example.com')).toEqual({
      ok: false,
      status: 500,
      code: 'http_500',
      message: 'Internal Server Error',
    })
  })

  it('reports a network failure as a refusal', async () => {
    const provider = createBrevoMailingList({
      apiUrl: 'https://api.brevo.com/v3',
      apiKey: 'k',
      listIds: [4],
      fetch: async () => {
        throw new TypeError('fetch failed')
      },
    })
    expect(await provider.addContact('ada@example.com')).toEqual({
      ok: false,
      status: 502,
      code: 'network_error',
      message: 'fetch failed',
    })
  })
})
