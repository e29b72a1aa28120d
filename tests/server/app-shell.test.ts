import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app'

describe.each(TEST_DATABASES)('app shell on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  it('answers an unknown API route with a JSON 404 in the detail shape', async () => {
    const response = await t.request('/3/nothing-here/')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: 'Not found.' })
  })

  it('refuses an API call without the public API key', async () => {
    const response = await t.app.request('/3/users/me/')
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ detail: 'A valid X-API-KEY header is required.' })
  })

  it('serves the OpenAPI contract and the API reference', async () => {
    const contract = await (await t.app.request('/openapi.json')).json()
    expect(contract.openapi).toBe('3.1.0')
    const docs = await t.app.request('/docs')
    expect(await docs.text()).toContain('swagger-ui')
  })

  it('gives the web app its public configuration without secrets', async () => {
    const script = await (await t.app.request('/app-config.js')).text()
    expect(script).toMatch(/^window\.__ROAM_CONFIG__ = \{/)
    expect(script).not.toContain('DATABASE_URL')
  })
})
