import { render } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { REPLAY_PANEL_ATTRIBUTE, checkExpectations, findAll, needsPlaywright, performStep } from '../../../src/web/replay/dom-replay'
import type { DomReplayContext } from '../../../src/web/replay/dom-replay'
import type { UiStep } from '../../../src/web/replay/ui-script'

function context(overrides: Partial<DomReplayContext> = {}): DomReplayContext {
  return {
    root: document.body, navigate: () => undefined, signIn: async () => undefined, currentUrl: () => 'http://localhost/earnings/owner',
    timeout: 300, signal: new AbortController().signal, ...overrides,
  }
}

function Form() {
  const [name, setName] = useState('')
  const [kind, setKind] = useState('van')
  const [sent, setSent] = useState(false)
  return (
    <form onSubmit={(event) => { event.preventDefault(); setSent(true) }}>
      <label>First name <input value={name} onChange={(event) => setName(event.target.value)} /></label>
      <label htmlFor="kind">Vehicle type</label>
      <select id="kind" value={kind} onChange={(event) => setKind(event.target.value)}>
        <option value="van">Van</option><option value="campervan">Campervan</option>
      </select>
      <button type="submit" disabled={name === ''}>Send <span aria-hidden="true">→</span></button>
      {sent && <p>Thanks, {name} ({kind})</p>}
      <div hidden><button type="button">Send</button></div>
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
    render(<><Form /><aside {...{ [REPLAY_PANEL_ATTRIBUTE]: '' }}><h2>About you</h2></aside></>)
    expect(findAll(document.body, { role: 'button', name: 'Send' })).toHaveLength(1)
    await expect(checkExpectations(context(), [{ see: { role: 'heading', name: 'About you' } }], {}))
      .rejects.toThrow('the page shows heading "About you": no visible heading "About you" after 0.3 s')
    await expect(performStep(context(), { do: 'click', target: { role: 'button', name: 'Send' } }, {})).rejects.toThrow('button "Send" stays disabled after 0.3 s')
    await expect(checkExpectations(context(), [{ path: /\/earnings\/vehicle/ }], {})).rejects.toThrow('does not match /\\/earnings\\/vehicle/')
  })

  it('leaves choosing files to the Playwright runner', async () => {
    const upload: UiStep = { do: 'upload', target: { label: 'Add pages' }, files: ['page.png'] }
    expect(needsPlaywright(upload)).toMatch(/Playwright runner/)
    await expect(performStep(context(), upload, {})).rejects.toThrow(/Playwright runner/)
    expect(needsPlaywright({ do: 'goto', path: '/' })).toBeNull()
  })
})
