import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { test } from './support/worker-server'
import { API_KEY, as, token } from './support/api'
import { presetConsent } from './support/consent'
import { DEMO_PASSWORD, signIn } from './support/session'

// A phone's screen (390 × 844), in English and French: no page scrolls sideways, the listing's booking bar, the
// search filters' sheet and a conversation's composer are where the thumb is.

const PHONE = { width: 390, height: 844 }
const LOCALES = ['', '/fr'] as const

// Each test walks many pages, in two languages.
const SLOW = { timeout: 20_000 }

test.use({ viewport: PHONE })

test.beforeEach(async ({ context, baseURL }) => {
  test.setTimeout(180_000)
  await presetConsent(context, baseURL!)
})

/** The page's width once `ready` shows and the parts that load near the viewport have loaded (scrolled to the end). */
async function expectNoSideScroll(page: Page, path: string, ready: (page: Page) => Locator) {
  await page.goto(path)
  await expect(ready(page).first()).toBeVisible(SLOW)
  const width = () => page.evaluate(() => document.scrollingElement!.scrollWidth)
  expect(await width(), `${path} at the top`).toBeLessThanOrEqual(PHONE.width)
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight))
  await page.waitForTimeout(300)
  expect(await width(), `${path} at the bottom`).toBeLessThanOrEqual(PHONE.width)
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const cards = (page: Page) => page.locator('.camper-card')

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

/** An instant booking of the demo guest, validated: its payment step is open. */
async function payableBooking(request: APIRequestContext) {
  const list = await request.get('/3/products/?page_size=50', { headers: API_KEY })
  const campers = ((await list.json()) as { results: Array<{ id: number; instant_booking: boolean }> }).results
  const camperId = campers.find((camper) => camper.instant_booking)!.id
  const guest = await token(request, 'guest@roam.test')
  for (let offset = 120; offset < 210; offset += 3) {
    const stay = { date_from: isoDay(offset), date_to: isoDay(offset + 5) }
    const price = await request.get(
      `/3/products/${camperId}/price/?date_from=${stay.date_from}&date_to=${stay.date_to}`,
      {
        headers: API_KEY,
      },
    )
    if (!((await price.json()) as { available: boolean }).available) continue
    const created = await request.post('/v4/bookings/', {
      headers: as(guest),
      data: { camper: camperId, ...stay, hour_from: 14, hour_to: 12, travelers: 2, message: 'Hello!' },
    })
    expect(created.ok(), await created.text()).toBeTruthy()
    const booking = (await created.json()) as { id: number }
    const validated = await request.patch(`/v4/bookings-guest/${booking.id}/validate/`, { headers: as(guest) })
    expect(validated.ok(), await validated.text()).toBeTruthy()
    return { camperId, bookingId: booking.id }
  }
  throw new Error(`camper ${camperId} has no free stay`)
}

test('public pages do not scroll sideways on a phone, in English and French', async ({ page }) => {
  for (const prefix of LOCALES) {
    await expectNoSideScroll(page, `${prefix}/`, heading)
    await expectNoSideScroll(page, `${prefix}/s`, cards)
    const href = await cards(page).first().getByRole('link').first().getAttribute('href')
    await expectNoSideScroll(page, href!, heading)
  }
})

test("a guest's pages and the payment funnel do not scroll sideways on a phone", async ({ page, request }) => {
  const { camperId, bookingId } = await payableBooking(request)
  await signIn(page, 'guest@roam.test', DEMO_PASSWORD, '/d/trips')
  await expect(page).toHaveURL(/\/d\/trips$/, SLOW)
  for (const prefix of LOCALES) {
    await expectNoSideScroll(page, `${prefix}/d/trips`, (p) => p.locator('.trip-card'))
    await expectNoSideScroll(page, `${prefix}/d/chats`, (p) => p.locator('.chats__item'))
    await expectNoSideScroll(page, `${prefix}/d/account`, heading)
    const funnel = `${prefix}/campers/${camperId}/instant-request/${bookingId}`
    await expectNoSideScroll(page, `${funnel}/travel-details`, heading)
    await expectNoSideScroll(page, `${funnel}/payment`, (p) => p.locator('.payment-step__method'))
  }
})

test("an owner's pages do not scroll sideways on a phone", async ({ page }) => {
  await signIn(page, 'owner@roam.test', DEMO_PASSWORD, '/d/bookings')
  await expect(page).toHaveURL(/\/d\/bookings/, SLOW)
  for (const prefix of LOCALES) {
    await expectNoSideScroll(page, `${prefix}/d/bookings`, heading)
    await expectNoSideScroll(page, `${prefix}/d/campers`, heading)
    await expectNoSideScroll(page, `${prefix}/d/chats`, (p) => p.locator('.chats__item'))
  }
})

test('the search keeps its filters in a sheet; a listing has a booking bar', async ({ page }) => {
  for (const [prefix, filters, show] of [
    ['', 'Filters', /^Show \d+ campers?$/],
    ['/fr', 'Filtres', /^Voir \d+ camping-cars?$/],
  ] as const) {
    await page.goto(`${prefix}/s`)
    // Results first: the first camper shows in the first screen, under a Filters button.
    await expect(cards(page).first()).toBeInViewport(SLOW)
    await expect(page.getByRole('region', { name: filters })).toHaveCount(0)
    await page.getByRole('button', { name: filters, exact: true }).click()
    const sheet = page.getByRole('dialog', { name: filters })
    await expect(sheet).toBeVisible()
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await sheet.getByRole('button', { name: show }).click()
    await expect(sheet).toBeHidden()

    // A listing opened from far down the results starts at its top.
    const far = cards(page).nth(8).getByRole('heading').getByRole('link')
    await far.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await far.click()
    await expect(heading(page)).toBeVisible(SLOW)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    // The bar at the bottom of the screen has the price and the action; the action leads to the booking box.
    const bar = page.getByRole('region', { name: prefix ? 'Réservation' : 'Booking', exact: true })
    await expect(bar).toBeInViewport(SLOW)
    // In the storefront's currency: dollars on the US storefront, euros on the French one.
    await expect(bar).toContainText(prefix ? '€' : '$')
    const box = await bar.boundingBox()
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height + 1)
    await bar.getByRole('button').click()
    await expect(page.locator('.booking-box')).toBeInViewport(SLOW)
    // The reviews above it load as they come near and grow the page: the box stays where the reader was taken.
    await expect(page.locator('.review').first()).toBeAttached(SLOW)
    await expect(page.locator('.booking-box')).toBeInViewport()
  }
})

test('a conversation fills the phone with its composer in view; the desktop shows two panes', async ({ page }) => {
  await signIn(page, 'guest@roam.test', DEMO_PASSWORD, '/d/chats')
  await expect(page).toHaveURL(/\/d\/chats$/, SLOW)
  for (const prefix of LOCALES) {
    await page.setViewportSize(PHONE)
    await page.goto(`${prefix}/d/chats`)
    await page.locator('.chats__item').first().click(SLOW)
    await expect(page).toHaveURL(/\/d\/chats\/\d+$/, SLOW)
    await expect(page.locator('#chat-answer')).toBeInViewport(SLOW)
    await expect(page.locator('.chats__form button[type="submit"]')).toBeInViewport()
    // It opens on its newest message.
    await expect(page.locator('.chats__message').last()).toBeInViewport()
    await expect(page.locator('.chats__inbox')).toHaveCount(0)
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await page.locator('.chats__back').click()
    await expect(page).toHaveURL(/\/d\/chats$/)
    await expect(page.locator('.chats__item').first()).toBeVisible(SLOW)

    await page.setViewportSize({ width: 1440, height: 900 })
    await page.locator('.chats__item').first().click()
    await expect(page.locator('.chats__inbox')).toBeVisible()
    await expect(page.locator('#chat-answer')).toBeVisible(SLOW)
    await expect(page.locator('.chats__back')).toHaveCount(0)
  }
})
