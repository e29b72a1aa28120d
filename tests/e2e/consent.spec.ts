import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test'
import { test } from './support/worker-server'
import { presetConsent } from './support/consent'
import { scrollToFooter } from './support/session'

const API_HEADERS = { 'X-API-KEY': 'roam-public-web-key' }
const EVENTS = '/v4/events/send/'

interface SentEvent {
  path: string
  event_type: string
  created_at: string
  event_properties: Record<string, unknown>
  user_properties: Record<string, unknown>
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('gb_visitor_token'))

async function someCamper(request: APIRequestContext) {
  const response = await request.get('/3/products/?page_size=1', { headers: API_HEADERS })
  return (await response.json()).results[0] as { id: number; title: string }
}

/** Every event the page sends from now on. */
function recordEvents(page: Page) {
  const requests: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === EVENTS) requests.push(request)
  })
  return {
    requests,
    events: () => requests.flatMap((request) => request.postDataJSON() as SentEvent[]),
  }
}

test('refusing cookies: no event is ever sent', async ({ page, request }) => {
  const camper = await someCamper(request)
  const sent = recordEvents(page)
  await page.goto('/?utm_source=newsletter')
  const banner = page.getByRole('region', { name: 'Cookie consent' })
  await banner.getByRole('button', { name: 'Refuse all' }).click()
  await expect(banner).toHaveCount(0)

  await page.goto('/s')
  await expect(page.locator('.camper-card').first()).toBeVisible()
  await page.locator('.camper-card').first().getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto(`/campers/${camper.id}`)
  await expect(page.getByRole('heading', { level: 1, name: camper.title })).toBeVisible()
  // Past the batching delay, and the page goes away (pagehide flush).
  await page.waitForTimeout(6000)
  await page.goto('/s')
  await page.waitForTimeout(500)
  expect(sent.requests).toHaveLength(0)
  expect(await storedToken(page)).toBeNull()
})

test("accepting cookies: events in the spec's shape, with the visitor token and the landing utm", async ({
  page,
  request,
}) => {
  const camper = await someCamper(request)
  const sent = recordEvents(page)
  await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring')
  // Events wait for the choice: nothing leaves, and no token exists, before it.
  await page.waitForTimeout(500)
  expect(sent.requests).toHaveLength(0)
  expect(await storedToken(page)).toBeNull()
  const accepted = page.waitForRequest((candidate) => new URL(candidate.url()).pathname === EVENTS)
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept all' }).click()
  const first = (await accepted).postDataJSON() as SentEvent[]
  const token = await storedToken(page)
  expect(token).toMatch(/^[0-9a-f-]{36}$/)
  expect(first[0]).toEqual({
    path: '/',
    event_type: 'page_viewed',
    created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    event_properties: { locale: 'en-us' },
    user_properties: {
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: null,
      utm_content: null,
      referrer: null,
      gb_visitor_token: token,
    },
  })
  expect(await (await accepted).headerValue('x-api-key')).toBe('roam-public-web-key')
  expect((await (await accepted).response())?.status()).toBe(202)

  await page.goto('/s')
  await page.goto(`/campers/${camper.id}`)
  await expect(page.getByRole('heading', { level: 1, name: camper.title })).toBeVisible()
  await expect
    .poll(() => sent.events().map((event) => event.event_type), { timeout: 15_000 })
    .toContain('camper_page_viewed')
  const listing = sent.events().find((event) => event.event_type === 'camper_page_viewed')!
  expect(listing).toMatchObject({
    path: `/campers/${camper.id}`,
    event_properties: { camper_id: camper.id },
    user_properties: { utm_source: 'newsletter', gb_visitor_token: token },
  })
  const views = sent.events().filter((event) => event.event_type === 'page_viewed')
  expect(views.at(-1)).toMatchObject({
    path: `/campers/${camper.id}`,
    user_properties: { utm_source: 'newsletter', gb_visitor_token: token },
  })
  // The token lasts across visits while consent holds.
  await page.reload()
  expect(await storedToken(page)).toBe(token)
})

test('withdrawing consent deletes the visitor token and stops the events', async ({ page, baseURL }) => {
  await presetConsent(page.context(), baseURL!, { analytics: true, marketing: false })
  const sent = recordEvents(page)
  await page.goto('/')
  await expect.poll(() => storedToken(page)).not.toBeNull()
  await scrollToFooter(page)
  await page.getByRole('button', { name: 'Cookie preferences' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' })
  await dialog.getByRole('switch', { name: 'Audience measurement' }).uncheck()
  await dialog.getByRole('button', { name: 'Save my choices' }).click()
  await expect(dialog).toHaveCount(0)
  expect(await storedToken(page)).toBeNull()
  const before = sent.requests.length
  await page.goto('/s')
  // Past the batching delay, and the page goes away (pagehide flush).
  await page.waitForTimeout(6000)
  await page.goto('/')
  await page.waitForTimeout(500)
  expect(sent.requests).toHaveLength(before)
  expect(await storedToken(page)).toBeNull()
})

test('search result cards report their impressions once accepted', async ({ page, baseURL }) => {
  await presetConsent(page.context(), baseURL!, { analytics: true, marketing: false })
  const sent = recordEvents(page)
  await page.goto('/s')
  await expect(page.locator('.camper-card').first()).toBeVisible()
  await expect
    .poll(() => sent.events().filter((event) => event.event_type === 'camper_viewed').length, { timeout: 15_000 })
    .toBeGreaterThan(0)
  const impression = sent.events().find((event) => event.event_type === 'camper_viewed')!
  expect(impression).toMatchObject({
    path: '/s',
    event_properties: { position: expect.any(Number), camper_id: expect.any(Number) },
    user_properties: { gb_visitor_token: await storedToken(page) },
  })
})

test('cookie preferences reopen from the footer and keep a customised choice', async ({ page }) => {
  await page.goto('/')
  // The default storefront is en-US: American spelling.
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Customize' }).click()
  let dialog = page.getByRole('dialog', { name: 'Cookie preferences' })
  await dialog.getByRole('switch', { name: 'Audience measurement' }).check()
  await dialog.getByRole('button', { name: 'Save my choices' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0)
  const stored = (await page.context().cookies()).find((cookie) => cookie.name === 'roam_consent')!
  expect(JSON.parse(decodeURIComponent(stored.value))).toEqual({
    version: 1,
    categories: { necessary: true, analytics: true, marketing: false },
  })

  await page.reload()
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0)
  await scrollToFooter(page)
  await page.getByRole('button', { name: 'Cookie preferences' }).click()
  dialog = page.getByRole('dialog', { name: 'Cookie preferences' })
  await expect(dialog.getByRole('switch', { name: 'Audience measurement' })).toBeChecked()
  await expect(dialog.getByRole('switch', { name: 'Marketing' })).not.toBeChecked()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
})

test('the newsletter form subscribes once, then says the address is already subscribed', async ({ page, baseURL }) => {
  await presetConsent(page.context(), baseURL!)
  await page.goto('/')
  await scrollToFooter(page)
  const email = `reader-${Date.now()}@example.com`
  const field = page.getByLabel('Get our travel ideas by email')
  await field.fill(email)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Thank you! You are subscribed to our newsletter.')).toBeVisible()
  await field.fill(email)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('This address is already subscribed to our newsletter.')).toBeVisible()
})
