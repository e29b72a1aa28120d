import { expect } from '@playwright/test'
import { test } from './support/worker-server'
import { presetConsent } from './support/consent'

// These tests are about other things: the consent banner is answered beforehand.
test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

test('/community lands on all-reviews with the marketplace reviews', async ({ page }) => {
  await page.goto('/community')
  await expect(page).toHaveURL(/\/community\/all-reviews$/)
  await expect(page.getByRole('heading', { level: 1, name: 'The Roam community' })).toBeVisible()
  const reviews = page.locator('.community-review')
  await expect(reviews).toHaveCount(10)
  await expect(reviews.first().getByRole('img', { name: /Rated \d out of 5/ })).toBeVisible()
  await reviews.first().locator('.community-review__camper a').click()
  await expect(page).toHaveURL(/\/campers\/\d+$/)
})

test('an empty page goes to page 1', async ({ page }) => {
  await page.goto('/community/all-reviews?page=')
  await expect(page).toHaveURL(/\/community\/all-reviews\?page=1$/)
  await expect(page.locator('.community-review').first()).toBeVisible()
})

test('the pictures wall shows travellers’ photos that open their camper', async ({ page }) => {
  await page.goto('/community/pictures-wall')
  const photos = page.locator('.pictures-wall img')
  await expect(photos.first()).toBeVisible()
  expect(await photos.count()).toBeGreaterThan(1)
  await photos.first().click()
  await expect(page).toHaveURL(/\/campers\/\d+$/)
})

test('the home’s top destinations open a place page', async ({ page }) => {
  await page.goto('/')
  const destinations = page.getByRole('region', { name: 'Top destinations' })
  const first = destinations.getByRole('link').first()
  await expect(first).toBeVisible()
  const name = (await first.locator('.destination-card__name').textContent())!
  await first.click()
  await expect(page).toHaveURL(/\/campervan-hire\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1, name: `Campervan hire in ${name}` })).toBeVisible()
})

test('/camper-type/van/4-seats lists vans and /camper-type/bus is the 404 page', async ({ page }) => {
  await page.goto('/camper-type/van/4-seats')
  await expect(page.getByRole('heading', { level: 1, name: 'Converted van hire with at least 4 seats' })).toBeVisible()
  const cards = page.locator('.camper-card:not(.camper-card--skeleton)')
  await expect(cards.first()).toBeVisible()
  await expect(cards.first().locator('.camper-card__meta').first()).toContainText('Van')
  await page.goto('/camper-type/bus')
  await expect(page.getByRole('heading', { name: /Page not found/ })).toBeVisible()
})
