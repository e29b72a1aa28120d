import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerClientErrors } from '../../../src/server/http/client-errors'
import { createTestApp, type TestApp } from '../support/test-app'

interface Answer {
  status: number
  body: string
  socket: unknown
}

describe('oversized requests through a real HTTP server', () => {
  let t: TestApp
  let server: http.Server
  let port: number
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

  beforeAll(async () => {
    t = await createTestApp('pglite')
    await new Promise<void>((resolve) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve()) as http.Server
    })
    answerClientErrors(server)
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    agent.destroy()
    server.close()
    await t.close()
  })

  /** One request on the agent's single kept-alive connection. */
  const send = (path: string, body?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: body === undefined ? 'GET' : 'POST',
          agent,
          headers: {
            'X-API-KEY': t.env.API_KEY,
            'Content-Type': 'application/json',
            ...(body === undefined ? {} : { 'Content-Length': Buffer.byteLength(body) }),
          },
        },
        (response) => {
          let text = ''
          response.setEncoding('utf8')
          response.on('data', (chunk: string) => (text += chunk))
          response.on('end', () => resolve({ status: response.statusCode!, body: text, socket: response.socket }))
        },
      )
      request.on('error', reject)
      if (body !== undefined) request.write(body)
      request.end()
    })

  it('answers an oversized body 413 in the error shape and keeps the connection for the next request', async () => {
    const huge = await send('/3/users/', JSON.stringify({ email: `${'a'.repeat(1_000_000)}@roam.test` }))
    expect(huge.status).toBe(413)
    expect(JSON.parse(huge.body)).toEqual({ detail: 'The request body is too large.' })
    const next = await send('/3/referential/')
    expect(next.status).toBe(200)
    expect(next.socket).toBe(huge.socket)
  })

  it('answers a 20 kB query string 431 in the error shape', async () => {
    const long = await send(`/3/products/?q=${'x'.repeat(20_000)}`).catch((error: unknown) => ({
      status: -1,
      body: String(error),
      socket: null,
    }))
    expect(long.status).toBe(431)
    expect(JSON.parse(long.body)).toEqual({ detail: 'The request line and headers are too large.' })
  })
})
