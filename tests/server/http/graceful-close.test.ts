import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { drainServer, trackHandlers } from '../../../src/server/http/graceful-close'

/** A server whose /slow answers after `delayMs`; `finished` counts answers sent. */
async function slowServer(delayMs: number) {
  const state = { finished: 0 }
  const app = new Hono()
  app.get('/slow', async (c) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs))
    state.finished++
    return c.json({ ok: true })
  })
  app.get('/fast', (c) => c.json({ ok: true }))
  const server = await new Promise<Server>((resolve) => {
    const started: Server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    ) as Server
  })
  return { server, state, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

describe('draining the server on shutdown', () => {
  it('lets a request under way answer, then closes, with idle keep-alive connections not holding it open', async () => {
    const { server, state, base } = await slowServer(400)
    // A keep-alive connection left idle by an earlier answer.
    expect((await fetch(`${base}/fast`)).status).toBe(200)
    const underWay = fetch(`${base}/slow`)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const started = Date.now()
    const drained = drainServer(server, 5000)
    const response = await underWay
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect(await drained).toEqual({ timedOut: false })
    expect(state.finished).toBe(1)
    expect(Date.now() - started).toBeLessThan(2000)
    await expect(fetch(`${base}/fast`)).rejects.toThrow()
  })

  it('cuts requests that outlast the timeout', async () => {
    const { server, base } = await slowServer(3000)
    const underWay = fetch(`${base}/slow`).then(
      () => 'answered',
      () => 'cut',
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await drainServer(server, 200)).toEqual({ timedOut: true })
    expect(await underWay).toBe('cut')
  })

  it('waits for a handler whose client hung up, which closing the server does not', async () => {
    let finish: () => void = () => {}
    const app = new Hono()
    app.get('/slow', async (c) => {
      await new Promise<void>((resolve) => (finish = resolve))
      return c.json({ ok: true })
    })
    const handlers = trackHandlers(app.fetch)
    const server = await new Promise<Server>((resolve) => {
      const started: Server = serve({ fetch: handlers.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(started),
      ) as Server
    })
    const client = new AbortController()
    const hungUp = fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/slow`, {
      signal: client.signal,
    }).catch(() => 'aborted')
    await new Promise((resolve) => setTimeout(resolve, 100))
    client.abort()
    expect(await hungUp).toBe('aborted')
    expect(await drainServer(server, 2000)).toEqual({ timedOut: false })
    let settled = false
    const waiting = handlers.settled(2000).then((result) => ((settled = true), result))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(settled).toBe(false)
    finish()
    expect(await waiting).toEqual({ timedOut: false })
    expect(await handlers.settled(10)).toEqual({ timedOut: false })
  })

  it('stops waiting for handlers after the timeout', async () => {
    const handlers = trackHandlers(() => new Promise<Response>(() => {}))
    void handlers.fetch()
    expect(await handlers.settled(50)).toEqual({ timedOut: true })
  })
})
