import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { presetConsent } from './support/consent'

// Issue 7 proof: a visitor simulates earnings with a lead source, signs up from the results, goes through the vehicle
// onboarding with a real picture upload, reloads midway and finds the data restored, and ends on the camper's page.

test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

test('from the earnings simulation to a listing waiting for its last details', async ({ page }) => {
  test.setTimeout(180_000)
  await page.goto('/earnings/owner?lead_source=1')
  await page.getByLabel('A private owner').check()
  await page.getByLabel('All year round').check()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Vehicle type').selectOption('campervan')
  await page.getByLabel('Country of registration (two letters, e.g. FR)').fill('FR')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Year of first registration').fill('2019')
  await page.getByLabel('Seats with a seatbelt').fill('4')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  const email = `e2e-onboarding-${Date.now()}@roam.test`
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'See my earnings' }).click()
  await expect(page.getByTestId('earnings-daily')).toBeVisible({ timeout: 20_000 })

  await page.getByRole('link', { name: 'Sign up to keep this estimate' }).click()
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password').fill('a-long-enough-secret')
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expect(page).toHaveURL(/\/earnings\/results/, { timeout: 20_000 })
  await expect(page.getByText('Thank you! Our team will help you list your vehicle.')).toBeVisible({ timeout: 20_000 })

  await page.getByRole('main').getByRole('link', { name: 'List my vehicle', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'What kind of vehicle do you rent out?' })).toBeVisible({ timeout: 20_000 })
  await page.getByLabel('Campervan').check()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Seats with a seatbelt').fill('4')
  await page.getByLabel('Beds').fill('2')

  // Reloading midway keeps what was entered.
  await page.reload()
  await expect(page.getByLabel('Seats with a seatbelt')).toHaveValue('4', { timeout: 20_000 })
  await expect(page.getByLabel('Beds')).toHaveValue('2')
  await page.getByRole('button', { name: 'Next' }).click()

  await page.getByLabel('Town where the vehicle is parked').fill('Lyon')
  await page.getByRole('list', { name: 'Suggested places' }).getByRole('button').first().click()
  await page.getByLabel('Street and number').fill('12 rue de la République')
  // The default locale is en-us: the postcode field reads "ZIP code".
  await page.getByLabel(/^(Postcode|ZIP code)$/).fill('69002')
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page).toHaveURL(/\/onboarding\/step\/vehicle-pictures$/, { timeout: 20_000 })
  const half = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#f2874a' } }).png().toBuffer()
  const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0f5e57' } }).composite([{ input: half, left: 0, top: 0 }]).jpeg().toBuffer()
  const upload = page.waitForResponse((response) => /\/v4\/vehicles\/\d+\/photos\/$/.test(response.url()) && response.request().method() === 'POST')
  await page.getByLabel('Choose pictures').setInputFiles({ name: 'our-van.jpg', mimeType: 'image/jpeg', buffer: jpeg })
  expect((await upload).status()).toBe(201)
  await page.getByRole('button', { name: 'Next' }).click()

  await page.getByLabel('Price per day').fill('95')
  await page.getByRole('button', { name: 'Create my listing' }).click()
  await expect(page).toHaveURL(/\/d\/campers\/\d+$/, { timeout: 20_000 })
  // The camper's page lists what is still missing before moderation (more pictures, among others).
  await expect(page.getByText('At least 3 pictures')).toBeVisible({ timeout: 20_000 })
  expect(await page.evaluate(() => localStorage.getItem('roam.onboarding.vehicle'))).toBeNull()
})
