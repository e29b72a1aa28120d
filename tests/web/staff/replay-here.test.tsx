import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { catalogue } from '../../../machines/catalogue'
import { shortestPaths, stateLabel } from '../../../machines/paths/machine-paths'
import { signOut } from '../../../src/web/lib/api-client'
import { replayHere } from '../../../src/web/replay/replay-here-store'
import { apiError } from '../support/mock-api-client'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

const SLOW = { timeout: 15_000 }

beforeAll(async () => {
  await Promise.all([
    import('../../../src/web/features/staff/components/staff-layout'),
    import('../../../src/web/features/staff/pages/staff-machine-page'),
    import('../../../src/web/features/staff/components/replay-here-panel'),
    import('../../../src/web/features/earnings/pages/earnings-page'),
  ])
}, 30_000)

beforeEach(() => {
  sessionStorage.clear()
  replayHere.close()
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = {
    id: 9,
    email: 'staff@roam.test',
    first_name: 'Sam',
    is_owner: false,
    is_staff: true,
    is_pro: false,
  }
  // The earnings script starts without an account: the replay signs the tab out.
  vi.mocked(signOut).mockImplementation(async () => {
    state.loggedIn = false
  })
})

/** The index of the shortest earnings path that ends in `state`. */
function earningsPathTo(state: string): number {
  const paths = shortestPaths(catalogue.find((entry) => entry.id === 'earnings')!)
  const index = paths.findIndex((path) => stateLabel(path.steps.at(-1)!.state.value) === state)
  expect(index).toBeGreaterThanOrEqual(0)
  return index
}

async function replay(index: number) {
  const { router } = await renderApp('/staff/tester/earnings')
  const list = await screen.findByRole('list', { name: 'Shortest paths' }, SLOW)
  fireEvent.click(within(list).getByRole('button', { name: `Replay here: path ${index + 1}` }))
  return { router, panel: await screen.findByRole('complementary', { name: 'Replay here' }, SLOW) }
}

describe('"replay here" on /staff/tester/:machine', () => {
  it(
    'walks a path in this tab, leaving the tester page, and reports that every state showed',
    { timeout: 40_000 },
    async () => {
      state.responses['GET /v4/leads/lead-sources/{id}/'] = { id: 1, name: 'Spring campaign' }
      const { router, panel } = await replay(earningsPathTo('owner'))

      expect(await within(panel).findByText('Replay passed: every state showed.', {}, SLOW)).toBeInTheDocument()
      expect(signOut).toHaveBeenCalled()
      // The panel lives at the app root: it stayed while the path opened the simulator's first step.
      expect(router.state.location.pathname).toBe('/earnings/owner')
      expect(screen.getByRole('heading', { name: 'About your rentals' })).toBeInTheDocument()
      const steps = within(within(panel).getByRole('list', { name: 'Replay steps' })).getAllByRole('listitem')
      expect(steps.map((step) => step.textContent)).toEqual([
        'open /earnings/results?lead_source={leadSource} → checkingLeadSource',
        'xstate.done.actor.checkLeadSource {"output":12} → owner',
      ])

      fireEvent.click(within(panel).getByRole('button', { name: 'Close' }))
      await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Replay here' })).not.toBeInTheDocument())
    },
  )

  it(
    'pauses after the running step, goes one step at a time, then resumes to the end',
    { timeout: 60_000 },
    async () => {
      state.responses['GET /v4/leads/lead-sources/{id}/'] = { id: 1, name: 'Spring campaign' }
      const { router, panel } = await replay(earningsPathTo('vehicle'))
      const steps = () => within(within(panel).getByRole('list', { name: 'Replay steps' })).getAllByRole('listitem')
      const currentIndex = () => steps().findIndex((step) => step.getAttribute('aria-current') === 'step')

      // The running step finishes first (how far the replay got by then depends on the machine's speed).
      fireEvent.click(within(panel).getByRole('button', { name: 'Pause' }))
      expect(await within(panel).findByText('Paused.', {}, SLOW)).toBeInTheDocument()
      const pausedAt = currentIndex()
      expect(pausedAt).toBeGreaterThan(0)
      expect(pausedAt).toBeLessThan(steps().length)

      fireEvent.click(within(panel).getByRole('button', { name: 'Next step' }))
      await waitFor(() => expect(currentIndex()).toBe(pausedAt + 1), SLOW)
      expect(await within(panel).findByText('Paused.', {}, SLOW)).toBeInTheDocument()
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(currentIndex()).toBe(pausedAt + 1)

      fireEvent.click(within(panel).getByRole('button', { name: 'Resume' }))
      expect(await within(panel).findByText('Replay passed: every state showed.', {}, SLOW)).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/earnings/vehicle')
      expect(screen.getByRole('heading', { name: 'Your vehicle' })).toBeInTheDocument()
    },
  )

  it('stops on the step whose state does not show, with its message', { timeout: 60_000 }, async () => {
    state.responses['GET /v4/leads/lead-sources/{id}/'] = { id: 1, name: 'Spring campaign' }
    // The server refuses the estimate: the path's last state (the estimate shown) never shows.
    state.responses['POST /v4/campers/earnings-simulation/'] = () =>
      apiError(400, { email: ['Enter a valid email address.'] }, 'POST', '/v4/campers/earnings-simulation/')
    const { panel } = await replay(earningsPathTo('results.shown'))

    const alert = await within(panel).findByRole('alert', {}, { timeout: 45_000 })
    expect(alert).toHaveTextContent(
      /^Step \d+ \(xstate\.done\.actor\.simulate .* → results\.shown\) failed: the page shows heading "How we estimated it": no visible heading "How we estimated it" after 10 s$/,
    )
    expect(within(panel).getByRole('listitem', { current: 'step' })).toHaveTextContent(/→ results\.shown$/)
    // The steps before it passed: the visitor reached the results step, where the refusal shows instead.
    expect(screen.getByText('We could not estimate your earnings.')).toBeInTheDocument()
  })

  it('starts an onboarding walk without the draft an earlier walk left in this tab', { timeout: 60_000 }, async () => {
    await import('../../../src/web/features/onboarding/pages/onboarding-page')
    localStorage.setItem('roam.onboarding.vehicle', JSON.stringify({ type: 4, seatbelts: 4, beds: 2 }))
    await renderApp('/staff/tester/onboarding')
    const list = await screen.findByRole('list', { name: 'Shortest paths' }, SLOW)
    // Path 1 only opens the link: a kept draft would be restored (and written back) by the page it opens.
    fireEvent.click(within(list).getByRole('button', { name: 'Replay here: path 1' }))
    const panel = await screen.findByRole('complementary', { name: 'Replay here' }, SLOW)
    expect(await within(panel).findByText('Replay passed: every state showed.', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(localStorage.getItem('roam.onboarding.vehicle') ?? '').not.toContain('"type":4'), SLOW)
  })
})
