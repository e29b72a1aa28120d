import { expect, type APIRequestContext } from '@playwright/test'
import { test } from './support/worker-server'
import { signIn } from './support/session'
import { DEMO_DELETED_CAMPER_ID } from '../../src/server/db/seed/seed-deleted-camper'
import { presetConsent } from './support/consent'

// These tests are about other things: the consent banner is answered beforehand.
test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

const API_HEADERS = { 'X-API-KEY': 'roam-public-web-key' }
const isoDay = (daysFromToday: number) => new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10)

/** A camper free on those dates, found through the real search API. */
async function freeCamper(request: APIRequestContext, dateFrom: string, dateTo: string) {
  const response = await request.get(`/3/products/?date_from=${dateFrom}&date_to=${dateTo}&page_size=1&sort=price`, {
    headers: API_HEADERS,
  })
  expect(response.status()).toBe(200)
  const body = await response.json()
  expect(body.count).toBeGreaterThan(0)
  return body.results[0] as { id: number; title: string }
}

test('a guest opens a listing, sees the price for the dates and saves it to a new wishlist', async ({
  page,
  request,
}) => {
  const dateFrom = isoDay(60)
  const dateTo = isoDay(67)
  const camper = await freeCamper(request, dateFrom, dateTo)

  await signIn(page, 'guest@roam.test', undefined, `/campers/${camper.id}?date_from=${dateFrom}&date_to=${dateTo}`)
  await expect(page.getByRole('heading', { level: 1, name: camper.title })).toBeVisible()
  await expect(page.getByText('Total', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: `Save to a wishlist: ${camper.title}` }).click()
  const dialog = page.getByRole('dialog')
  const listName = `Road trip ${Date.now()}`
  await dialog.getByPlaceholder('New list').fill(listName)
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByText('Added to your new wishlist.')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: `Saved to a wishlist: ${camper.title}` })).toBeVisible()

  await page.goto('/d/wishlists')
  await page.getByRole('link', { name: new RegExp(listName) }).click()
  await expect(page.getByText(camper.title)).toBeVisible()
})

test('a signed-out visitor who taps the heart is sent to log in and comes back', async ({ page, request }) => {
  const camper = await freeCamper(request, isoDay(90), isoDay(95))
  await page.goto(`/campers/${camper.id}`)
  await page.getByRole('button', { name: `Save to a wishlist: ${camper.title}` }).click()
  await expect(page).toHaveURL(new RegExp(`/sign-in\\?next=%2Fcampers%2F${camper.id}`))
  await page.getByLabel('Email address').fill('guest@roam.test')
  await page.getByLabel('Password').fill('roam-demo-2026')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/campers/${camper.id}$`))
})

test('a camper its owner deleted answers 410 and the app shows the 404 page', async ({ page, request }) => {
  const response = await request.get(`/3/products/${DEMO_DELETED_CAMPER_ID}/`, { headers: API_HEADERS })
  expect(response.status()).toBe(410)
  await page.goto(`/campers/${DEMO_DELETED_CAMPER_ID}`)
  await expect(page.getByRole('heading', { name: /Page not found/ })).toBeVisible()
})

test('unknown and non-numeric campers give the 404 page', async ({ page }) => {
  await page.goto('/campers/99999999')
  await expect(page.getByRole('heading', { name: /Page not found/ })).toBeVisible()
  await page.goto('/campers/not-a-number')
  await expect(page.getByRole('heading', { name: /Page not found/ })).toBeVisible()
})

const dayMonthYear = (iso: string) => iso.split('-').reverse().join('-')

test('a visitor searches a place by name and dates, sees the address fixed, filters, pages and opens a listing', async ({
  page,
}) => {
  const dateFrom = isoDay(45)
  const dateTo = isoDay(52)
  // Dates typed day-month-year are rewritten to yyyy-MM-dd without a history entry.
  await page.goto(`/s?date_from=${dayMonthYear(dateFrom)}&date_to=${dayMonthYear(dateTo)}`)
  await expect(page).toHaveURL(new RegExp(`/s\\?date_from=${dateFrom}&date_to=${dateTo}$`))

  const where = page.getByLabel('Where')
  await where.fill('Fran')
  await page.getByRole('option', { name: /France/ }).click()
  await expect(page).toHaveURL(/place=france/)
  await expect(page).toHaveURL(new RegExp(`date_from=${dateFrom}`))
  const heading = page.getByText(/^\d+ campers$/)
  await expect(heading).toBeVisible()
  const total = Number((await heading.textContent())!.split(' ')[0])
  expect(total).toBeGreaterThan(20)

  await page.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/page=2/)
  // The checkbox renders the address, so it turns on once the URL has changed.
  await page.getByLabel('Instant booking').click()
  await expect(page).toHaveURL(/instant_booking=true/)
  await expect(page.getByLabel('Instant booking')).toBeChecked()
  await expect(page).not.toHaveURL(/page=2/)
  // The previous results stay on screen while the new ones load: read a card only once the grid shows fresh ones.
  await expect(page.locator('.search-results__grid[aria-busy="false"]')).toBeVisible()

  const firstCard = page.locator('.camper-card').first().getByRole('link').first()
  const title = (await firstCard.textContent())!
  await firstCard.click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText('Total', { exact: true })).toBeVisible()
})

test('a visitor types a city on the home page and searches it: /s holds that place and lists campers near it', async ({
  page,
  request,
}) => {
  // Two pages and their chunks (the home, then /s with its map): more than the default budget on a busy machine.
  test.slow()
  const near = await request.get('/3/products/?place=annecy&page_size=50', { headers: API_HEADERS })
  expect(near.status()).toBe(200)
  const nearAnnecy = (await near.json()) as { count: number; results: { title: string; distance_km: number }[] }
  expect(nearAnnecy.count).toBeGreaterThan(0)

  await page.goto('/')
  const form = page.getByRole('search', { name: 'Search a camper' })
  await form.getByRole('combobox', { name: 'Where' }).fill('Annecy')
  await form.getByRole('button', { name: 'Search' }).click()

  await expect(page).toHaveURL(/\/s\?place=annecy(&|$)/)
  // The results page (its own chunk) shows the campers near Annecy, and its Where field names the place.
  await expect(page.getByText(new RegExp(`^${nearAnnecy.count} campers?$`))).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('combobox', { name: 'Where' })).toHaveValue('Annecy')
  const firstTitle = await page.locator('.search-results .camper-card__title a').first().textContent()
  expect(nearAnnecy.results.map((camper) => camper.title)).toContain(firstTitle)
  for (const camper of nearAnnecy.results) expect(camper.distance_km).toBeLessThan(100)
})

test('a visitor types text that is no place on the home page: it stays there and says so', async ({ page }) => {
  await page.goto('/')
  const form = page.getByRole('search', { name: 'Search a camper' })
  await form.getByRole('combobox', { name: 'Where' }).fill('Qwxzzy')
  await form.getByRole('button', { name: 'Search' }).click()
  await expect(form.getByRole('alert')).toContainText('We know no place called “Qwxzzy”.')
  await expect(page).toHaveURL(/\/$/)
})

test('a place page shows its breadcrumbs and campers near it', async ({ page }) => {
  await page.goto('/campervan-hire/france')
  await expect(page.getByRole('heading', { level: 1, name: /France/ })).toBeVisible()
  await expect(page.locator('.camper-card').first()).toBeVisible()
  await page.goto('/campervan-hire/no-such-place')
  await expect(page.getByRole('heading', { name: /Page not found/ })).toBeVisible()
})
