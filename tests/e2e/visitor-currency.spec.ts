import { expect, type APIRequestContext } from '@playwright/test'
import { test } from './support/worker-server'
import { API_KEY, freeStay } from './support/api'
import { presetConsent } from './support/consent'

// A visitor of the US storefront looks at a Swiss camper: prices show in dollars, then in pounds once picked in the
// footer, each figure the server's conversion; the booking box says the booking is charged in francs.
test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

interface Converted {
  currency: string
  price_per_day: string
  total?: string
}

async function swissCamper(request: APIRequestContext) {
  const answer = await request.get('/3/products/?place=switzerland&currency=GBP&page_size=20', { headers: API_KEY })
  const results = (
    (await answer.json()) as { results: Array<{ id: number; currency_owner: string; currency: string }> }
  ).results
  const camper = results.find((item) => item.currency_owner === 'CHF' && item.currency === 'GBP')
  expect(camper, 'a Swiss camper priced in francs, converted to pounds').toBeDefined()
  return camper!.id
}

/** As the en-US page writes an amount (the page formats with Intl too; the figure is the server's). */
const money = (amount: string, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(amount))

const read = async <T>(request: APIRequestContext, path: string) =>
  (await (await request.get(path, { headers: API_KEY })).json()) as T

test('prices follow the currency the visitor picks, as the server converts them; the charge stays in francs', async ({
  page,
  request,
}) => {
  const id = await swissCamper(request)
  const stay = await freeStay(request, id, 20)
  await page.goto(`/campers/${id}?date_from=${stay.date_from}&date_to=${stay.date_to}`)
  const box = page.getByRole('complementary', { name: /per day/ })
  const dollars = await read<{ converted: Converted }>(request, `/3/products/${id}/?currency=USD`)
  await expect(box.getByRole('heading', { level: 2 })).toHaveText(
    `≈ ${money(dollars.converted.price_per_day, 'USD')} per day`,
  )

  // The footer loads as the reader reaches it.
  const picker = page.getByRole('combobox', { name: 'Currency' })
  await expect(async () => {
    await page.mouse.wheel(0, 20_000)
    await expect(picker).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await picker.selectOption('GBP')

  const listing = await read<{ price_per_day: string; converted: Converted }>(
    request,
    `/3/products/${id}/?currency=GBP`,
  )
  const quote = await read<{ total: string; currency: string; converted: Converted }>(
    request,
    `/3/products/${id}/price/?date_from=${stay.date_from}&date_to=${stay.date_to}&km_option=100&currency=GBP`,
  )
  expect(quote.currency).toBe('CHF')
  await expect(box.getByRole('heading', { level: 2 })).toHaveText(
    `≈ ${money(listing.converted.price_per_day, 'GBP')} per day`,
  )
  await expect(box).toContainText(`Charged in the owner’s currency: ${money(listing.price_per_day, 'CHF')} per day`)
  await expect(box.getByTestId('converted-total')).toContainText(
    `About ${money(quote.converted.total!, 'GBP')} at the reference rate`,
  )
  await expect(box.getByTestId('converted-total')).toContainText('You are charged in the owner’s currency, CHF.')
  await expect(box.locator('.price-breakdown__total dd')).toHaveText(money(quote.total, 'CHF'))

  // Remembered: the search shows pounds too, the server's figure for each card.
  await page.goto('/s?place=switzerland')
  const results = await read<{ results: Array<{ title: string; price_per_day: string; currency: string }> }>(
    request,
    '/3/products/?place=switzerland&currency=GBP&page_size=20',
  )
  const first = results.results[0]!
  expect(first.currency).toBe('GBP')
  await expect(page.getByRole('article').filter({ hasText: first.title }).first()).toContainText(
    money(first.price_per_day, 'GBP'),
  )
})
