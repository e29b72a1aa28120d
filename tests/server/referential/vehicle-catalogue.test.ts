import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoData } from '../../../src/server/db/seed/seed'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('vehicle catalogue on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
    await seedDemoData(t.db)
  })
  afterAll(() => t.close())

  it('lists brands 500 to a page by default, sorted by name', async () => {
    const response = await t.request('/v4/brands/')
    expect(response.status).toBe(200)
    const page = await response.json()
    expect(page).toMatchObject({ next: null, previous: null })
    expect(page.count).toBe(page.results.length)
    const names = page.results.map((brand: { name: string }) => brand.name)
    expect(names).toEqual(expect.arrayContaining(['Volkswagen', 'Fiat', 'Ford', 'Citroën']))
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
  })

  it('pages with page and page_size, linking next and previous', async () => {
    const first = await (await t.request('/v4/manufacturers/?page_size=5')).json()
    expect(first.results).toHaveLength(5)
    expect(first.previous).toBeNull()
    expect(new URL(first.next).searchParams.get('page')).toBe('2')
    const second = await (await t.request('/v4/manufacturers/?page_size=5&page=2')).json()
    expect(second.results).toHaveLength(5)
    expect(new URL(second.previous).searchParams.get('page')).toBe('1')
    expect(second.results[0].id).not.toBe(first.results[0].id)
  })

  it('filters models by brand and by manufacturer', async () => {
    const brands = await (await t.request('/v4/brands/')).json()
    const volkswagen = brands.results.find((brand: { name: string }) => brand.name === 'Volkswagen')
    const models = await (await t.request(`/v4/brands-models/?brand=${volkswagen.id}`)).json()
    expect(models.results.map((model: { name: string }) => model.name)).toContain('California')
    expect(models.results.every((model: { brand_id: number }) => model.brand_id === volkswagen.id)).toBe(true)

    const makers = await (await t.request('/v4/manufacturers/')).json()
    const hymer = makers.results.find((maker: { name: string }) => maker.name === 'Hymer')
    const hymerModels = await (await t.request(`/v4/manufacturers-models/?manufacturer=${hymer.id}`)).json()
    expect(hymerModels.count).toBeGreaterThan(2)
    expect(hymerModels.results.every((model: { manufacturer_id: number }) => model.manufacturer_id === hymer.id)).toBe(
      true,
    )
    const all = await (await t.request('/v4/manufacturers-models/')).json()
    expect(all.count).toBeGreaterThan(hymerModels.count)
  })

  it('answers 404 Invalid page. past the last page', async () => {
    const response = await t.request('/v4/brands/?page=99')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: 'Invalid page.' })
  })

  it('refuses malformed paging and filters with field errors', async () => {
    for (const query of [
      '/v4/brands/?page=0',
      '/v4/brands/?page_size=501',
      '/v4/brands/?page=abc',
      '/v4/brands-models/?brand=volkswagen',
      '/v4/manufacturers-models/?manufacturer=-1',
    ]) {
      const response = await t.request(query)
      expect(response.status, query).toBe(400)
      const body = await response.json()
      expect(
        Object.values(body).every((messages) => Array.isArray(messages)),
        query,
      ).toBe(true)
    }
  })
})
