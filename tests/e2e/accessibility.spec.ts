import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { test } from './support/worker-server'
import { API_KEY, as, token } from './support/api'
import { presetConsent } from './support/consent'
import { signIn } from './support/session'

// axe-core on representative pages of each family (public, guest, owner, staff), in English and a few in French:
// no violation of WCAG 2.0/2.1 A and AA rated serious or critical. Each family signs in once and visits its pages in
// that one context.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
/** Time for one page to load and be checked on a busy machine. */
const PER_PAGE = 30_000

test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

/** The serious and critical violations on `path`, one line each: page, rule, impact, the first targets. */
async function audit(page: Page, path: string) {
  await page.goto(path)
  // The page has drawn its content once its title shows and nothing says it is still loading.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 })
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 })
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${path}: ${violation.id} (${violation.impact}, ${violation.nodes.length} elements) ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    )
}

async function auditAll(page: Page, paths: string[]) {
  const found: string[] = []
  for (const path of paths) found.push(...(await audit(page, path)))
  expect(found).toEqual([])
}

async function first<T>(request: APIRequestContext, path: string, bearer?: string) {
  const answer = await request.get(path, { headers: bearer ? as(bearer) : API_KEY })
  expect(answer.ok()).toBeTruthy()
  return ((await answer.json()) as { results: T[] }).results[0]!
}

test('public pages have no serious accessibility violation', async ({ page, request }) => {
  const camper = await first<{ id: number }>(request, '/3/products/?page_size=1')
  const paths = [
    '/',
    '/s',
    `/campers/${camper.id}`,
    '/help',
    '/sign-in',
    '/forgot-password',
    '/fr/reset-password?token=from-an-email',
    '/verify-email?token=from-an-email',
    '/earnings',
    '/how-it-works',
    '/fr/',
    `/fr/campers/${camper.id}`,
  ]
  test.setTimeout(paths.length * PER_PAGE)
  await auditAll(page, paths)
})

test('guest pages have no serious accessibility violation', async ({ page, request }) => {
  const guest = await token(request, 'guest@roam.test')
  const accepted = await first<{ id: number; camper: { id: number } }>(
    request,
    '/v4/bookings-guest/?state=ACCEPTED&page_size=1',
    guest,
  )
  // A conversation already read: opening an unread one would mark it read under the specs that expect it unread
  // (the worker's server is shared by the spec files it runs).
  const chats = await request.get('/3/chats/?page_size=50', { headers: as(guest) })
  const chat = ((await chats.json()) as { results: Array<{ id: number; unread_count: number }> }).results.find(
    (conversation) => conversation.unread_count === 0,
  )!
  const funnel = `/campers/${accepted.camper.id}/payment/${accepted.id}`
  const paths = [
    '/d/trips',
    `/d/trips/${accepted.id}`,
    `${funnel}/user-details`,
    `${funnel}/summary`,
    `${funnel}/payment`,
    `/d/chats/${chat.id}`,
    '/d/account',
    '/fr/d/trips',
  ]
  test.setTimeout((paths.length + 1) * PER_PAGE)
  await signIn(page, 'guest@roam.test', undefined, '/d/trips')
  await expect(page).toHaveURL(/\/d\/trips$/, { timeout: PER_PAGE })
  await auditAll(page, paths)
})

test('owner pages have no serious accessibility violation', async ({ page, request }) => {
  const owner = await token(request, 'owner@roam.test')
  const booking = await first<{ id: number }>(request, '/v4/bookings-owner/?page_size=1', owner)
  const camper = await first<{ id: number }>(request, '/3/products/me/paginated/?page_size=1', owner)
  const paths = [
    '/d/bookings',
    `/d/bookings/${booking.id}`,
    '/d/campers',
    `/d/campers/${camper.id}/calendar`,
    `/d/campers/${camper.id}/documents`,
    '/d/account/documents-owner/payouts',
    '/onboarding/step/vehicle-type',
    `/fr/d/campers/${camper.id}/calendar`,
  ]
  test.setTimeout((paths.length + 1) * PER_PAGE)
  await signIn(page, 'owner@roam.test', undefined, '/d/bookings')
  await expect(page).toHaveURL(/\/d\/bookings/, { timeout: PER_PAGE })
  await auditAll(page, paths)
})

test('staff pages have no serious accessibility violation', async ({ page }) => {
  const paths = ['/staff/users', '/staff/documents', '/staff/tester/booking']
  test.setTimeout((paths.length + 1) * PER_PAGE)
  await signIn(page, 'staff@roam.test', undefined, '/staff/users')
  await expect(page).toHaveURL(/\/staff\/users$/, { timeout: PER_PAGE })
  await auditAll(page, paths)
})
