import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { test } from './support/worker-server'
import { API_KEY, as, token } from './support/api'
import { presetConsent } from './support/consent'
import { signIn } from './support/session'

// The demo owner blocks days and sets a high-season price in the browser; the listing's public calendar and price follow.
test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const addDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

interface Calendar {
  periods: Array<{ date_from: string; date_to: string }>
  bookings: Array<{ date_from: string; date_to: string }>
}

/** The first `days` days from `from` days ahead that no period or booking of the calendar touches. */
function freeRange(calendar: Calendar, from: number, days: number) {
  const taken = [...calendar.periods, ...calendar.bookings]
  for (let offset = from; offset < from + 150; offset += 1) {
    const start = isoDay(offset)
    const end = addDay(start, days)
    if (!taken.some((range) => range.date_from < end && start < range.date_to))
      return { first: start, last: addDay(end, -1), end }
  }
  throw new Error('no free days')
}

/** Clicks a day of the owner's calendar, paging forward to its month. */
async function clickDay(page: Page, day: string) {
  // A calendar names a day "Monday, December 7, 2026".
  const name = new Date(`${day}T00:00:00`).toLocaleDateString('en-US', { dateStyle: 'full' })
  const button = page.getByRole('button', { name: new RegExp(name) })
  // Page on only once the day has had time to show: paging while a month loads overshoots to the end of the window.
  const shown = () =>
    button.waitFor({ state: 'visible', timeout: 3_000 }).then(
      () => true,
      () => false,
    )
  for (let pages = 0; pages < 24 && !(await shown()); pages += 1)
    await page.getByRole('button', { name: 'Go to the Next Month' }).click()
  await button.click()
}

async function ownerCamper(request: APIRequestContext, owner: string) {
  const owned = await request.get('/v4/bookings-owner/?page_size=50', { headers: as(owner) })
  return ((await owned.json()) as { results: Array<{ camper: { id: number } }> }).results[0]!.camper.id
}

test('the owner blocks days and sets a high-season price; the public listing shows both', async ({ page, request }) => {
  test.setTimeout(90_000)
  const owner = await token(request, 'owner@roam.test')
  const camperId = await ownerCamper(request, owner)
  const calendar = (await (
    await request.get(`/3/products/${camperId}/calendar/periods/`, { headers: as(owner) })
  ).json()) as Calendar
  const details = (await (
    await request.get(`/3/products/${camperId}/prices-details/`, { headers: as(owner) })
  ).json()) as { min_days: number }
  const stay = Math.max(details.min_days, 4)
  const priced = freeRange(calendar, 20, stay)
  const blocked = freeRange(
    { ...calendar, periods: [...calendar.periods, { date_from: priced.first, date_to: priced.end }] },
    20,
    3,
  )

  await signIn(page, 'owner@roam.test', undefined, `/d/campers/${camperId}/calendar`)
  await expect(page.getByRole('heading', { name: 'Calendar', level: 2 })).toBeVisible()

  await clickDay(page, blocked.first)
  await clickDay(page, blocked.last)
  const form = page.getByRole('form', { name: 'Selected days' })
  await form.getByLabel('Reason').selectOption('personal_use')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Calendar updated.')).toBeVisible()
  await expect(page.getByTestId('owner-period').filter({ hasText: 'Unavailable: Personal use' }).first()).toBeVisible()

  // Back to the first months: the next range may lie before the one just blocked.
  await page.reload()
  await clickDay(page, priced.first)
  await clickDay(page, priced.last)
  await form.getByLabel('Set a price and season').check()
  await form.getByLabel('Price per day', { exact: true }).fill('190')
  await form.getByLabel('Season', { exact: true }).selectOption({ label: 'High season' })
  await form.getByLabel('Color 3').check()
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('owner-period').filter({ hasText: '€190.00 a day · High season' })).toBeVisible()

  // The public calendar of the listing.
  const seen = (await (
    await request.get(`/3/products/${camperId}/availabilities/?date_from=${isoDay(0)}&date_to=${isoDay(200)}`, {
      headers: API_KEY,
    })
  ).json()) as {
    unavailable: Array<{ date_from: string; date_to: string; reason: string }>
    prices: Array<{ date_from: string; date_to: string; price_per_day: string; season: number | null }>
  }
  expect(seen.unavailable).toContainEqual({ date_from: blocked.first, date_to: blocked.end, reason: 'personal_use' })
  expect(seen.prices).toContainEqual(
    expect.objectContaining({ date_from: priced.first, date_to: priced.end, price_per_day: '190.00', season: 3 }),
  )

  // The listing's price box prices the season and refuses the blocked days.
  await page.goto(`/campers/${camperId}?date_from=${priced.first}&date_to=${priced.end}`)
  await expect(page.getByText(`€190.00 × ${stay} days`)).toBeVisible()
  await page.goto(`/campers/${camperId}?date_from=${blocked.first}&date_to=${addDay(blocked.first, stay)}`)
  await expect(page.getByText('This camper is not available for these dates.')).toBeVisible()
})
