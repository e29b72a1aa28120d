import { afterEach, describe, expect, it, vi } from 'vitest'
import { replayApi } from '../../../src/web/replay/replay-api'

describe("the replay API's answer to a sandbox payment page", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("posts the page's form without the API key or an account, and does not follow the redirect back", async () => {
    const fetch = vi.fn(async () => new Response('<p>This payment is succeeded.</p>', { status: 200 }))
    vi.stubGlobal('fetch', fetch)
    await replayApi('http://localhost:3400', 'key', 'client').answerSandbox('transfer', 'sbx-tr-1', 'approve')
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit]
    expect(url.href).toBe('http://localhost:3400/sandbox/payments/transfer/sbx-tr-1')
    expect(init).toMatchObject({ method: 'POST', redirect: 'manual', credentials: 'omit' })
    expect(String(init.body)).toBe('decision=approve')
    expect(init.headers).toBeUndefined()
  })

  it('fails with the answer of a page that does not know the transaction', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('404 Not Found', { status: 404 })),
    )
    await expect(
      replayApi('http://localhost:3400', 'key', 'client').answerSandbox('transfer', 'nope', 'approve'),
    ).rejects.toThrow('answering the sandbox transfer page of nope: 404 404 Not Found')
  })
})
