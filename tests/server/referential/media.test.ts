import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('generated media on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  it('serves avatars without an API key, the same picture for the same seed', async () => {
    const first = await t.app.request('/api/media/avatars/pierre-martin.svg')
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toContain('image/svg+xml')
    const svg = await first.text()
    expect(svg).toMatch(/^<svg /)
    expect(await (await t.app.request('/api/media/avatars/pierre-martin.svg')).text()).toBe(svg)
    expect(await (await t.app.request('/api/media/avatars/lena-schmidt.svg')).text()).not.toBe(svg)
  })

  it('serves an illustration for each vehicle type and variant', async () => {
    const pictures = new Set<string>()
    for (let type = 1; type <= 7; type++) {
      const response = await t.app.request(`/api/media/campers/${type}-1.svg`)
      expect(response.status).toBe(200)
      pictures.add(await response.text())
    }
    expect(pictures.size).toBe(7)
  })

  it('refuses malformed names with a field error', async () => {
    for (const path of [
      '/api/media/campers/8-1.svg',
      '/api/media/campers/4-x.svg',
      '/api/media/avatars/Bad_Name.svg',
    ]) {
      const response = await t.app.request(path)
      expect(response.status, path).toBe(400)
      expect(await response.json()).toHaveProperty('file')
    }
  })

  it('sizes a picture: cover fills w×h and crops around the centre, a lone width keeps the proportions', async () => {
    const cover = await (await t.app.request('/api/media/campers/4-2.svg?w=1200&h=630&fit=cover')).text()
    expect(cover).toMatch(
      /^<svg [^>]*viewBox="0 0 960 640" [^>]*width="1200" height="630" preserveAspectRatio="xMidYMid slice"/,
    )
    const contain = await (await t.app.request('/api/media/avatars/pierre-martin.svg?w=64&h=32')).text()
    expect(contain).toMatch(/^<svg [^>]*width="64" height="32" preserveAspectRatio="xMidYMid meet"/)
    const byWidth = await (await t.app.request('/api/media/campers/4-2.svg?w=480')).text()
    expect(byWidth).toMatch(/^<svg [^>]*width="480" height="320" /)
    const plain = await (await t.app.request('/api/media/campers/4-2.svg')).text()
    expect(plain).toMatch(/^<svg [^>]*width="960" height="640" role=/)
    expect(plain).not.toContain('preserveAspectRatio')
  })

  it('refuses bad sizes with field errors', async () => {
    const cases: Array<[string, string]> = [
      ['w=0', 'w'],
      ['w=abc', 'w'],
      ['h=2401', 'h'],
      ['w=12.5', 'w'],
      ['fit=stretch', 'fit'],
    ]
    for (const [query, field] of cases) {
      const response = await t.app.request(`/api/media/campers/4-2.svg?${query}`)
      expect(response.status, query).toBe(400)
      expect(await response.json(), query).toHaveProperty(field)
    }
  })

  it('still requires the API key on the other API paths', async () => {
    expect((await t.app.request('/v4/brands/')).status).toBe(401)
    expect((await t.app.request('/api/internals/referential')).status).toBe(401)
  })
})
