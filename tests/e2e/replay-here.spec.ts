import { expect } from '@playwright/test'
import { test } from './support/worker-server'
import { catalogue } from '../../machines/catalogue'
import { shortestPaths, stateLabel } from '../../machines/paths/machine-paths'
import { signIn } from './support/session'

// The staff tester's "replay here" walks a generated path in the staff member's own tab, in a real browser.

const earnings = shortestPaths(catalogue.find((entry) => entry.id === 'earnings')!)
const toResults = earnings.findIndex((path) => stateLabel(path.steps.at(-1)!.state.value) === 'results.shown')

test('staff replay the earnings simulator up to the estimate in their own tab', async ({ page }) => {
  test.setTimeout(180_000)
  await signIn(page, 'staff@roam.test', undefined, '/staff/tester/earnings')
  await expect(page).toHaveURL(/\/staff\/tester\/earnings$/, { timeout: 30_000 })
  await page.getByRole('button', { name: `Replay here: path ${toResults + 1}` }).click()

  const panel = page.getByRole('complementary', { name: 'Replay here' })
  await expect(panel.getByRole('status')).toHaveText('Replay passed: every state showed.', { timeout: 120_000 })
  // The panel stayed while the path left the tester page for the simulator, which shows the server's estimate.
  await expect(page).toHaveURL(/\/earnings\/results(\?|$)/)
  await expect(page.getByRole('heading', { name: 'How we estimated it' })).toBeVisible()
  await expect(panel.getByRole('listitem').last()).toHaveText(/→ results\.shown$/)
})

test('a path of the demo guest and owner: the setup seeds through the API, the tab signs in as each in turn', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const paths = shortestPaths(catalogue.find((entry) => entry.id === 'extension')!)
  const refused = paths.findIndex((path) => stateLabel(path.steps.at(-1)!.state.value) === 'CANCEL_OWNER')
  await signIn(page, 'staff@roam.test', undefined, '/staff/tester/extension')
  await expect(page).toHaveURL(/\/staff\/tester\/extension$/, { timeout: 30_000 })
  await expect(page.getByText('it signs this tab in as guest@roam.test')).toBeVisible()
  await page.getByRole('button', { name: `Replay here: path ${refused + 1}` }).click()

  const panel = page.getByRole('complementary', { name: 'Replay here' })
  await expect(panel.getByRole('status')).toHaveText('Replay passed: every state showed.', { timeout: 180_000 })
  // Back as the demo guest, on the trip whose extension the demo owner refused.
  await expect(page).toHaveURL(/\/d\/trips\/\d+$/)
  await expect(page.getByText('Refused by the owner', { exact: true })).toBeVisible()
})

test('what happens away from the tab: a transfer started on another device, then its wire arriving at the sandbox bank', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const paths = shortestPaths(catalogue.find((entry) => entry.id === 'payment-funnel')!)
  const arrived = paths.findIndex((path) => {
    const types = path.steps.slice(1).map((step) => step.event.type)
    return (
      types.includes('xstate.done.actor.bookInstantly') &&
      types.at(-2) === 'payment.resumed' &&
      types.at(-1) === 'xstate.done.actor.poll'
    )
  })
  expect(arrived).toBeGreaterThanOrEqual(0)
  await signIn(page, 'staff@roam.test', undefined, '/staff/tester/payment-funnel')
  await expect(page).toHaveURL(/\/staff\/tester\/payment-funnel$/, { timeout: 30_000 })
  await page.getByRole('button', { name: `Replay here: path ${arrived + 1}` }).click()

  const panel = page.getByRole('complementary', { name: 'Replay here' })
  await expect(panel.getByRole('status')).toHaveText('Replay passed: every state showed.', { timeout: 240_000 })
  await expect(panel.getByRole('listitem').last()).toHaveText(/→ mobileConfirmed$/)
})
