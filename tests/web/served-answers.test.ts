import { afterEach, describe, expect, it } from 'vitest'
import { getRouting } from '../../src/web/api/get-routing'
import { getCamper } from '../../src/web/features/listing/api/get-camper'
import { routingFixture, state } from './support/state'
import { camperFixture } from './listing/fixtures'

// The server writes the first page's answers into it (src/server/http/web-boot.ts); the reads take them once.
describe('answers written into the page by the server', () => {
  let calls: string[] = []
  const answering = (path: string, answer: unknown) => {
    state.responses[`GET ${path}`] = () => {
      calls.push(path)
      return answer
    }
  }
  afterEach(() => {
    calls = []
    window.__ROAM_SERVED__ = undefined
  })

  it('answers the first read of the routing links without a request, then asks the API', async () => {
    answering('/api/internals/referential/routing', routingFixture)
    window.__ROAM_SERVED__ = {
      '/api/internals/referential/routing?lang=en-us': { ...routingFixture, blog: 'https://served.example/blog' },
    }
    expect((await getRouting('en-us')).blog).toBe('https://served.example/blog')
    expect(calls).toEqual([])
    expect((await getRouting('en-us')).blog).toBe(routingFixture.blog)
    expect(calls).toHaveLength(1)
  })

  it('asks the API for another locale, leaving the served links to their own', async () => {
    answering('/api/internals/referential/routing', routingFixture)
    window.__ROAM_SERVED__ = { '/api/internals/referential/routing?lang=fr': routingFixture }
    await getRouting('de')
    expect(calls).toHaveLength(1)
    expect(Object.keys(window.__ROAM_SERVED__)).toEqual(['/api/internals/referential/routing?lang=fr'])
  })

  it('answers the listing page of the served camper, and only that one', async () => {
    state.responses['GET /3/products/{id}/'] = (_body: unknown, init: { params: { path: { id: string } } }) => {
      const { id } = init.params.path
      calls.push(`/3/products/${id}/`)
      return camperFixture({ id: Number(id), title: 'From the API' })
    }
    window.__ROAM_SERVED__ = { '/3/products/7/?currency=EUR': camperFixture({ id: 7, title: 'Served' }) }
    expect((await getCamper('12', 'EUR')).id).toBe(12)
    // Served in the storefront's currency: a visitor who chose another asks the API.
    expect((await getCamper('7', 'GBP')).title).toBe('From the API')
    expect((await getCamper('7', 'EUR')).title).toBe('Served')
    expect((await getCamper('7', 'EUR')).title).toBe('From the API')
    expect(calls).toEqual(['/3/products/12/', '/3/products/7/', '/3/products/7/'])
  })

  it('checks a served answer like any other: an invalid one is an error', async () => {
    window.__ROAM_SERVED__ = { '/api/internals/referential/routing?lang=en-us': { links: 'nope' } }
    await expect(getRouting('en-us')).rejects.toThrow()
  })
})
