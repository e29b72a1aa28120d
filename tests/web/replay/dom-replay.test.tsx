import { render } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  REPLAY_PANEL_ATTRIBUTE,
  checkExpectations,
  findAll,
  needsPlaywright,
  pendingFailures,
  performStep,
  restoreNetwork,
} from '../../../src/web/replay/dom-replay'
import type { DomReplayContext } from '../../../src/web/replay/dom-replay'
import { describeStep } from '../../../src/web/replay/replay-plan'
import type { ReplayApi, UiStep } from '../../../src/web/replay/ui-script'

function context(overrides: Partial<DomReplayContext> = {}): DomReplayContext {
  return {
    root: document.body,
    navigate: () => undefined,
    signIn: async () => undefined,
    currentUrl: () => 'http://localhost/earnings/owner',
    timeout: 300,
    signal: new AbortController().signal,
    ...overrides,
  }
}

function Form() {
  const [name, setName] = useState('')
  const [kind, setKind] = useState('van')
  const [sent, setSent] = useState(false)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        setSent(true)
      }}
    >
      <label>
        First name <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label htmlFor="kind">Vehicle type</label>
      <select id="kind" value={kind} onChange={(event) => setKind(event.target.value)}>
        <option value="van">Van</option>
        <option value="campervan">Campervan</option>
      </select>
      <button type="submit" disabled={name === ''}>
        Send <span aria-hidden="true">→</span>
      </button>
      {sent && (
        <p>
          Thanks, {name} ({kind})
        </p>
      )}
      <div hidden>
        <button type="button">Send</button>
      </div>
    </form>
  )
}

describe('the in-tab replay executor', () => {
  it('fills React fields, waits for a button to be enabled, clicks it and sees the answer', async () => {
    render(<Form />)
    const at = context()
    await performStep(at, { do: 'fill', target: { label: 'First name' }, value: '{who}' }, { who: 'Ada' })
    await performStep(at, { do: 'select', target: { label: 'Vehicle type' }, option: 'Campervan' }, {})
    await performStep(at, { do: 'click', target: { role: 'button', name: 'Send' } }, {})
    await checkExpectations(at, [{ see: { text: 'Thanks, Ada (campervan)' } }, { path: /\/earnings\/owner$/ }], {})
  })

  it('fails with what it looked for, ignores hidden elements and the replay panel', async () => {
    render(
      <>
        <Form />
        <aside {...{ [REPLAY_PANEL_ATTRIBUTE]: '' }}>
          <h2>About you</h2>
        </aside>
      </>,
    )
    expect(findAll(document.body, { role: 'button', name: 'Send' })).toHaveLength(1)
    await expect(checkExpectations(context(), [{ see: { role: 'heading', name: 'About you' } }], {})).rejects.toThrow(
      'the page shows heading "About you": no visible heading "About you" after 0.3 s',
    )
    await expect(performStep(context(), { do: 'click', target: { role: 'button', name: 'Send' } }, {})).rejects.toThrow(
      'button "Send" stays disabled after 0.3 s',
    )
    await expect(checkExpectations(context(), [{ path: /\/earnings\/vehicle/ }], {})).rejects.toThrow(
      'does not match /\\/earnings\\/vehicle/',
    )
  })

  it('leaves choosing files to the Playwright runner', async () => {
    const upload: UiStep = { do: 'upload', target: { label: 'Add pages' }, files: ['page.png'] }
    expect(needsPlaywright(upload)).toMatch(/Playwright runner/)
    await expect(performStep(context(), upload, {})).rejects.toThrow(/Playwright runner/)
    expect(needsPlaywright({ do: 'goto', path: '/' })).toBeNull()
  })
})

describe('failing a request in the tab', () => {
  const read: Extract<UiStep, { do: 'fail-next-request' }> = {
    do: 'fail-next-request',
    request: { method: 'GET', path: /^\/3\/docs\/\d+\/$/ },
  }
  /** A stand-in for the window: its fetch answers every request and counts them. */
  const network = () => {
    const sent: string[] = []
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(
        `${init?.method ?? (input instanceof Request ? input.method : 'GET')} ${input instanceof Request ? input.url : String(input)}`,
      )
      return new Response('{}')
    })
    return { host: { fetch: fetch as typeof globalThis.fetch }, fetch, sent }
  }

  it('makes the next matching request fail as a dropped network does, once, then lets it through', async () => {
    const { host, fetch, sent } = network()
    await performStep(context({ network: host }), read, {})
    expect(needsPlaywright(read)).toBeNull()
    // Another method, another address: not the one to fail.
    await expect(host.fetch('http://localhost/3/docs/7/', { method: 'PATCH' })).resolves.toBeInstanceOf(Response)
    await expect(host.fetch(new Request('http://localhost/3/docs/7/pages/'))).resolves.toBeInstanceOf(Response)
    await expect(host.fetch(new Request('http://localhost/3/docs/7/'))).rejects.toThrow(
      new TypeError('Failed to fetch'),
    )
    expect(host.fetch).toBe(fetch)
    await expect(host.fetch(new Request('http://localhost/3/docs/7/'))).resolves.toBeInstanceOf(Response)
    expect(sent).toEqual([
      'PATCH http://localhost/3/docs/7/',
      'GET http://localhost/3/docs/7/pages/',
      'GET http://localhost/3/docs/7/',
    ])
  })

  it('fails as many in a row as asked, and a failure the page never met is dropped when the walk ends', async () => {
    const { host, fetch, sent } = network()
    await performStep(context({ network: host }), { ...read, times: 2 }, {})
    await performStep(
      context({ network: host }),
      { do: 'fail-next-request', request: { method: 'POST', path: /ask-validation/ } },
      {},
    )
    expect(pendingFailures(host)).toHaveLength(2)
    await expect(host.fetch('http://localhost/3/docs/7/')).rejects.toThrow(TypeError)
    await expect(host.fetch('http://localhost/3/docs/7/')).rejects.toThrow(TypeError)
    expect(pendingFailures(host)).toEqual([{ method: 'POST', path: /ask-validation/ }])
    expect(host.fetch).not.toBe(fetch)
    // The validation request was never sent: its failure did not happen, which the walk's end reports.
    expect(restoreNetwork(host)).toEqual([{ method: 'POST', path: /ask-validation/ }])
    expect(host.fetch).toBe(fetch)
    expect(restoreNetwork(host)).toEqual([])
    await expect(host.fetch('http://localhost/3/docs/7/ask-validation/', { method: 'POST' })).resolves.toBeInstanceOf(
      Response,
    )
    expect(sent).toEqual(['POST http://localhost/3/docs/7/ask-validation/'])
    expect(describeStep({ ...read, times: 2 })).toBe('fail the next 2 GET /^\\/3\\/docs\\/\\d+\\/$/')
  })

  describe("the window's fetch, which the app's API client calls", () => {
    const own = globalThis.fetch
    afterEach(() => {
      restoreNetwork()
      globalThis.fetch = own
    })

    it('is the one intercepted unless told otherwise, and the one put back when the walk ends', async () => {
      const answering = vi.fn(async () => new Response('{}'))
      globalThis.fetch = answering
      await performStep(context(), read, {})
      expect(globalThis.fetch).not.toBe(answering)
      // The replay panel restores the network when the walk passes, fails or is stopped, whatever is still pending.
      expect(restoreNetwork()).toEqual([read.request])
      expect(globalThis.fetch).toBe(answering)
      await expect(fetch('http://localhost/3/docs/7/')).resolves.toBeInstanceOf(Response)
      expect(answering).toHaveBeenCalledTimes(1)
    })
  })
})

describe('what happens away from the tab', () => {
  it("runs the script's action against the API and keeps what it answers for the next steps", async () => {
    const answerSandbox = vi.fn(async () => undefined)
    const api = {
      as: () => {
        throw new Error('no account in this test')
      },
      answerSandbox,
      visitor: { post: () => Promise.reject(new Error('no visitor calls in this test')) },
      sandboxMail: () => Promise.reject(new Error('no mail in this test')),
    }
    const actions = {
      'the wire arrives': async (given: ReplayApi, answers: Readonly<Record<string, string>>) => {
        await given.answerSandbox('transfer', answers.transaction!, 'approve')
        return { arrived: 'yes' }
      },
    }
    const answers: Record<string, string> = { transaction: 'sbx-1' }
    const step: UiStep = { do: 'elsewhere', action: 'the wire arrives' }
    expect(needsPlaywright(step)).toBeNull()
    expect(describeStep(step)).toBe('elsewhere: the wire arrives')
    await performStep(context({ elsewhere: { api, actions } }), step, answers)
    expect(answerSandbox).toHaveBeenCalledWith('transfer', 'sbx-1', 'approve')
    expect(answers).toEqual({ transaction: 'sbx-1', arrived: 'yes' })
    await expect(
      performStep(context({ elsewhere: { api, actions } }), { do: 'elsewhere', action: 'a cheque arrives' }, answers),
    ).rejects.toThrow('the UI script has no elsewhere action "a cheque arrives"')
    await expect(performStep(context(), step, answers)).rejects.toThrow(
      'no API to do "the wire arrives" away from the tab',
    )
  })
})
