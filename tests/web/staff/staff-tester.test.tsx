import { fireEvent, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { catalogue } from '../../../machines/catalogue'
import { machineModel } from '../../../machines/paths/machine-paths'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

const SLOW = { timeout: 10_000 }

beforeAll(async () => {
  await Promise.all([
    import('../../../src/web/features/staff/components/staff-layout'),
    import('../../../src/web/features/staff/pages/staff-tester-page'),
    import('../../../src/web/features/staff/pages/staff-machine-page'),
  ])
}, 30_000)

function signedInAsStaff() {
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = {
    id: 9,
    email: 'staff@roam.test',
    first_name: 'Sam',
    is_owner: false,
    is_staff: true,
    is_pro: false,
  }
}

describe('/staff/tester', () => {
  it('lists every catalogue machine with its size and whether a UI script walks it', async () => {
    signedInAsStaff()
    await renderApp('/staff/tester')
    expect(await screen.findByRole('heading', { level: 1, name: 'Machine tester' }, SLOW)).toBeInTheDocument()
    for (const entry of catalogue) {
      expect(screen.getByRole('link', { name: entry.id })).toHaveAttribute('href', `/staff/tester/${entry.id}`)
    }
    const booking = screen.getByRole('link', { name: 'booking' }).closest('tr')!
    const model = machineModel(catalogue.find((entry) => entry.id === 'booking')!.machine)
    expect(
      within(booking)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1),
    ).toEqual([String(model.states.size), String(model.transitions.size), 'Yes'])
    expect(within(screen.getByRole('link', { name: 'toasts' }).closest('tr')!).getByText('No')).toBeInTheDocument()
  }, 30_000)

  it('draws every state, lists the shortest paths, and highlights the selected one', async () => {
    signedInAsStaff()
    await renderApp('/staff/tester/newsletter')
    // ELK lays the diagram out after the page shows.
    const diagram = await screen.findByRole(
      'group',
      { name: 'States and transitions of newsletter' },
      { timeout: 20_000 },
    )
    // The diagram scrolls sideways: its region is named and in the tab order, so the keyboard can scroll it.
    expect(diagram.parentElement).toHaveAttribute('role', 'region')
    expect(diagram.parentElement).toHaveAccessibleName('States and transitions of newsletter')
    expect(diagram.parentElement).toHaveAttribute('tabindex', '0')
    const model = machineModel(catalogue.find((entry) => entry.id === 'newsletter')!.machine)
    const drawn = [...diagram.querySelectorAll('[data-state]')].map((box) => box.getAttribute('data-state'))
    expect(drawn.sort()).toEqual([...model.states.keys()].sort())
    const arrows = new Set(
      [...diagram.querySelectorAll('[data-transition]')].map((arrow) => arrow.getAttribute('data-transition')),
    )
    expect(arrows).toEqual(new Set(model.transitions.keys()))
    // Every state and transition is in the tab order with its name.
    for (const part of diagram.querySelectorAll('[data-state], [data-transition]')) {
      expect(part).toHaveAttribute('tabindex', '0')
      expect(part).toHaveAccessibleName()
    }
    expect(screen.getByRole('img', { name: 'State newsletter.subscribed' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'user.submit: from failed to submitting' })).toBeInTheDocument()
    expect(
      screen.getByText(`The shortest paths reach ${model.states.size}/${model.states.size} states`, { exact: false }),
    ).toBeInTheDocument()

    const list = screen.getByRole('list', { name: 'Shortest paths' })
    // Each path's own button (a "Replay here" button follows it: newsletter has a UI script).
    const buttons = within(list)
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('aria-pressed'))
    expect(buttons.length).toBeGreaterThan(1)
    expect(diagram.querySelectorAll('.statechart__state--on')).toHaveLength(0)
    const last = buttons.at(-1)!
    fireEvent.click(last)
    expect(last).toHaveAttribute('aria-pressed', 'true')
    const on = [...diagram.querySelectorAll('.statechart__state--on')].map((box) => box.getAttribute('data-state'))
    // The initial state and the state the path ends in are both highlighted, and every event of the path lights an arrow.
    const ends = last.textContent!.split('→').at(-1)!.trim()
    expect(on.some((id) => id!.endsWith(`.${ends.split('.')[0]}`))).toBe(true)
    const litEvents = new Set(
      [...diagram.querySelectorAll('.statechart__transition--on text')].map((label) => label.textContent),
    )
    const pathEvents = [...last.querySelectorAll('span')].map((step) => /—([^\s→]+)/.exec(step.textContent!)![1])
    expect(new Set(pathEvents)).toEqual(litEvents)
    fireEvent.click(last)
    expect(diagram.querySelectorAll('.statechart__state--on')).toHaveLength(0)
  }, 30_000)

  it('says when the machine is not in the catalogue', async () => {
    signedInAsStaff()
    await renderApp('/staff/tester/nope')
    expect(await screen.findByRole('heading', { level: 1, name: 'Unknown machine' }, SLOW)).toBeInTheDocument()
  })
})
